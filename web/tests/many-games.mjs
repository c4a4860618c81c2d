// Years of play in one browser (issue 61): 10,000 finished games of every mode, written by
// the app's own code (examples/fill_data_folder.rs) and put in the page's IndexedDB as the
// store keeps files, then the app opened with the CPU throttled 4x: it starts, Games and
// Results open (their times printed, for BENCHMARKS.md; a test does not time), a game is
// played on with every action saved, and a reload finds every game and the new one.
//   node web/tests/many-games.mjs [dist] [out-dir]      (GAMES=10000 by default)
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, pageUrl, browserArgs, folders, checks } from './serve.mjs';
import {
  seen, find, state, open as openAt, clickOnce, keyOnce, waitFor, shows, THROTTLE,
} from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist, outDir } = folders();
const GAMES = +(process.env.GAMES ?? 10000);
// A count as the app writes it in English: "10,000", four digits as they are ("1056").
const n = (x) => (x >= 10000 ? x.toLocaleString('en-US') : String(x));
const { check, failures } = checks();

// The data folder, filled by the app's own code (built by `cargo test`, which builds the
// examples; built here if need be).
const filled = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-automa-many-'));
execFileSync('cargo', ['run', '-q', '--example', 'fill_data_folder', '--', filled, String(GAMES)],
  { stdio: ['ignore', 'inherit', 'inherit'] });
const files = [];
(function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p); else files.push(p);
  }
}(filled));
// As crates/store/src/browser.rs keeps a file: its text under "coop-automa:PATH#SEQ", and
// under "coop-automa:PATH" a pointer "SEQ coop-automa:PATH#SEQ"; the counter holds the last SEQ.
const entries = [];
files.sort().forEach((file, i) => {
  const key = `coop-automa:/coop-automa/${path.relative(filled, file)}`;
  const seq = i + 1;
  entries.push([`${key}#${seq}`, fs.readFileSync(file, 'utf8')], [key, `${seq} ${key}#${seq}`]);
});
entries.push(['coop-automa:#seq', String(files.length)]);
fs.rmSync(filled, { recursive: true, force: true });

const server = await serve(dist);
const url = pageUrl(server);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});
const timings = [];
// Waits for `effect` after `press()`; the time it took, printed.
async function timed(what, press) {
  const start = Date.now();
  await press();
  const ms = Date.now() - start;
  timings.push(`${what}: ${ms} ms`);
  return ms;
}
const tool = (text) => (ms) => find(ms, 'tool', (m) => m.text === text);
async function fromTop(page, text, effect) {
  if (!find(await seen(page), 'tool', (m) => m.text === text)) {
    await clickOnce(page, 'Menu', tool('Menu'), shows(page, 'tool', (m) => m.text === text));
  }
  return clickOnce(page, text, tool(text), effect);
}
// Scrolls the list of every game to its end (the wheel over it) until `pick` is in view.
async function toListEnd(page, pick) {
  const title = find(await seen(page), 'title');
  await page.mouse.move(title.x + 100, title.y + 300);
  await waitFor(async () => {
    if (pick(await seen(page))) return true;
    await page.mouse.wheel({ deltaY: 4000 });
    return false;
  });
}
// Closes the list of every game.
const closeGames = (page) => clickOnce(page, 'Close', (ms) => find(ms, 'button', (m) => m.text === 'Close'),
  async () => !find(await seen(page), 'title', (m) => m.text.endsWith('kept here')));
