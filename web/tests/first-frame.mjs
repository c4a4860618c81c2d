// Two builds served side by side (the app and a minimal eframe page), in headless Chromium:
// - the time from navigation to the first frame drawn (window.firstFrameMs, set by each page
//   on its first frame), alternating loads, each in a fresh browser context, with the CPU at
//   full speed and throttled 4x (Chrome's DevTools throttling: a phone-class CPU);
// - the page's idle cost: 10 seconds of a page left alone (the app with a coop game on the
//   table, waiting), its animation-frame ticks, and its script and task time (CDP
//   Performance metrics).
// Prints the medians and the ratios.   node first-frame.mjs APP MINIMAL N
import { createRequire } from 'node:module';
import { serve, pageUrl, browserArgs, sleep } from './serve.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const [appDir, minimalDir, n = '9'] = process.argv.slice(2);
const servers = [await serve(appDir), await serve(minimalDir)];
const urls = servers.map(pageUrl);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: browserArgs,
});
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

// A fresh context's page at 1280x800, its CPU slowed `rate` times, loaded; returns it and
// its first frame in ms.
async function load(which, rate) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const devtools = await page.createCDPSession();
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(urls[which], { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.firstFrameMs === 'number', { timeout: 120000 });
  const ms = await page.evaluate(() => window.firstFrameMs);
  return { context, page, devtools, ms };
}

try {
  for (const rate of [1, 4]) {
    const times = [[], []];
    for (let i = 0; i < Number(n); i++) {
      for (const which of [0, 1]) {
        const { context, ms } = await load(which, rate);
        times[which].push(ms);
        await context.close();
      }
    }
    const [app, minimal] = times.map(median);
    const cpu = rate === 1 ? 'full speed' : `CPU throttled ${rate}x`;
    console.log(`first frame after navigation, ${cpu} (median of ${n}): app ${app.toFixed(0)} ms, minimal ${minimal.toFixed(0)} ms, ratio ${(app / minimal).toFixed(2)}`);
    console.log(`  app: ${times[0].map((t) => t.toFixed(0)).join(' ')}`);
    console.log(`  minimal: ${times[1].map((t) => t.toFixed(0)).join(' ')}`);
  }

  // Idle: each page left alone for 10 s once it settled (the app with a coop game started
  // by Space, the minimal page as it is).
  for (const which of [0, 1]) {
    const { context, page, devtools } = await load(which, 1);
    if (which === 0) {
      await page.mouse.click(1100, 760);
      await page.keyboard.press('Space');
    }
    await sleep(2000);
    await devtools.send('Performance.enable');
    const metric = async () => Object.fromEntries(
      (await devtools.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    await page.evaluate(() => {
      window.idleTicks = 0;
      const tick = () => { window.idleTicks += 1; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    const before = await metric();
    await sleep(10000);
    const after = await metric();
    const ticks = await page.evaluate(() => window.idleTicks);
    const ms = (k) => ((after[k] - before[k]) * 1000).toFixed(0);
    const what = which === 0 ? `app (${(await page.evaluate(() => window.coopAutomaState())).split(' ')[0]} on the table)` : 'minimal';
    console.log(`idle 10 s, ${what}: ${ticks} animation-frame ticks, script ${ms('ScriptDuration')} ms, tasks ${ms('TaskDuration')} ms, layout ${ms('LayoutDuration')} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}
