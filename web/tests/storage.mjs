// The web build's storage (issue 61): games kept in IndexedDB (no 5 MB ceiling), each write
// journaled in localStorage until IndexedDB has committed it; the data of older versions,
// kept in localStorage, moved over once. A tab killed at each step of the move and of a
// write (web/storage.js stops for good at a step the test names): nothing lost, nothing
// doubled, the old keys gone only once the move is committed.
//   node web/tests/storage.mjs [dist] [out-dir]
import { createRequire } from 'node:module';
import { serve, pageUrl, browserArgs, folders, checks } from './serve.mjs';
import {
  seen, find, state, open as openAt, clickOnce, keyOnce, waitFor, taps, waitsRunOut,
} from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist } = folders();
const server = await serve(dist);
const url = pageUrl(server);
// A page of the same origin without the app: where the test writes localStorage first.
const beside = url.replace('index.html', 'manifest.json');
const { check, failures } = checks();
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true, args: browserArgs,
});

const open = (page) => openAt(page, url, { width: 1280, height: 800, deviceScaleFactor: 1 });
const actions = (s) => ((s.match(/actions:\[(.*?)\]/) ?? [, ''])[1].match(/[A-Z]\w*/g) ?? []).length;
// The app's keys and values, as the page's store holds them.
const held = (page) => page.evaluate(() => Object.fromEntries(
  window.coopAutomaKv.keys().map((k) => [k, window.coopAutomaKv.get(k)])));
// localStorage's keys starting with `prefix`.
const local = (page, prefix) => page.evaluate((p) => Object.keys(localStorage)
  .filter((k) => k.startsWith(p)), prefix);
// Every write committed (none waiting for IndexedDB).
const settled = (page) => waitFor(() => page.evaluate(() => window.coopAutomaKv.pending() === 0));
// A new tab of `context` whose page stops for good at `step` (a tab killed there): opened,
// waited for until it stopped, then closed.
async function killedAt(context, step) {
  const page = await context.newPage();
  await page.goto(beside);
  await page.evaluate((s) => localStorage.setItem('coop-automa-test-stop', s), step);
  await page.goto(url, { waitUntil: 'load' });
  const stopped = await waitFor(() => page.evaluate(() => window.coopAutomaStoppedAt ?? null));
  check(stopped === step, `a tab stopped at "${step}"`);
  await page.close({ runBeforeUnload: false });
}
// A new tab of `context`, the app running (no step to stop at).
async function running(context) {
  const page = await context.newPage();
  await page.goto(beside);
  await page.evaluate(() => localStorage.removeItem('coop-automa-test-stop'));
  await open(page);
  return page;
}
const resumeFirst = (page) => clickOnce(page, 'the first Resume entry', (ms) => find(ms, 'resume'),
  async () => (await state(page)) !== 'setup');

