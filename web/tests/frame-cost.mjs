// What a frame of the app costs in the browser, for two or more builds side by side (say the
// page built two ways, or the app beside scripts/bench-web.sh's minimal page): each build's
// page at 1280x800 in a fresh context, a game of each mode in SCREENS started (its tab, then
// the big button), then 300 pointer moves 16 ms apart (each one makes egui lay out and paint
// a frame); the script time of those frames (CDP Performance metrics) divided by 300. Rounds
// alternate between the builds, so a busy moment of the machine falls on each alike. A page
// without the app's test hook (the minimal page) gets the moves alone.
//   node frame-cost.mjs DIST_A DIST_B [...]      RATE=4 slows the CPU 4x, ROUNDS=6 (default 4)
//   SCREENS=start,coop,pyramid,duel (default coop; start: the start screen, no game started),
//   WIDTH=390 HEIGHT=844 for a phone's size
//   MOVES=sweep: the moves a hand makes, a straight sweep corner to corner in 300 steps
//   (about 4 points each), instead of jumps across the page (each one somewhere else)
import { createRequire } from 'node:module';
import { serve, pageUrl, browserArgs, sleep } from './serve.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const dirs = process.argv.slice(2);
const rate = Number(process.env.RATE || 1);
const rounds = Number(process.env.ROUNDS || 4);
const moves = 300;
const sweep = process.env.MOVES === 'sweep';
const screens = (process.env.SCREENS || 'coop').split(',');
const width = Number(process.env.WIDTH || 1280);
const height = Number(process.env.HEIGHT || 800);
// The start screen's tab for each mode, by the first word of its words.
const tabs = { coop: 'Coop', pyramid: 'Solo', duel: 'Duel' };
const servers = await Promise.all(dirs.map(serve));
const urls = servers.map(pageUrl);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});
const costs = screens.map(() => dirs.map(() => []));
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
try {
  for (let round = 0; round < rounds; round++) {
    for (let which = 0; which < dirs.length; which++) {
      for (let si = 0; si < screens.length; si++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const devtools = await page.createCDPSession();
        await devtools.send('Emulation.setCPUThrottlingRate', { rate });
        await page.setViewport({ width, height });
        await page.goto(urls[which], { waitUntil: 'load' });
        await page.waitForFunction(() => typeof window.firstFrameMs === 'number', { timeout: 120000 });
        if (screens[si] !== 'start' && await page.evaluate(() => typeof window.coopAutomaSeen === 'function')) {
          const tab = await page.evaluate((word) => window.coopAutomaSeen().split('\n')
            .map((l) => l.split('\t')).find((m) => m[0] === 'tab' && m[7].startsWith(word)), tabs[screens[si]]);
          if (tab) await page.mouse.click(+tab[1] + +tab[3] / 2, +tab[2] + +tab[4] / 2);
          // The big button takes a tap once it stands ready ('on'): pressed until the game
          // starts (a benchmark, not a test: a press too early is made again).
          for (let tries = 0; tries < 20; tries++) {
            await sleep(500);
            const big = await page.evaluate(() => window.coopAutomaSeen().split('\n')
              .map((l) => l.split('\t')).find((m) => m[0] === 'big' && m[6] === 'on'));
            if (big) await page.mouse.click(+big[1] + +big[3] / 2, +big[2] + +big[4] / 2);
            await sleep(500);
            if (await page.evaluate(() => window.coopAutomaState() !== 'setup')) break;
          }
        }
        await sleep(1000);
        await devtools.send('Performance.enable');
        const script = async () => (await devtools.send('Performance.getMetrics')).metrics
          .find((m) => m.name === 'ScriptDuration').value;
        const before = await script();
        for (let i = 0; i < moves; i++) {
          if (sweep) {
            await page.mouse.move(20 + i * (width - 40) / moves, 20 + i * (height - 40) / moves);
          } else {
            await page.mouse.move(20 + (i * 37) % (width - 40), 20 + (i * 53) % (height - 40));
          }
          await sleep(16);
        }
        costs[si][which].push((await script() - before) * 1000 / moves);
        await context.close();
      }
    }
  }
  screens.forEach((screen, si) => dirs.forEach((dir, which) => {
    const each = costs[si][which].map((c) => c.toFixed(2)).join(' ');
    console.log(`${screen} ${width}x${height} ${sweep ? 'sweep' : 'jumps'} ${dir}: script per move, median of ${rounds}: ${median(costs[si][which]).toFixed(2)} ms (${each}), CPU ${rate}x`);
  }));
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}