const moreButton = (text) => (ms) => find(ms, 'button', (m) => /^Show \d+ more \(/.test(m.text) && text(m.text)
  && m.whole && m.y >= 0 && m.y + m.h <= 800);

try {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  // The games put where the app keeps them, from a page of the same origin without the app.
  await page.goto(url.replace('index.html', 'manifest.json'));
  for (let i = 0; i < entries.length; i += 2000) {
    await page.evaluate((batch) => new Promise((resolve, reject) => {
      const r = indexedDB.open('coop-automa', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('kv');
      r.onerror = () => reject(r.error);
      r.onsuccess = () => {
        const tx = r.result.transaction('kv', 'readwrite');
        batch.forEach(([k, v]) => tx.objectStore('kv').put(v, k));
        tx.oncomplete = () => { r.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    }), entries.slice(i, i + 2000));
  }
  check(true, `${files.length} files of ${GAMES} finished games put in IndexedDB`);

  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await timed(`the page opened and drawn ready (CPU ${THROTTLE}x)`,
    () => openAt(page, url, { width: 1280, height: 800, deviceScaleFactor: 1 }));
  check(await page.evaluate(() => window.coopAutomaKv.keys().length) >= entries.length,
    'every key read into the page');
  // What the browser says the page keeps, for the games a table holds before the warning
  // (at 80% of the quota): printed, not asserted.
  const estimate = await page.evaluate(() => navigator.storage.estimate());
  timings.push(`the browser's estimate with ${n(GAMES)} games: ${(estimate.usage / 1e6).toFixed(1)} MB`
    + ` of ${(estimate.quota / 1e9).toFixed(1)} GB (about ${Math.round(estimate.usage / GAMES)} B a game)`);

  // Games: the count of every game, the first twenty at the end of the list.
  await clickOnce(page, 'Menu', tool('Menu'), shows(page, 'tool', (m) => m.text === 'Games'));
  await timed('Games opened', () => clickOnce(page, 'Games', tool('Games'),
    shows(page, 'title', (m) => m.text === `${n(GAMES)} games kept here`)));
  const firstPage = moreButton((t) => t.includes(`(20 of ${n(GAMES)} shown)`));
  await toListEnd(page, firstPage);
  check(firstPage(await seen(page)) !== undefined, `Games lists 20 of the ${GAMES}`);
  const secondPage = moreButton((t) => t.includes(`(40 of ${n(GAMES)} shown)`));
  await timed('the next 20 shown', () => clickOnce(page, 'Show 20 more', firstPage,
    async () => (await seen(page)).some((m) => m.what === 'title')
      && !firstPage(await seen(page))));
  await toListEnd(page, secondPage);
  check(secondPage(await seen(page)) !== undefined, 'then 40');
  await closeGames(page);

  // Results: every mode's.
  await clickOnce(page, 'Menu', tool('Menu'), shows(page, 'tool', (m) => m.text === 'Results'));
  await timed('Results opened', () => clickOnce(page, 'Results', tool('Results'),
    async () => (await seen(page)).some((m) => m.what === 'tool' && m.text === 'Back')));
  await page.screenshot({ path: path.join(outDir, 'many-games-results.png') });
  await clickOnce(page, 'Back', tool('Back'), async () => (await state(page)) === 'setup'
    && !(await seen(page)).some((m) => m.what === 'tool' && m.text === 'Back'));

  // Played on: a new coop game, each action saved.
  await clickOnce(page, 'Start the game', (ms) => find(ms, 'big'),
    async () => (await state(page)) !== 'setup');
  for (let i = 0; i < 4; i++) await keyOnce(page, 'Space');
  const played = await state(page);
  await waitFor(() => page.evaluate(() => window.coopAutomaKv.pending() === 0));
  const kept = await page.evaluate((g) => window.coopAutomaKv.keys()
    .filter((k) => /games\/[^#/]+\.ron$/.test(k)).length, GAMES);
  check(kept >= 1, `the new game's save among the keys (${kept} games directly in games/)`);

  // Reloaded: the game back on the table as it was played; left for a new one, every game
  // in Games and the new one offered to resume, as it was played.
  await page.reload({ waitUntil: 'load' });
  await openAt(page, url, { width: 1280, height: 800, deviceScaleFactor: 1 });
  check(await state(page) === played, 'after a reload the game is on the table as it was played');
  await fromTop(page, 'New game', shows(page, 'button', (m) => m.text.startsWith('Leave it: new game')));
  await clickOnce(page, 'Leave it: new game', (ms) => find(ms, 'button', (m) => m.text.startsWith('Leave it: new game')),
    async () => (await state(page)) === 'setup');
  await fromTop(page, 'Games', shows(page, 'title', (m) => m.text === `${n(GAMES + 1)} games kept here`));
  check(find(await seen(page), 'title', (m) => m.text === `${n(GAMES + 1)} games kept here`) !== undefined,
    `Games lists ${GAMES + 1} games`);
  await closeGames(page);
  await clickOnce(page, 'the Resume entry', (ms) => find(ms, 'resume'),
    async () => (await state(page)) !== 'setup');
  check(await state(page) === played, 'the new game resumed as it was played');

  // Room made: the finished games of more than a year ago keep only their results (every
  // results line stays); the newer ones and the game left unfinished stay, after a reload too.
  const logLines = () => page.evaluate(() => ['results.ron', 'results-pyramid.ron', 'results-duel.ron']
    .map((f) => {
      const kv = window.coopAutomaKv;
      const pointer = kv.get(`coop-automa:/coop-automa/${f}`) ?? '';
      const text = kv.get(pointer.slice(pointer.indexOf(' ') + 1)) ?? '';
      return text.split('\n').filter((l) => l.trim() !== '').length;
    }).join(' '));
  const lines = await logLines();
  await fromTop(page, 'New game', shows(page, 'button', (m) => m.text.startsWith('Leave it: new game')));
  await clickOnce(page, 'Leave it: new game', (ms) => find(ms, 'button', (m) => m.text.startsWith('Leave it: new game')),
    async () => (await state(page)) === 'setup');
  await fromTop(page, 'Games', shows(page, 'title', (m) => m.text === `${n(GAMES + 1)} games kept here`));
  const room = 'Make room: keep only the results of old games';
  const askFold = (ms) => find(ms, 'button', (m) => /^Keep only the results of the [\d,]+ games/.test(m.text));
  check(await clickOnce(page, room, (ms) => find(ms, 'fold', (m) => m.text === room),
    async () => askFold(await seen(page)) !== undefined), 'Make room opens');
  const old = +askFold(await seen(page)).text.match(/the ([\d,]+) games/)[1].replaceAll(',', '');
  check(old > GAMES / 2 && old < GAMES, `${old} of the ${GAMES} games finished over a year ago`);
  const yes = (ms) => find(ms, 'button', (m) => m.text === 'Yes, keep only their results');
  check(await clickOnce(page, 'Keep only the results', askFold, async () => yes(await seen(page)) !== undefined),
    'asked first');
  const left = `${n(GAMES + 1 - old)} games kept here`;
  await timed(`${old} games folded into their results`, () => clickOnce(page, 'Yes, keep only their results', yes,
    shows(page, 'title', (m) => m.text === left)));
  check(find(await seen(page), 'title', (m) => m.text === left) !== undefined, `Games lists ${left}`);
  await waitFor(() => page.evaluate(() => window.coopAutomaKv.pending() === 0));
  check(await logLines() === lines, `every results line stays (${lines})`);
  await page.reload({ waitUntil: 'load' });
  await openAt(page, url, { width: 1280, height: 800, deviceScaleFactor: 1 });
  await fromTop(page, 'Games', shows(page, 'title', (m) => m.text === left));
  check(find(await seen(page), 'title', (m) => m.text === left) !== undefined, `after a reload: ${left}`);
  check(await logLines() === lines, 'and every results line');
} catch (e) {
  check(false, `no error (${e.message})`);
} finally {
  console.log(timings.map((t) => `  ${t}`).join('\n'));
  await browser.close();
  server.close();
}
process.exit(failures() === 0 ? 0 : 1);
