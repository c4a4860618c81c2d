// Issue 63: one game on four devices, in a real headless Chromium through a real host (the
// `coop-automa host` command on this machine, as `cargo test` built it): three phones by
// touch (one throttled 4x, a phone's CPU: a throttled page kept 40% of a core busy in CI, and
// three of them starved the tests beside) and a laptop page by mouse open the host's link and
// play the coop game by the big button, in an interleaving where each page presses after
// another. Every press shows on every page once the host numbered it. The host is killed
// (SIGKILL) mid-game and started again on its port: every page says it is offline, joins
// again by itself and plays on, to the game's end on devices drawn at random, the laptop
// typing the final points. Then a Duel for three: each phone takes its seat, keeps it through
// the turns and through its page's reload. At the end every page shows the host's game, and
// the host's autosave holds the same actions.
//   node web/tests/host-play.mjs dist out-dir target/debug/coop-automa
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { browserArgs, checks } from './serve.mjs';
import { drawn, find, finalPoints, gone, progress, seen, shows, state, open as openAt, tapOnce, clickOnce, taps, waitFor, waitsRunOut } from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const [dist = 'dist', outDir = 'target/web-tests', bin = 'target/debug/coop-automa'] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const { check, failures } = checks();

// A data folder holding one coop game in progress, round 22 of 30 (an example save: the game played on from round 7).
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-automa-host-play-'));
fs.mkdirSync(path.join(data, 'games'));
const save = path.join(data, 'games', 'first-game.ron');
fs.copyFileSync('saves/first-game-round-22.ron', save);
// And a Duel for three, in progress (Cam's turn).
const duelSave = path.join(data, 'games', 'duel.ron');
fs.copyFileSync('saves/duel-cams-turn.ron', duelSave);

// Starts the host on `port` (0: any); its links to the games, once it serves (`link`: the
// coop game's, `links`: each game's by its id).
function startHost(port) {
  const child = spawn(bin, ['host', '--data-dir', data, '--web', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const links = {};
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const game = line.match(/\?join=[0-9a-f]+&game=(\S+)/);
      if (game) links[game[1]] = line.trim();
      if (line.includes('serving on')) resolve({ child, link: links['example-first-game-round-22'], links });
    });
    child.on('exit', (code) => reject(new Error(`the host exited (${code})`)));
  });
}

