// What a frame of the app costs in the browser, for two or more builds side by side (say the
// page built two ways): each build's page at 1280x800 in a fresh context, a coop game started
// by Space, then 300 pointer moves 16 ms apart (each one makes egui lay out and paint a
// frame); the script time of those frames (CDP Performance metrics) divided by 300. Rounds
// alternate between the builds, so a busy moment of the machine falls on each alike.
//   node frame-cost.mjs DIST_A DIST_B [...]      RATE=4 slows the CPU 4x, ROUNDS=6 (default 4)
import { createRequire } from 'node:module';
import { serve, pageUrl, browserArgs, sleep } from './serve.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const dirs = process.argv.slice(2);
const rate = Number(process.env.RATE || 1);
const rounds = Number(process.env.ROUNDS || 4);
const moves = 300;
const servers = await Promise.all(dirs.map(serve));
const urls = servers.map(pageUrl);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});
const costs = dirs.map(() => []);
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
try {
  for (let round = 0; round < rounds; round++) {
    for (let which = 0; which < dirs.length; which++) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const devtools = await page.createCDPSession();
      await devtools.send('Emulation.setCPUThrottlingRate', { rate });
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(urls[which], { waitUntil: 'load' });
      await page.waitForFunction(() => typeof window.firstFrameMs === 'number', { timeout: 120000 });
      await page.mouse.click(1100, 760);
      await page.keyboard.press('Space');
      await page.waitForFunction(() => window.coopAutomaState().startsWith('coop'), { timeout: 60000 });
      await sleep(1000);
      await devtools.send('Performance.enable');
      const script = async () => (await devtools.send('Performance.getMetrics')).metrics
        .find((m) => m.name === 'ScriptDuration').value;
      const before = await script();
      for (let i = 0; i < moves; i++) {
        await page.mouse.move(100 + (i * 37) % 1000, 100 + (i * 53) % 600);
        await sleep(16);
      }
      costs[which].push((await script() - before) * 1000 / moves);
      await context.close();
    }
  }
  dirs.forEach((dir, which) => {
    const each = costs[which].map((c) => c.toFixed(2)).join(' ');
    console.log(`${dir}: script per frame, median of ${rounds}: ${median(costs[which]).toFixed(2)} ms (${each}), CPU ${rate}x`);
  });
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}
