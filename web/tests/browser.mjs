// The web build in a real headless Chromium (Debian's), driven by puppeteer-core from npm:
// a coop game played by keys to round 3, the page reloaded and the game resumed the same;
// a page closed right after an action loses nothing but that action; saves opened from the
// device and downloaded; a whole coop game to its score; portrait and phone screenshots, the
// phone at a pixel ratio of 3; installable as an app, and working with the server gone.
//   web/build.sh && (cd web && npm ci) && node web/tests/browser.mjs [dist] [out-dir]
// The app reports its game as save text through window.coopAutomaState() (src/app/web.rs).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { serve, pageUrl, browserArgs, folders, checks } from './serve.mjs';
import {
  seen, find, state, progress, view, open as openAt, drawn, clickOnce, keyOnce, taps, waitFor,
  framesDrawn, notices, shows, finalPoints, waitsRunOut, recordChanges,
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

// The page opened, its screen drawn ready (touch.mjs).
const open = (page, width = 1280, height = 800, deviceScaleFactor = 1) => openAt(page, url,
  { width, height, deviceScaleFactor });
const actions = (s) => ((s.match(/actions:\[(.*?)\]/) ?? [, ''])[1].match(/[A-Z]\w*/g) ?? []).length;
// The same, in a save file as stored (pretty RON: the list spans lines).
const fileActions = (s) => ((s.match(/actions:\s*\[([\s\S]*?)\]/) ?? [, ''])[1]
  .match(/[A-Z]\w*/g) ?? []).length;
// A key pressed once, its effect waited for: the game's record changed (or a notice said why
// not). A key that does nothing is counted lost and fails the run (touch.mjs).
const press = (page, key) => keyOnce(page, key);
// Space until the game is over (the final points still to type); returns the presses. Stops
// at a press that did nothing.
async function playToTheEnd(page) {
  let presses = 0;
  for (; presses < 600 && !/over|scored/.test(await progress(page)); presses++) {
    if (!await press(page, 'Space')) break;
  }
  return presses;
}
// Space until the game holds `n` actions; stops at a press that did nothing.
async function playTo(page, n) {
  for (let i = 0; i < 40 && actions(await state(page)) < n; i++) {
    if (!await press(page, 'Space')) break;
  }
}
// The first Resume entry on the start screen (under the mode tabs), clicked once drawn ready;
// its effect: a game on the table, or a dialog about it.
const resumeFirst = (page) => clickOnce(page, 'the first Resume entry', (ms) => find(ms, 'resume'),
  async () => (await state(page)) !== 'setup' || find(await seen(page), 'title') !== undefined);
// The browser's Web Locks as the page holds them ("held", "busy", "lost").
const locks = (page) => page.evaluate(() => window.coopAutomaLockStates());
// "Take it over here" / "Take it back here" in the dialog of a game played elsewhere, clicked
// once drawn ready; its effect: the page holds the game's lock.
const takeHere = (page, words) => clickOnce(page, words, (ms) => find(ms, 'button', (m) => m.text === words),
  async () => (await locks(page)) === 'held');
// A save file's text opened as the device's file picker hands it over; resolves once the app
// has said so (every file opened, or refused, gets a notice).
async function openText(page, name, text) {
  const said = await notices(page);
  await page.evaluate(async (n, t) => {
    const m = await import('./coop-automa.js');
    m.open_game_text(n, t);
  }, name, text);
  await waitFor(async () => (await notices(page)) !== said);
}

try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  page.on('console', (m) => console.log(`console.${m.type()}: ${m.text()}`));
  await open(page);
  check(await state(page) === 'setup', 'the page starts on the setup screen');
  // The desktop's drawing: egui smooths its own edges and draws no depth (src/app/web.rs).
  const drawing = await page.evaluate(() => JSON.stringify(
    document.getElementById('coop_automa_canvas').getContext('webgl2')?.getContextAttributes(),
  ));
  check(/"antialias":false/.test(drawing) && /"depth":false/.test(drawing),
    `the canvas draws in WebGL 2 without multisampling or depth (${drawing})`);
  check(await page.evaluate(() => window.coopAutomaWakeLockWanted()) === false,
    'the screen may sleep on the setup screen');
  await page.mouse.click(1100, 760); // focus the canvas on an empty spot
  await press(page, 'Space'); // "Start the game"
  check((await state(page)).startsWith('coop '), 'Space starts a coop game');
  check(await page.evaluate(() => window.coopAutomaWakeLockWanted()) === true,
    'during a game the page asks to keep the screen on');
  // Space is the big button: end turns and run the automa's steps. 8 actions: two turns and
  // the automa's step of rounds 1 and 2, and round 3's first turn ended.
  await playTo(page, 8);
  let played = await state(page);
  check(actions(played) >= 8, `played into round 3 by keys (${actions(played)} actions)`);
  await page.screenshot({ path: path.join(outDir, 'before-reload.png') });

  // A mouse sweeping the table (issue 60): a move that changes nothing drawn (across words,
  // between buttons) draws no frame; one onto or off a button draws one, so a button's hover
  // look comes and goes as it would; and a click after moves held back lands where the
  // pointer is.
  {
    // The frames pointer moves asked for: a busy machine's timers draw more in a slow sweep,
    // and those are no moves' doing.
    const frames = () => page.evaluate(() => window.coopAutomaMovedFrames());
    const away = { x: 20, y: 400 };
    await page.mouse.move(away.x, away.y);
    const big = await drawn(page);
    const tool = find(await seen(page), 'tool');
    const clip = { x: tool.x, y: tool.y, width: tool.w, height: tool.h };
    const look = () => page.screenshot({ clip, encoding: 'base64' });
    const plain = await look();
    const before = await frames();
    const moves = 150;
    for (let i = 0; i < moves; i++) {
      await page.mouse.move(20 + i * 1240 / moves, 20 + i * 640 / moves);
    }
    await page.mouse.move(away.x, away.y);
    await framesDrawn(page);
    const drawnForMoves = await frames() - before;
    check(drawnForMoves < moves / 2,
      `a sweep of ${moves} mouse moves draws fewer than half as many frames (${drawnForMoves})`);
    await page.mouse.move(tool.x + tool.w / 2, tool.y + tool.h / 2);
    await framesDrawn(page);
    const hovered = await look();
    await page.mouse.move(tool.x + tool.w / 2 + 3, tool.y + tool.h / 2 + 2);
    await page.mouse.move(away.x, away.y);
    await framesDrawn(page);
    check(hovered !== plain, `the ${tool.text} button looks hovered under the mouse`);
    check(await look() === plain, 'and plain again once the mouse left it');
    await page.mouse.move(away.x + 3, away.y + 5);
    await page.mouse.move(away.x + 9, away.y + 7);
    const changes = await recordChanges(page);
    await page.mouse.click(big.x + big.w / 2, big.y + big.h / 2);
    check(await waitFor(changes), 'a click after moves held back presses the button under it');
    check(actions(await state(page)) === actions(played) + 1, 'that click took one action');
    played = await state(page);
  }

  // Back where you were (issue 33): a reload, or a tab the browser discarded, finds the game
  // on the table again, not the start screen (the tab's session storage remembers it).
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
  await drawn(page);
  await page.screenshot({ path: path.join(outDir, 'after-reload.png') });
  check(await state(page) === played, 'after a reload, the same game is on the table');

  // An action, then the tab closed at once: the next page finds it (at most the action in
  // flight could be lost; the tab closes once the page has drawn the frames after its frame).
  await page.mouse.click(1100, 760);
  await press(page, 'Space');
  const after = await state(page);
  check(actions(after) === actions(played) + 1, 'one more action');
  await framesDrawn(page);
  await page.close({ runBeforeUnload: false });
  const second = await browser.newPage();
  await open(second);
  await resumeFirst(second);
  check(await state(second) === after, 'a tab closed right after an action loses nothing');

  // A save file from the device (the file picker hands its text over): the example pyramid
  // game opens and plays on the web as on the desktop; a damaged file changes nothing.
  const pyramidSave = fs.readFileSync(new URL('../../saves/pyramid-turn-3.ron', import.meta.url), 'utf8');
  const before = await state(second);
  await openText(second, 'broken.ron', pyramidSave.slice(0, 200));
  check(await state(second) === before, 'a damaged file from the device changes nothing');
  await openText(second, 'pyramid-turn-3.ron', pyramidSave);
  await drawn(second);
  const pyramid = await state(second);
  await second.screenshot({ path: path.join(outDir, 'pyramid-opened.png') });
  check(pyramid.startsWith('pyramid '), 'the example pyramid save opens from the device');
  await second.mouse.click(1100, 760);
  await press(second, 'Space'); // End turn 3
  check(actions(await state(second)) === actions(pyramid) + 1, 'the pyramid plays on by keys');

  // A Duel for three from the device: it opens, and Space ends Cam's turn.
  const duelSave = fs.readFileSync(new URL('../../saves/duel-cams-turn.ron', import.meta.url), 'utf8');
  await openText(second, 'duel-cams-turn.ron', duelSave);
  const duel = await state(second);
  check(duel.startsWith('duel '), 'the example Duel save opens from the device');
  await second.mouse.click(300, 85); // the status line: focus, nothing else
  await press(second, 'Space');
  const duelAfter = await state(second);
  // (A Duel's actions hold brackets of their own: count its ended turns instead.)
  const endTurns = (s) => (s.match(/EndTurn\(/g) ?? []).length;
  check(endTurns(duelAfter) === endTurns(duel) + 1, 'the Duel plays on by keys: Space ends the turn');

  // Download: the game on the table as a file, which opens again as the same game.
  const downloads = path.join(outDir, 'downloads');
  fs.rmSync(downloads, { recursive: true, force: true });
  fs.mkdirSync(downloads, { recursive: true });
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  // "Download" in the tools row, or in its Menu where the row folds (it keeps room for what
  // just happened): found by what the app marks on screen, clicked once, when drawn.
  // (Ready: a press on what appeared under half a second ago is drawn not ready and not
  // taken, settle.rs; the app's marks say which.)
  const tool = (text) => (ms) => find(ms, 'tool', (m) => m.text === text);
  if (!find(await seen(second), 'tool', (m) => m.text === 'Download')) {
    await clickOnce(second, 'Menu', tool('Menu'), shows(second, 'tool', (m) => m.text === 'Download'));
  }
  const downloaded = () => fs.readdirSync(downloads).find((f) => f.endsWith('.ron'));
  await clickOnce(second, 'Download', tool('Download'), async () => downloaded() !== undefined);
  const file = downloaded();
  check(file === 'coop-automa-game.ron', 'Download gives the game as coop-automa-game.ron');
  if (file) {
    const text = fs.readFileSync(path.join(downloads, file), 'utf8');
    check(/mode:\s*"duel"/.test(text) && endTurns(text) === endTurns(duelAfter),
      'the downloaded file is the Duel on the table');
    await openText(second, 'coop-automa-game.ron', text);
    check(await state(second) === duelAfter, 'the downloaded file opens as the very same game');
  }

  // A whole coop game in a browser of its own (empty storage): Space from the start screen to
  // the end, the final points typed, the verdict, and the game in the results log.
  const fresh = await browser.createBrowserContext();
  try {
    const whole = await fresh.newPage();
    await open(whole);
    // A second tab open from the start, which reads the (empty) results log now and finishes
    // a game of its own after the first (issue 25: both results must stay).
    const other = await fresh.newPage();
    await open(other);
    await whole.bringToFront();
    await whole.mouse.click(1100, 760);
    const presses = await playToTheEnd(whole);
    const end = await progress(whole);
    check(/^round \d+, over$/.test(end), `a whole coop game played by Space: ${end} after ${presses} presses`);
    await whole.screenshot({ path: path.join(outDir, 'coop-over.png') });
    // The two points fields (at 1280x800), then Enter: "Enter final points".
    await finalPoints(whole, '60', '40');
    check(/, scored$/.test(await progress(whole)), 'the final points typed and entered: the game is scored');
    check(/FinalPoints\(points:\(60,40\)\)\]/.test(await state(whole)), 'the points as typed are the last action');
    const results = await whole.evaluate(() => {
      const kv = window.coopAutomaKv;
      const key = kv.get('coop-automa:/coop-automa/results.ron');
      return key === null ? '' : kv.keys()
        .filter((k) => k.startsWith('coop-automa:/coop-automa/results.ron#'))
        .map((k) => kv.get(k)).join('\n');
    });
    check(/name:"Alex",points:60/.test(results) && /name:"Bea",points:40/.test(results),
      'the game is in the results log');
    await whole.screenshot({ path: path.join(outDir, 'coop-scored.png') });
    await other.bringToFront();
    await other.mouse.click(1100, 760);
    await playToTheEnd(other);
    await finalPoints(other, '33', '22');
    const both = await other.evaluate(() => window.coopAutomaKv.keys()
      .filter((k) => k.startsWith('coop-automa:/coop-automa/results.ron#'))
      .map((k) => window.coopAutomaKv.get(k)).join('\n'));
    check(/points:60/.test(both) && /points:33/.test(both) && both.trim().split('\n').length === 2,
      'two tabs each finishing a game leave both results in the log');
  } finally {
    await fresh.close();
  }

  // One game in two tabs, with the browser's Web Locks (issue 25): A plays 3 actions; B
  // resumes it and is told it is open in A; B takes it over, so A stops (a key there plays
  // nothing) and B plays on. A takes it back with B's actions.
  const locked = await browser.createBrowserContext();
  try {
    const a = await locked.newPage();
    await open(a);
    await a.mouse.click(1100, 760);
    await press(a, 'Space'); // start
    await playTo(a, 3);
    const three = await state(a);
    check(await locks(a) === 'held', 'tab A holds its game');
    const b = await locked.newPage();
    await open(b);
    await resumeFirst(b);
    // The lock asked for is answered (held, or busy: held elsewhere).
    await waitFor(async () => ['held', 'busy'].includes(await locks(b)));
    check(await locks(b) === 'busy', 'tab B, resuming it, finds the game held by tab A');
    await drawn(b);
    await b.screenshot({ path: path.join(outDir, 'locks-b-open-elsewhere.png') });
    await takeHere(b, 'Take it over here');
    check(await locks(b) === 'held', 'tab B took it over');
    await a.bringToFront();
    // Tab A is told (the lock it held is taken): it says so.
    await waitFor(async () => (await locks(a)) !== 'held');
    check(await locks(a) === 'lost', 'tab A lost it');
    await drawn(a);
    await a.screenshot({ path: path.join(outDir, 'locks-a-taken-over.png') });
    await a.mouse.click(1100, 760);
    // A key in tab A, then the frames after it drawn: it was read, and played nothing.
    await a.keyboard.press('Space');
    await framesDrawn(a);
    check(await state(a) === three, 'a key in tab A plays nothing');
    await b.bringToFront();
    await b.mouse.click(1100, 760);
    await playTo(b, 5);
    const five = await state(b);
    check(actions(five) === 5, `tab B played on to 5 actions (${actions(five)})`);
    await a.bringToFront();
    await takeHere(a, 'Take it back here');
    // The game read again from its file.
    await waitFor(async () => (await state(a)) !== three);
    check(await state(a) === five, 'tab A takes it back with the 5 actions played in B');
    check(await locks(a) === 'held', 'tab A holds it again');
    await b.bringToFront();
    await waitFor(async () => (await locks(b)) !== 'held');
    check(await locks(b) === 'lost', 'tab B lost it in turn');
    // A tab closed while holding a game does not keep it: the next window gets it.
    await a.close({ runBeforeUnload: false });
    await takeHere(b, 'Take it back here');
    check(await locks(b) === 'held', 'after tab A closed, tab B holds it');
    const c = await locked.newPage();
    await b.close({ runBeforeUnload: false });
    await open(c);
    await resumeFirst(c);
    await waitFor(async () => ['held', 'busy'].includes(await locks(c)));
    check(await locks(c) === 'held',
      'a tab closed without unloading does not block the next one');
    check(actions(await state(c)) === 5, 'and it resumes the 5 actions');
  } finally {
    await locked.close();
  }

  // The same in a browser without Web Locks: A plays 3 actions; B resumes it and plays 2
  // more; A, still on its older copy, gets a press. B's actions must stay, and A must say so
  // and keep its own game apart. Each tab reads the storage the other wrote.
  const twice = await browser.createBrowserContext();
  try {
    const a = await twice.newPage();
    await a.evaluateOnNewDocument(() => { delete Navigator.prototype.locks; });
    await open(a);
    await a.mouse.click(1100, 760);
    await press(a, 'Space'); // start
    await playTo(a, 3);
    const three = await state(a);
    check(actions(three) === 3, `tab A played 3 actions (${actions(three)})`);
    const b = await twice.newPage();
    await b.evaluateOnNewDocument(() => { delete Navigator.prototype.locks; });
    await open(b);
    await resumeFirst(b);
    check(await state(b) === three, 'tab B resumes the game tab A is playing');
    await b.mouse.click(1100, 760);
    await playTo(b, 5);
    const five = await state(b);
    check(actions(five) === 5, `tab B played on to 5 actions (${actions(five)})`);
    await a.bringToFront();
    // The browser told tab A of B's writes (the storage event): it says so before any press.
    const notice = () => a.evaluate(() => window.coopAutomaNotice());
    await waitFor(async () => /another window/.test(await notice()));
    const early = await notice();
    check(/just played on in another window/.test(early), `tab A is told at once: "${early}"`);
    check(actions(await state(a)) === 3, 'tab A has written nothing and still shows 3 actions');
    await a.mouse.click(1100, 760);
    await press(a, 'Space');
    await waitFor(async () => (await notice()) !== early);
    const told = await notice();
    check(/played in another window/.test(told), `tab A says its game was played elsewhere: "${told}"`);
    check(actions(await state(a)) === 4, 'tab A keeps its own 4 actions on screen');
    await a.screenshot({ path: path.join(outDir, 'two-tabs-a-told.png') });
    // The storage: B's game with its 5 actions, and A's as a game of its own with 4.
    const games = await a.evaluate(() => window.coopAutomaKv.keys()
      .filter((k) => /^coop-automa:\/coop-automa\/games\/[^/#]+\.ron$/.test(k))
      .map((k) => window.coopAutomaKv.get(window.coopAutomaKv.get(k).split(' ')[1])));
    const counts = games.map(fileActions).sort();
    check(counts.join(',') === '4,5', `two games kept, of 4 and 5 actions (${counts.join(',')})`);
    // B goes on writing its game as before: its next press is saved, and A's copy is untouched.
    await b.bringToFront();
    await b.mouse.click(1100, 760);
    await press(b, 'Space');
    // The frames after the press drawn: a notice it brought is on screen.
    await framesDrawn(b);
    const noticeB = await b.evaluate(() => window.coopAutomaNotice());
    check(!/another window/.test(noticeB), `tab B, the newer writer, goes on untold ("${noticeB}")`);
    // A third tab, on the start screen, and what the storage holds.
    const c = await twice.newPage();
    await c.evaluateOnNewDocument(() => { delete Navigator.prototype.locks; });
    await open(c);
    const listed = await c.evaluate(() => window.coopAutomaProgress());
    check(listed === 'setup', 'a third tab opens on the start screen');
    const after = await c.evaluate(() => window.coopAutomaKv.keys()
      .filter((k) => /^coop-automa:\/coop-automa\/games\/[^/#]+\.ron$/.test(k))
      .map((k) => window.coopAutomaKv.get(window.coopAutomaKv.get(k).split(' ')[1])));
    check(after.map(fileActions).sort().join(',') === '4,6', 'a third tab finds both games: B\'s 6 actions and A\'s 4');
  } finally {
    await twice.close();
  }

  // A tablet held upright, and a phone (390 x 844 CSS pixels at 3 device pixels each).
  await second.bringToFront();
  const view0 = await view(second);
  await second.setViewport({ width: 820, height: 1180 });
  // The app in its new size (its window in points changed), drawn ready.
  await waitFor(async () => (await view(second)) !== view0);
  await drawn(second);
  await second.screenshot({ path: path.join(outDir, 'portrait-820x1180.png') });
  // A phone opens the page: 390 x 844 CSS pixels; Resume is offered.
  const phone = await browser.newPage();
  await open(phone, 390, 844, 1);
  await phone.screenshot({ path: path.join(outDir, 'phone-390x844.png') });
  check(await state(phone) === 'setup', 'a phone opens the start screen');
  const view1 = await view(phone);

  // The same phone at 3 device pixels per CSS pixel, as most phones are: text keeps its size
  // in CSS pixels and gets three times the pixels. A browser of its own with a real device
  // scale (Chromium's emulated ratio gives the canvas its CSS size, see decisions-web.md).
  const sharp = await puppeteer.launch({
    executablePath: '/usr/bin/chromium', headless: true,
    args: [...browserArgs, '--force-device-scale-factor=3'],
  });
  try {
    const phone3 = await sharp.newPage();
    await open(phone3, 390, 844, 0);
    const view3 = await view(phone3);
    console.log(`phone views: ${view1} (1 device pixel), ${view3} (3 device pixels)`);
    check(/^native 3 /.test(view3), "the app reads the phone's pixel ratio of 3");
    check(view3.replace(/^native \S+ /, '') === view1.replace(/^native \S+ /, ''),
      'at a pixel ratio of 3 the zoom and the window in points are those at 1');
    await phone3.screenshot({ path: path.join(outDir, 'phone-390x844-dpr3.png') });
    const shot = fs.readFileSync(path.join(outDir, 'phone-390x844-dpr3.png'));
    check(shot.readUInt32BE(16) === 1170 && shot.readUInt32BE(20) === 2532,
      "the phone's screenshot has 1170 x 2532 device pixels");
  } finally {
    await sharp.close();
  }
  // Chromium's device emulation (DevTools, setViewport's deviceScaleFactor) as a reviewer
  // holds up a phone: its resize observer gives the canvas's device-pixel size in CSS pixels,
  // which laid the app out at half the phone (217 points wide); the app mends the canvas's
  // store, and the layout is the phone's (issue 60). Waited for: the mend takes a frame.
  const emulated = await browser.newPage();
  try {
    await open(emulated, 390, 844, 3);
    const same = async () => (await view(emulated)).replace(/^native \S+ /, '')
      === view1.replace(/^native \S+ /, '');
    await waitFor(same);
    const view3e = await view(emulated);
    check(/^native 3 /.test(view3e) && await same(),
      `an emulated ratio of 3 lays the phone out as at 1 (${view3e}; at 1: ${view1})`);
  } finally {
    await emulated.close();
  }
  // The table's language (issue 32): a phone whose browser prefers Brazilian Portuguese
  // opens the page in Portuguese at the first start (navigator.languages), before and after
  // the wasm has loaded: the page's lang, its title, its manifest, the app's own words.
  const brazil = await browser.createBrowserContext();
  try {
    const pt = await brazil.newPage();
    await pt.evaluateOnNewDocument(() => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['pt-BR', 'pt', 'en'] });
      Object.defineProperty(Navigator.prototype, 'language', { get: () => 'pt-BR' });
    });
    await open(pt, 390, 844, 1);
    const page = await pt.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      manifest: document.getElementById('manifest').getAttribute('href'),
    }));
    check(page.lang === 'pt-BR', `the page's lang is the browser's language (${page.lang})`);
    check(page.title === 'coop-automa: um companheiro de mesa para Dominion',
      `the page's title is Portuguese (${page.title})`);
    check(page.manifest === 'manifest.pt-BR.json', `the Portuguese manifest (${page.manifest})`);
    check(await pt.evaluate(() => window.coopAutomaView().includes('pt-BR')),
      `the app speaks Portuguese (${await pt.evaluate(() => window.coopAutomaView())})`);
    await pt.screenshot({ path: path.join(outDir, 'phone-pt-BR-390x844.png') });
  } finally {
    await brazil.close();
  }

  // Installs as an app, and works offline: Chromium finds nothing that stops an install
  // (manifest, icons, service worker), then the server is shut and the page reloads from the
  // service worker's cache. Last, since the other cases need the server.
  // (In the browser's own profile: Chromium installs nothing from an incognito context.)
  const app = await browser.newPage();
  try {
    await open(app);
    const devtools = await app.createCDPSession();
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    check(installabilityErrors.length === 0,
      `the page installs as an app (${JSON.stringify(installabilityErrors)})`);
    await app.waitForFunction(() => navigator.serviceWorker.controller !== null,
      { timeout: 30000 });
    await app.evaluate(() => navigator.serviceWorker.ready);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await app.reload({ waitUntil: 'load' });
    await app.waitForFunction(() => window.coopAutomaState?.() === 'setup', { timeout: 60000 });
    await app.mouse.click(1100, 760);
    await press(app, 'Space');
    check((await state(app)).startsWith('coop '),
      'with the server gone, the page reloads from the service worker and a game starts');
  } finally {
    await app.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  if (server.listening) server.close();
}
console.log(`clicks and keys: ${taps.made} made, ${taps.lost.length} lost${taps.lost.length ? `: ${taps.lost.join('; ')}` : ''}`);
check(taps.lost.length === 0, 'every click and key taken at once');
check(waitsRunOut === 0, `every wait ended on the state it waited for (${waitsRunOut} ran out)`);
if (failures() > 0) {
  console.log(`${failures()} browser check(s) failed`);
  process.exit(1);
}
console.log('browser tests: all passed');