// A save's list of actions played, without its spaces (the list's own brackets matched: an
// action may hold a list of its own, as a Duel's attack its replies).
function actions(s) {
  const at = s.search(/actions:\s*\[/);
  if (at < 0) return '';
  const open = s.indexOf('[', at);
  let depth = 0;
  for (let i = open; i < s.length; i += 1) {
    if (s[i] === '[') depth += 1;
    if (s[i] === ']' && (depth -= 1) === 0) return s.slice(open + 1, i).replace(/\s+/g, '');
  }
  return '';
}
// How many actions: the list's items at its top level.
function played(s) {
  const list = actions(s);
  let depth = 0;
  let items = list === '' ? 0 : 1;
  for (const c of list) {
    if (c === '(' || c === '[') depth += 1;
    if (c === ')' || c === ']') depth -= 1;
    if (c === ',' && depth === 0) items += 1;
  }
  // A trailing comma (RON's pretty form) ends the last item, not another.
  return list.endsWith(',') ? items - 1 : items;
}

let host = await startHost(0);
const link = host.link;
const port = new URL(link).port;
check(/\?join=[0-9a-f]{32}&game=example-first-game-round-22$/.test(link), `the host's link: ${link}`);

const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: browserArgs });
const devices = [];
for (const [name, viewport, throttle] of [
  ['phone', { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 4],
  ['phone2', { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 1],
  ['phone3', { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 1],
  ['laptop', { width: 1024, height: 600, deviceScaleFactor: 1 }, 1],
]) {
  const page = await (await browser.createBrowserContext()).newPage();
  page.on('pageerror', (e) => console.log(`${name}: pageerror: ${e.message}`));
  await openAt(page, link, viewport);
  if (throttle > 1) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  devices.push({ name, page, touch: viewport.hasTouch === true });
}
// Every page shows the host's game.
const start = played(await state(devices[0].page));
for (const d of devices) {
  const got = await waitFor(async () => played(await state(d.page)) === start);
  check(got, `${d.name} shows the host's game (${start} actions)`);
}

// Presses the big button on device `d` once it shows every step so far (`expected`): a
// press on a page behind would be refused by the host, the table having changed; waits until
// every page shows the step (`everyone`; else the pressing page alone, the others catching
// up when they press next or at the end).
let expected = start;
async function bigOn(d, label, everyone = true) {
  const caughtUp = await waitFor(async () => played(await state(d.page)) === expected);
  check(caughtUp, `${d.name} shows the ${expected} steps so far before ${label}`);
  const press = d.touch ? tapOnce : clickOnce;
  const took = await press(d.page, `${d.name}: ${label}`, (ms) => find(ms, 'big'),
    async () => played(await state(d.page)) === expected + 1);
  if (!took) return false;
  expected += 1;
  for (const other of everyone ? devices : []) {
    const got = await waitFor(async () => played(await state(other.page)) === expected);
    check(got, `${d.name}'s step shows on ${other.name}`);
  }
  return true;
}

// "My seat": a tool of the top row, in its Menu on a phone; the seat's own line then shows.
const tool = (text) => (ms) => find(ms, 'tool', (m) => m.text === text);
async function takeSeat(d, name, heading) {
  const press = d.touch ? tapOnce : clickOnce;
  if (!find(await seen(d.page), 'tool', (m) => m.text === 'My seat')) {
    await press(d.page, `${d.name}: Menu`, tool('Menu'), shows(d.page, 'tool', (m) => m.text === 'My seat'));
  }
  await press(d.page, `${d.name}: My seat`, tool('My seat'), shows(d.page, 'answer', (m) => m.text === name));
  const took = await press(d.page, `${d.name}: ${name}'s seat`, (ms) => find(ms, 'answer', (m) => m.text === name),
    shows(d.page, 'heading', heading));
  check(took, `${d.name} shows ${name}'s seat`);
}
await takeSeat(devices[0], 'Alex', (m) => m.text.startsWith('Alex:'));
await takeSeat(devices[1], 'Bea', (m) => m.text.startsWith('Bea:'));
await devices[0].page.screenshot({ path: path.join(outDir, 'host-play-coop-seat-phone.png') });

const order = [0, 2, 1, 1, 0, 2, 3, 2, 1, 0];
for (const [i, d] of order.entries()) await bigOn(devices[d], `step ${i + 1}`);

// The host killed (SIGKILL) and started again on its port: every page says so, joins again.
host.child.kill('SIGKILL');
const notice = (page) => page.evaluate(() => window.coopAutomaNotice());
for (const d of devices) {
  const off = await waitFor(async () => (await notice(d.page)).startsWith('Offline: reconnecting'));
  check(off, `${d.name} says the host is out of reach`);
}
await devices[0].page.screenshot({ path: path.join(outDir, 'host-play-offline-phone.png') });
host = await startHost(port);
for (const d of devices) {
  const back = await waitFor(async () => !(await notice(d.page)).startsWith('Offline'));
  check(back, `${d.name} joins again by itself`);
}
for (const [i, d] of [1, 0, 2].entries()) await bigOn(devices[d], `after the restart, step ${i + 1}`);
const beforeEnd = expected;

// On to the end of the game: the big button pressed on a device drawn at random (a seeded
// draw, the same every run) until it asks for the final points, each device catching up
// before it presses; the laptop types the points, and every device shows the game scored.
let seed = 63;
const draw = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};
const bigText = async (d) => find(await seen(d.page), 'big')?.text;
let presses = 0;
for (let over = false; !over && presses < 200; presses += 1) {
  const d = devices[draw(devices.length)];
  if (!(await bigOn(d, `to the end, step ${presses + 1}`, false))) break;
  // The device that pressed shows every step so far: the end, if this was the last.
  over = (await bigText(d)) === 'Enter final points';
}
check(presses > 5 && presses < 200, `the game played to its end: ${presses} presses more`);
const laptopView = devices[3].page.viewport();
await devices[3].page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
await drawn(devices[3].page);
await finalPoints(devices[3].page, '20', '15');
expected += 1;
for (const d of devices) {
  const scored = await waitFor(async () => /scored/.test(await progress(d.page)));
  check(scored, `${d.name} shows the game scored (${await progress(d.page)})`);
}
await devices[0].page.screenshot({ path: path.join(outDir, 'host-play-coop-end-phone.png') });
await devices[3].page.setViewport(laptopView);

// Every page shows the same game, and the host's autosave holds its actions.
const shown = await Promise.all(devices.map((d) => state(d.page)));
check(shown.every((s) => actions(s) === actions(shown[0])), 'every page shows the same game');
const file = fs.readFileSync(save, 'utf8');
check(actions(file) === actions(shown[0]), `the host's autosave is the game shown (${played(file)} actions)`);
check(played(file) === beforeEnd + presses + 1, `every press played once (${played(file)} of ${beforeEnd + presses + 1})`);
check(beforeEnd === start + order.length + 3, `the presses before the end (${beforeEnd})`);
await devices[3].page.screenshot({ path: path.join(outDir, 'host-play-laptop.png') });

// The Duel on the same host: every device opens its link; each phone takes its player's
// seat, and ends that player's turn when it comes; the laptop ends one too. A phone's seat
// stays its own through the others' turns.
const duelLink = host.links['example-duel-cams-turn'];
check(duelLink !== undefined, `the host's link to the Duel: ${JSON.stringify(host.links)}`);
for (const d of devices) await openAt(d.page, duelLink, d.page.viewport());
expected = played(await state(devices[0].page));
for (const d of devices) {
  const got = await waitFor(async () => played(await state(d.page)) === expected);
  check(got, `${d.name} shows the host's Duel (${expected} actions)`);
}
const seats = [['Alex', 0], ['Bea', 1], ['Cam', 2]];
const own = (name) => (m) => m.text === `Changes for ${name}`;
for (const [name, i] of seats) await takeSeat(devices[i], name, own(name));
// An attack entered on the laptop: every phone waits on its question, in a line that says
// so, until the laptop cancels it.
const waitingOn = async (page) => (await notice(page)).startsWith('Waiting: another device is answering');
const laptop = devices[3];
// (A laptop's taller window: the changes' column shows "Attack" under the supply's report
// with no scroll.)
const attack = (ms) => find(ms, 'answer', (m) => m.text === 'Attack');
await laptop.page.setViewport({ width: 1024, height: 900, deviceScaleFactor: 1 });
await drawn(laptop.page);
await clickOnce(laptop.page, 'laptop: Attack', attack,
  shows(laptop.page, 'title', (m) => m.text.endsWith('attack')));
for (const d of devices.slice(0, 3)) check(await waitFor(() => waitingOn(d.page)), `${d.name} waits on the laptop's question`);
check(!(await waitingOn(laptop.page)), 'the laptop waits on no one');
await devices[1].page.screenshot({ path: path.join(outDir, 'host-play-waiting-phone.png') });
await clickOnce(laptop.page, 'laptop: Cancel', (ms) => find(ms, 'button', (m) => m.text === 'Cancel'),
  gone(laptop.page, 'title', (m) => m.text.endsWith('attack')));
for (const d of devices.slice(0, 3)) check(await waitFor(async () => !(await waitingOn(d.page))), `${d.name} no longer waits`);
const duelStart = expected;
for (const [i, d] of [2, 0, 1, 3, 0].entries()) {
  await bigOn(devices[d], `the Duel's turn ${i + 1}`);
  for (const [name, p] of seats) {
    const mine = await waitFor(async () => find(await seen(devices[p].page), 'heading', own(name)));
    check(mine, `${devices[p].name} keeps ${name}'s seat after turn ${i + 1}`);
  }
}
// A phone's page reloaded: the host's Duel again, and the seat the tab took (its session
// storage), with no tap. (Alex's phone: the turn is Bea's, whose changes a page with no seat
// would show.)
const reloaded = devices[0];
await reloaded.page.reload({ waitUntil: 'load' });
await reloaded.page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
const back = await waitFor(async () => played(await state(reloaded.page)) === expected);
check(back, `${reloaded.name} reloaded shows the host's Duel (${expected} actions)`);
check(find(await seen(laptop.page), 'heading', own('Bea')) !== undefined, "the laptop, with no seat, shows Bea's changes");
const keptSeat = await waitFor(async () => find(await seen(reloaded.page), 'heading', own('Alex')));
check(keptSeat, `${reloaded.name} reloaded keeps Alex's seat`);
const duelShown = await Promise.all(devices.map((d) => state(d.page)));
check(duelShown.every((s) => actions(s) === actions(duelShown[0])), 'every page shows the same Duel');
const duelFile = fs.readFileSync(duelSave, 'utf8');
check(actions(duelFile) === actions(duelShown[0]), `the host's Duel autosave is the game shown (${played(duelFile)} actions)`);
check(played(duelFile) === duelStart + 5, `every Duel press played once (${played(duelFile)} of ${duelStart + 5})`);
await devices[1].page.screenshot({ path: path.join(outDir, 'host-play-duel-seat-phone.png') });
await devices[3].page.screenshot({ path: path.join(outDir, 'host-play-duel-laptop.png') });

// A phone leaves the table (asked first): the start screen, its address without the link,
// so a reload stays there; the host keeps the Duel.
const leaver = devices[2];
await tapOnce(leaver.page, `${leaver.name}: Menu`, tool('Menu'), shows(leaver.page, 'tool', (m) => m.text === 'Leave'));
await tapOnce(leaver.page, `${leaver.name}: Leave`, tool('Leave'),
  shows(leaver.page, 'button', (m) => m.text === 'Leave the table'));
const left = await tapOnce(leaver.page, `${leaver.name}: Leave the table`,
  (ms) => find(ms, 'button', (m) => m.text === 'Leave the table'),
  async () => !(await leaver.page.url()).includes('join='));
check(left, `${leaver.name} left: ${leaver.page.url()}`);
await leaver.page.reload({ waitUntil: 'load' });
await leaver.page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
await drawn(leaver.page);
check(played(await state(leaver.page)) === 0, `${leaver.name} reloaded is on its own`);
check(played(fs.readFileSync(duelSave, 'utf8')) === duelStart + 5, 'the host keeps the Duel');

host.child.kill('SIGKILL');
await browser.close();
fs.rmSync(data, { recursive: true, force: true });
check(taps.lost.length === 0, `every press taken (${taps.made} made)`);
check(waitsRunOut === 0, 'every wait ended on the state it waited for');
console.log(failures() === 0 ? 'host play: all passed' : `host play: ${failures()} failed`);
process.exit(failures() === 0 ? 0 : 1);
