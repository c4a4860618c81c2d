// Issue 34 in a real browser: a game played in each mode (a coop game to its score, then a
// coop, a pyramid and a Duel game left in progress), everything backed up as one download,
// the site's storage cleared, the backup opened and restored: Resume offers the same three
// games, each resumes exactly as it was, and the results log holds the same result.
//   node web/tests/backup.mjs [dist] [out-dir]   (BACKUP_DEBUG=1: what the app drew, as it goes)
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, pageUrl, browserArgs, sleep, folders, checks } from './serve.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist, outDir } = folders();
const server = await serve(dist);
const url = pageUrl(server);
const { check, failures } = checks();

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});

const state = (page) => page.evaluate(() => window.coopAutomaState());
const progress = (page) => page.evaluate(() => window.coopAutomaProgress());

async function open(page) {
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof window.coopAutomaState === 'function'
    && window.coopAutomaState() !== '', { timeout: 60000 });
  await sleep(500);
}

// What the app drew this frame (src/app/kit/seen.rs): one mark a line, in CSS pixels.
async function seen(page) {
  const text = await page.evaluate(() => window.coopAutomaSeen());
  return text.split('\n').filter((l) => l !== '').map((line) => {
    const [what, x, y, w, h, whole, state, ...words] = line.split('\t');
    return { what, x: +x, y: +y, w: +w, h: +h, whole: whole === 'whole', state, text: words.join('\t') };
  });
}

// Clicks once the mark `what` whose text starts with `text`, once the app draws it ready
// (whole, and "on" or "chosen": a press on what appeared or changed under half a second ago
// is drawn not ready, and not taken: settle.rs), waiting on that state, not on a clock.
async function click(page, what, text) {
  const end = Date.now() + 20000;
  while (Date.now() < end) {
    const mark = (await seen(page)).find((m) => m.what === what && m.text.startsWith(text)
      && m.whole && (m.state === 'on' || m.state === 'chosen'));
    if (mark) {
      if (process.env.BACKUP_DEBUG) console.log(`click ${what} ${mark.text} at ${mark.x},${mark.y} ${mark.w}x${mark.h} ${mark.state}`);
      await page.mouse.click(mark.x + mark.w / 2, mark.y + mark.h / 2);
      await framesDrawn(page);
      if ((await seen(page)).some((m) => m.what === 'ignored' && m.text.startsWith(text))) {
        console.log(`  a tap on "${text}" was not taken (drawn not ready then)`);
      }
      return true;
    }
    await sleep(50);
  }
  await failed(page, `"${text}" (${what}) on screen, ready`);
  return false;
}

// Resolves once the page has drawn two more animation frames (eframe paints in them).
const framesDrawn = (page) => page.evaluate(
  () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
);

async function space(page, times) {
  for (let i = 0; i < times; i++) {
    const was = await state(page);
    await page.keyboard.press('Space');
    for (let j = 0; j < 80 && await state(page) === was; j++) await sleep(25);
  }
}

// The results log's lines, as the page keeps them.
const resultLines = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith('coop-automa:/coop-automa/results.ron#'))
  .map((k) => localStorage.getItem(k)).join('\n').split('\n').filter((l) => l.trim() !== ''));

// Clicks a Resume entry, once the start screen draws it, scrolling the Resume band a little at
// a time until the entry is whole (or its middle well inside the band, where a finger presses).
async function resume(page, text) {
  const end = Date.now() + 30000;
  while (Date.now() < end) {
    const marks = await seen(page);
    const mark = marks.find((m) => m.what === 'resume' && m.text.startsWith(text));
    const tabs = marks.filter((m) => m.what === 'tab');
    if (!mark || tabs.length === 0) {
      // The start screen not drawn yet (a busy machine draws the left game a while longer).
      await sleep(50);
      continue;
    }
    const bandTop = Math.max(...tabs.map((m) => m.y + m.h));
    const middle = mark.y + mark.h / 2;
    if (mark.whole || (middle > bandTop + 12 && middle < bandTop + 50)) {
      return click(page, 'resume', text);
    }
    await page.mouse.move(200, bandTop + 20);
    await page.mouse.wheel({ deltaY: mark.y < bandTop ? -12 : 12 });
    await framesDrawn(page);
  }
  await failed(page, `"${text}" whole in the Resume band`);
  return false;
}

// A failed check, with what the app drew then (marks and a screenshot) to tell why.
async function failed(page, what) {
  check(false, what);
  const marks = await seen(page);
  console.log(`  drawn then: ${marks.map((m) => `${m.what} ${m.state} ${m.whole ? 'whole' : 'cut'} `
    + `[${Math.round(m.x)},${Math.round(m.y)} ${Math.round(m.w)}x${Math.round(m.h)}] ${m.text.slice(0, 40)}`).join(' | ')}`);
  const file = path.join(outDir, `failed-${what.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.png`);
  await page.screenshot({ path: file });
  console.log(`  screenshot: ${file}`);
}

