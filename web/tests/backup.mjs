// Issue 34 in a real browser: a game played in each mode (a coop game to its score, then a
// coop, a pyramid and a Duel game left in progress), everything backed up as one download,
// the site's storage cleared, the backup opened and restored: Resume offers the same three
// games, each resumes exactly as it was, and the results log holds the same result.
//   node web/tests/backup.mjs [dist] [out-dir]   (BACKUP_DEBUG=1: what the app drew, as it goes)
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, pageUrl, browserArgs, folders, checks } from './serve.mjs';
import {
  seen, find, state, progress, open as openAt, drawn, clickOnce, keyOnce, taps, shows, gone,
  framesDrawn, notices, waitFor, until, finalPoints, waitsRunOut,
} from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist, outDir } = folders();
const server = await serve(dist);
const url = pageUrl(server);
const { check, failures } = checks();

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});

// The page opened at 1280 x 800, its screen drawn ready.
const open = (page) => openAt(page, url, { width: 1280, height: 800, deviceScaleFactor: 1 });

// Clicks once the mark `what` whose text starts with `text`, once the app draws it ready
// (whole, "on" or "chosen", and standing still: a press on what appeared or changed under
// half a second ago is drawn not ready, and not taken: settle.rs), waiting on that state, not
// on a clock; then waits for `effect()`. A click never ready, or without its effect, fails,
// with what was drawn then.
async function click(page, what, text, effect) {
  if (process.env.BACKUP_DEBUG) console.log(`click ${what} ${text}`);
  const took = await clickOnce(page, `"${text}" (${what})`,
    (ms) => find(ms, what, (m) => m.text.startsWith(text)), effect);
  if (!took) await failed(page, `"${text}" (${what}) clicked once, and taken`);
  return took;
}

// Space, `times` times, each press waited for its effect (the game's record changed); stops
// at a press that did nothing (counted lost: touch.mjs).
async function space(page, times) {
  for (let i = 0; i < times; i++) {
    if (!await keyOnce(page, 'Space')) return false;
  }
  return true;
}

// The results log's lines, as the page keeps them.
const resultLines = (page) => page.evaluate(() => window.coopAutomaKv.keys()
  .filter((k) => k.startsWith('coop-automa:/coop-automa/results.ron#'))
  .map((k) => window.coopAutomaKv.get(k)).join('\n').split('\n').filter((l) => l.trim() !== ''));