try {
  // A game played on today's page: kept in IndexedDB, nothing of it left in localStorage.
  const first = await browser.createBrowserContext();
  const a = await running(first);
  check(await a.evaluate(() => window.coopAutomaKv.where) === 'indexeddb', 'the games are kept in IndexedDB');
  await a.mouse.click(1100, 760);
  for (let i = 0; i < 5; i++) await keyOnce(a, 'Space');
  const played = await state(a);
  check(actions(played) >= 4, `a coop game of ${actions(played)} actions played`);
  await settled(a);
  const kept = await held(a);
  const keys = Object.keys(kept).sort();
  check(keys.some((k) => /games\/[^#]+\.ron$/.test(k)), `its save among the keys (${keys.length} keys)`);
  check((await local(a, 'coop-automa:')).length === 0, 'none of it in localStorage');
  check((await local(a, 'coop-automa-journal:')).length === 0, 'and the journal empty once committed');
  await first.close();

  // The same data as an older version kept it (localStorage, "coop-automa:"), in a fresh
  // browser; the tab killed before the move, then after its commit and before the old keys
  // are taken out; then a tab that finishes.
  const second = await browser.createBrowserContext();
  const seed = await second.newPage();
  await seed.goto(beside);
  await seed.evaluate((data) => Object.entries(data).forEach(([k, v]) => localStorage.setItem(k, v)), kept);
  await seed.close();
  await killedAt(second, 'before-move');
  const afterKill = await second.newPage();
  await afterKill.goto(beside);
  check((await local(afterKill, 'coop-automa:')).length === keys.length,
    'killed before the move: the old data still whole in localStorage');
  await afterKill.close();
  await killedAt(second, 'moved');
  const moved = await running(second);
  const movedHeld = await held(moved);
  check(JSON.stringify(Object.keys(movedHeld).sort()) === JSON.stringify(keys),
    `after the move, the same ${keys.length} keys: none lost, none doubled`);
  check(keys.every((k) => movedHeld[k] === kept[k]), 'each with the same contents');
  check((await local(moved, 'coop-automa:')).length === 0, 'the old keys taken out of localStorage');
  await resumeFirst(moved);
  check(await state(moved) === played, 'the moved game resumes as it was played');

  // A tab killed after its writes were journaled and before IndexedDB had them.
  await moved.evaluate(() => localStorage.setItem('coop-automa-test-stop', 'unsaved-writes'));
  await keyOnce(moved, 'Space');
  const further = await state(moved);
  check(actions(further) === actions(played) + 1, 'one more action');
  const journaled = (await local(moved, 'coop-automa-journal:')).length;
  check(journaled > 0, `its writes waiting in the journal (${journaled})`);
  // A fold's removals, many in one journal entry (issue 61), replayed in their place too:
  // three keys written, then two of them removed at once.
  const extra = (n) => `coop-automa:/coop-automa/journal-test-${n}`;
  await moved.evaluate((a, b, c) => {
    const kv = window.coopAutomaKv;
    kv.set(a, 'one');
    kv.set(b, 'two');
    kv.set(c, 'three');
    kv.removeAll(`${a}\n${b}`);
  }, extra(1), extra(2), extra(3));
  check((await local(moved, 'coop-automa-journal:')).length === journaled + 4,
    'the three writes and the removal of two journaled as four entries');
  await moved.close({ runBeforeUnload: false });
  await killedAt(second, 'before-replay');
  await killedAt(second, 'replayed');
  const replayed = await running(second);
  check((await local(replayed, 'coop-automa-journal:')).length === 0, 'the journal replayed and emptied');
  await resumeFirst(replayed);
  check(await state(replayed) === further, 'the game resumes with the action the killed tab played');
  const after = await held(replayed);
  check(after[extra(3)] === 'three' && !(extra(1) in after) && !(extra(2) in after),
    'the removal of many replayed after the writes it follows');
  check(Object.keys(after).filter((k) => /games\/[^#]+\.ron$/.test(k)).length
    === keys.filter((k) => /games\/[^#]+\.ron$/.test(k)).length, 'still one save of the game');
  await second.close();

  // How full the browser's share is, in Games (navigator.storage.estimate, as the browser
  // would say it): plain at 13 MB of 2 GB, a warning at 1.7 GB of 2 GB.
  for (const [usage, quota, want, warned] of [
    [12.3e6, 2e9, '13 MB kept here, of about 2.0 GB this browser lets the app keep.', false],
    [1.7e9, 2e9, '1.7 GB kept here, of about 2.0 GB', true],
  ]) {
    const third = await browser.createBrowserContext();
    const page = await third.newPage();
    await page.evaluateOnNewDocument((u, q) => {
      Object.defineProperty(navigator.storage, 'estimate',
        { value: () => Promise.resolve({ usage: u, quota: q }) });
    }, usage, quota);
    await open(page);
    const storageLine = (ms) => find(ms, 'storage');
    const games = (ms) => find(ms, 'tool', (m) => m.text.startsWith('Games'));
    // (Folded into the Menu where the top row has no room for it.)
    if (!games(await seen(page))) {
      await clickOnce(page, 'Menu', (ms) => find(ms, 'tool', (m) => m.text === 'Menu'),
        async () => games(await seen(page)) !== undefined);
    }
    await clickOnce(page, 'Games', games, async () => storageLine(await seen(page)) !== undefined);
    const line = storageLine(await seen(page))?.text ?? '';
    check(line.startsWith(want), `Games says "${line}"`);
    check(/nearly full/.test(line) === warned, warned ? 'and warns' : 'and does not warn');
    await third.close();
  }
  check(taps.lost.length === 0, `every key taken (${taps.lost.join('; ')})`);
  check(waitsRunOut === 0, `every wait ended on the state it waited for (${waitsRunOut} ran out)`);
} finally {
  await browser.close();
  server.close();
}
if (failures() > 0) {
  console.log(`${failures()} storage check(s) failed`);
  process.exit(1);
}
console.log('storage tests: all passed');