// Clicks a tool of the top row, opening the Menu first where the row is folded into it.
async function tool(page, text) {
  const marks = await seen(page);
  if (!marks.some((m) => m.what === 'tool' && m.text.startsWith(text))) {
    await click(page, 'tool', 'Menu');
  }
  return click(page, 'tool', text);
}

// Leaves the game on the table for the start screen.
async function leave(page) {
  await tool(page, 'New game');
  if (process.env.BACKUP_DEBUG) console.log((await seen(page)).map((m) => `${m.what} ${m.text}`).join(' | '));
  await click(page, 'button', 'Leave it: new game');
}

try {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await open(page);

  // The coop: a whole game to its score (Space, then the two points fields and Enter).
  await page.mouse.click(1100, 760);
  await space(page, 1);
  for (let i = 0; i < 600 && !/over|scored/.test(await progress(page)); i++) await space(page, 1);
  await page.mouse.click(244, 190);
  await page.keyboard.type('60');
  await page.mouse.click(562, 190);
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 40 && !/scored/.test(await progress(page)); i++) await sleep(50);
  check(/scored/.test(await progress(page)), 'a coop game played to its score');
  const results = await resultLines(page);
  check(results.length === 1 && /points:60/.test(results[0]), 'its result is in the log');
  // "New game" (a press on what changed under half a second ago is not taken: settle.rs).
  await sleep(800);
  await click(page, 'big', 'New game');
  check(await state(page) === 'setup', 'the start screen after the scored game');

  // Three games left in progress: a coop, a pyramid, a Duel.
  const games = {};
  await page.mouse.click(1100, 760);
  await space(page, 4);
  games.coop = await state(page);
  await leave(page);
  await click(page, 'tab', 'Solo');
  await click(page, 'big', '');
  await page.mouse.click(1100, 760);
  await space(page, 2);
  games.pyramid = await state(page);
  await leave(page);
  await click(page, 'tab', 'Duel');
  await click(page, 'big', '');
  await space(page, 2);
  games.duel = await state(page);
  await leave(page);
  check(games.coop.startsWith('coop ') && games.pyramid.startsWith('pyramid ')
    && games.duel.startsWith('duel '), 'a game in progress in each mode');
  const resumes = (await seen(page)).filter((m) => m.what === 'resume');
  check(resumes.length === 3, `Resume offers the three games (${resumes.length})`);

  // Everything backed up: the download is caught.
  await page.evaluate(() => {
    window.coopAutomaDownload = (name, text) => { window.caught = { name, text }; };
  });
  await tool(page, 'Games');
  await click(page, 'button', 'Backup');
  await click(page, 'button', 'Back up');
  await page.waitForFunction(() => window.caught, { timeout: 20000 }).catch(() => {});
  const file = await page.evaluate(() => window.caught ?? null);
  if (file !== null && /kind: "backup"/.test(file.text)) {
    check(true, `a backup downloaded (${file.name}, ${file.text.length} characters)`);
  } else {
    await failed(page, 'a backup downloaded');
  }
  await page.screenshot({ path: path.join(outDir, 'backup-made.png') });

  // The site's storage cleared: nothing left to resume, no results.
  await page.evaluate(() => localStorage.clear());
  await open(page);
  check((await seen(page)).every((m) => m.what !== 'resume'), 'storage cleared: nothing to resume');
  check((await resultLines(page)).length === 0, 'storage cleared: no results');

  // The backup opened as any file is, and restored.
  await page.evaluate(async (f) => {
    const m = await import('./coop-automa.js');
    m.open_game_text(f.name, f.text);
  }, file);
  await sleep(800);
  const marks = await seen(page);
  check(marks.some((m) => m.what === 'title' && m.text.startsWith('Restore ')),
    'opening the backup asks to restore it');
  await page.screenshot({ path: path.join(outDir, 'backup-restore-summary.png') });
  await click(page, 'button', 'Restore');
  await page.screenshot({ path: path.join(outDir, 'backup-restored.png') });
  await click(page, 'button', 'Close');

  // The same results (the line names its table now), and the same three games.
  const after = await resultLines(page);
  const untabled = (l) => l.replace(/^\(table:"[^"]*",/, '(');
  check(after.length === 1 && untabled(after[0]) === results[0],
    'the same result after the restore');
  const again = (await seen(page)).filter((m) => m.what === 'resume');
  check(again.length === 3, `Resume offers the three games again (${again.length})`);
  for (const [mode, text] of [['coop', 'Resume: Coop'], ['pyramid', 'Resume: Solo'], ['duel', 'Resume: Duel']]) {
    await resume(page, text);
    await sleep(500);
    await page.screenshot({ path: path.join(outDir, `backup-resumed-${mode}.png`) });
    if (process.env.BACKUP_DEBUG) console.log((await seen(page)).map((m) => `${m.what} ${m.text}`).join(' | '));
    check(await state(page) === games[mode], `the ${mode} game resumes exactly as it was`);
    await leave(page);
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
console.log(failures() === 0 ? 'all backup checks passed' : `${failures()} backup checks FAILED`);
process.exit(failures() === 0 ? 0 : 1);