// Clicks a Resume entry, once the start screen draws it, scrolling the Resume band a little at
// a time until the entry is whole (or its middle well inside the band, where a finger presses).
// Its effect: a game on the table.
async function resume(page, text) {
  const end = Date.now() + 30000;
  while (Date.now() < end) {
    // The start screen drawn, with the entry (a busy machine draws the left game a while
    // longer).
    const marks = await waitFor(async () => {
      const ms = await seen(page);
      return ms.some((m) => m.what === 'resume' && m.text.startsWith(text)) && ms.some((m) => m.what === 'tab')
        ? ms : undefined;
    }, end - Date.now());
    if (!marks) break;
    const mark = marks.find((m) => m.what === 'resume' && m.text.startsWith(text));
    const tabs = marks.filter((m) => m.what === 'tab');
    const bandTop = Math.max(...tabs.map((m) => m.y + m.h));
    const middle = mark.y + mark.h / 2;
    if (mark.whole || (middle > bandTop + 12 && middle < bandTop + 50)) {
      return click(page, 'resume', text, async () => (await state(page)) !== 'setup');
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

// Clicks a tool of the top row, opening the Menu first where the row is folded into it; then
// waits for `effect()`.
async function tool(page, text, effect) {
  const marks = await seen(page);
  if (!marks.some((m) => m.what === 'tool' && m.text.startsWith(text))) {
    await click(page, 'tool', 'Menu', shows(page, 'tool', (m) => m.text.startsWith(text)));
  }
  return click(page, 'tool', text, effect);
}

// Leaves the game on the table for the start screen.
async function leave(page) {
  await tool(page, 'New game', shows(page, 'button', (m) => m.text.startsWith('Leave it: new game')));
  if (process.env.BACKUP_DEBUG) console.log((await seen(page)).map((m) => `${m.what} ${m.text}`).join(' | '));
  await click(page, 'button', 'Leave it: new game', async () => (await state(page)) === 'setup');
  // The start screen drawn (its mode tabs).
  await until(page, (ms) => ms.some((m) => m.what === 'tab'));
}

// A mode's tab chosen, and its game started by the big button.
async function start(page, tab) {
  await click(page, 'tab', tab, shows(page, 'tab', (m) => m.text.startsWith(tab) && m.state === 'chosen'));
  await click(page, 'big', '', async () => (await state(page)) !== 'setup');
}

try {
  const context = await browser.createBrowserContext();
  let page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await open(page);

  // The coop: a whole game to its score (Space, then the two points fields and Enter).
  await page.mouse.click(1100, 760); // focus the canvas on an empty spot
  await space(page, 1);
  for (let i = 0; i < 600 && !/over|scored/.test(await progress(page)); i++) {
    if (!await space(page, 1)) break;
  }
  await finalPoints(page, '60', '40');
  check(/scored/.test(await progress(page)), 'a coop game played to its score');
  const results = await resultLines(page);
  check(results.length === 1 && /points:60/.test(results[0]), 'its result is in the log');
  // "New game", once drawn ready (a press on what changed under half a second ago is not
  // taken: settle.rs).
  await click(page, 'big', 'New game', async () => (await state(page)) === 'setup');
  check(await state(page) === 'setup', 'the start screen after the scored game');

  // Three games left in progress: a coop, a pyramid, a Duel.
  const games = {};
  await page.mouse.click(1100, 760);
  await space(page, 4);
  games.coop = await state(page);
  await leave(page);
  await start(page, 'Solo');
  await page.mouse.click(1100, 760);
  await space(page, 2);
  games.pyramid = await state(page);
  await leave(page);
  await start(page, 'Duel');
  await space(page, 2);
  games.duel = await state(page);
  await leave(page);
  check(games.coop.startsWith('coop ') && games.pyramid.startsWith('pyramid ')
    && games.duel.startsWith('duel '), 'a game in progress in each mode');
  const resumes = (await seen(page)).filter((m) => m.what === 'resume');
  check(resumes.length === 3, `Resume offers the three games (${resumes.length})`);

  // A text size of the table's own (issue 61: a web backup carries the settings, and a
  // device without settings of its own takes them back).
  const zoomOf = async () => Number((await page.evaluate(() => window.coopAutomaView()))
    .match(/zoom ([\d.]+)/)[1]);
  const normal = await zoomOf();
  await page.keyboard.down('Control');
  await page.keyboard.press('Equal');
  await page.keyboard.up('Control');
  await waitFor(async () => (await zoomOf()) !== normal);
  const larger = await zoomOf();
  check(larger > normal, `the text one size larger (zoom ${normal} to ${larger})`);

  // Everything backed up: the download is caught.
  await page.evaluate(() => {
    window.coopAutomaDownload = (name, text) => { window.caught = { name, text }; };
  });
  await tool(page, 'Games', shows(page, 'button', (m) => m.text.startsWith('Backup')));
  await click(page, 'button', 'Backup', shows(page, 'button', (m) => m.text.startsWith('Back up')));
  await click(page, 'button', 'Back up', () => page.evaluate(() => window.caught !== undefined));
  const file = await page.evaluate(() => window.caught ?? null);
  if (file !== null && /kind: "backup"/.test(file.text)) {
    check(true, `a backup downloaded (${file.name}, ${file.text.length} characters)`);
    check(/^coop-automa-backup-\d{4}-\d\d-\d\d\.ron$/.test(file.name),
      `its name is a download's, no desktop folder in it (${file.name})`);
    check(/settings\.ron/.test(file.text), 'it carries the settings');
  } else {
    await failed(page, 'a backup downloaded');
  }
  await page.screenshot({ path: path.join(outDir, 'backup-made.png') });

  // The site's storage cleared: nothing left to resume, no results. (The page closed first,
  // as a lost device's: an open page keeps its settings when it goes. Then as the browser's
  // "clear site data" does: the games in IndexedDB, the settings and any journal in
  // localStorage.)
  await page.close();
  page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await page.goto(url.replace('index.html', 'manifest.json'));
  const devtools = await page.createCDPSession();
  await devtools.send('Storage.clearDataForOrigin',
    { origin: new URL(url).origin, storageTypes: 'local_storage,indexeddb' });
  await open(page);
  check((await seen(page)).every((m) => m.what !== 'resume'), 'storage cleared: nothing to resume');
  check((await resultLines(page)).length === 0, 'storage cleared: no results');
  check(await zoomOf() === normal, 'storage cleared: the normal text size');

  // The backup opened as any file is, and restored.
  const said = await notices(page);
  await page.evaluate(async (f) => {
    const m = await import('./coop-automa.js');
    m.open_game_text(f.name, f.text);
  }, file);
  // Opened: the app asks (a dialog's title), or says why not (a notice).
  const restoreAsked = (ms) => ms.some((m) => m.what === 'title' && m.text.startsWith('Restore '));
  await waitFor(async () => restoreAsked(await seen(page)) || (await notices(page)) !== said);
  const marks = await seen(page);
  check(restoreAsked(marks),
    'opening the backup asks to restore it');
  await page.screenshot({ path: path.join(outDir, 'backup-restore-summary.png') });
  await click(page, 'button', 'Restore', shows(page, 'button', (m) => m.text === 'Take this restore back out'));
  await page.screenshot({ path: path.join(outDir, 'backup-restored.png') });
  await click(page, 'button', 'Close', gone(page, 'title'));
  check(await zoomOf() === larger, `restored: the table's text size is back (zoom ${await zoomOf()})`);

  // The same results (the line names its table now), and the same three games.
  const after = await resultLines(page);
  const untabled = (l) => l.replace(/^\(table:"[^"]*",/, '(');
  check(after.length === 1 && untabled(after[0]) === results[0],
    'the same result after the restore');
  const again = (await seen(page)).filter((m) => m.what === 'resume');
  check(again.length === 3, `Resume offers the three games again (${again.length})`);
  for (const [mode, text] of [['coop', 'Resume: Coop'], ['pyramid', 'Resume: Solo'], ['duel', 'Resume: Duel']]) {
    await resume(page, text);
    await drawn(page);
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
console.log(`clicks and keys: ${taps.made} made, ${taps.lost.length} lost${taps.lost.length ? `: ${taps.lost.join('; ')}` : ''}`);
check(taps.lost.length === 0, 'every click and key taken at once');
check(waitsRunOut === 0, `every wait ended on the state it waited for (${waitsRunOut} ran out)`);
console.log(failures() === 0 ? 'all backup checks passed' : `${failures()} backup checks FAILED`);
process.exit(failures() === 0 ? 0 : 1);
