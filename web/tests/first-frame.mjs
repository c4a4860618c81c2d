// Time from navigation to the first frame drawn (window.firstFrameMs, set by the app on its
// first frame), for two builds served side by side, alternating loads, each in a fresh
// browser context. Prints the medians and the ratio.  node first-frame.mjs APP MINIMAL N
import { createRequire } from 'node:module';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const [appDir, minimalDir, n = '9'] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.png': 'image/png' };
function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(root, name === '/' ? 'index.html' : name);
    if (!file.startsWith(root) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}
const servers = [await serve(appDir), await serve(minimalDir)];
const urls = servers.map((s) => `http://127.0.0.1:${s.address().port}/index.html`);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const times = [[], []];
try {
  for (let i = 0; i < Number(n); i++) {
    for (const which of [0, 1]) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(urls[which], { waitUntil: 'load' });
      await page.waitForFunction(() => typeof window.firstFrameMs === 'number', { timeout: 60000 });
      times[which].push(await page.evaluate(() => window.firstFrameMs));
      await context.close();
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.close());
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const [app, minimal] = times.map(median);
console.log(`first frame after navigation (median of ${n}): app ${app.toFixed(0)} ms, minimal ${minimal.toFixed(0)} ms, ratio ${(app / minimal).toFixed(2)}`);
console.log(`app: ${times[0].map((t) => t.toFixed(0)).join(' ')}`);
console.log(`minimal: ${times[1].map((t) => t.toFixed(0)).join(' ')}`);
