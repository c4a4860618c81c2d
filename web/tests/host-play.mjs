// Issue 63: one game on three devices, in a real headless Chromium through a real host (the
// `coop-automa host` command on this machine, as `cargo test` built it): two phones by touch
// (one throttled 4x, a phone's CPU) and a laptop page by mouse open the host's link and play
// the coop game in turns by the big button, in an interleaving where each page presses
// after another. Every press shows on every page once the host numbered it. The host is
// killed (SIGKILL) mid-game and started again on its port: every page says it is offline,
// joins again by itself and plays on. At the end every page shows the host's game, and the
// host's autosave holds the same actions.
//   node web/tests/host-play.mjs dist out-dir target/debug/coop-automa
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { browserArgs, checks } from './serve.mjs';
import { find, state, open as openAt, tapOnce, clickOnce, taps, waitFor, waitsRunOut } from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const [dist = 'dist', outDir = 'target/web-tests', bin = 'target/debug/coop-automa'] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const { check, failures } = checks();

// A data folder holding one coop game in progress (the repository's example save).
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-automa-host-play-'));
fs.mkdirSync(path.join(data, 'games'));
const save = path.join(data, 'games', 'first-game.ron');
fs.copyFileSync('saves/first-game-round-7.ron', save);

// Starts the host on `port` (0: any); its link to the game, once it serves.
function startHost(port) {
  const child = spawn(bin, ['host', '--data-dir', data, '--web', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let link = null;
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('?join=')) link = line.trim();
      if (line.includes('serving on')) resolve({ child, link });
    });
    child.on('exit', (code) => reject(new Error(`the host exited (${code})`)));
  });
}

const actions = (s) => (s.match(/actions:\s*\[([\s\S]*?)\]/) ?? [, ''])[1].replace(/\s+/g, '');
const played = (s) => (actions(s).match(/[A-Z]\w*/g) ?? []).length;

let host = await startHost(0);
const link = host.link;
const port = new URL(link).port;
check(/\?join=[0-9a-f]{32}&game=example-first-game-round-7$/.test(link), `the host's link: ${link}`);

const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: browserArgs });
const devices = [];
for (const [name, viewport, throttle] of [
  ['phone', { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 4],
  ['phone2', { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true }, 1],
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
// every page shows the step.
let expected = start;
async function bigOn(d, label) {
  const caughtUp = await waitFor(async () => played(await state(d.page)) === expected);
  check(caughtUp, `${d.name} shows the ${expected} steps so far before ${label}`);
  const press = d.touch ? tapOnce : clickOnce;
  const took = await press(d.page, `${d.name}: ${label}`, (ms) => find(ms, 'big'),
    async () => played(await state(d.page)) === expected + 1);
  if (!took) return false;
  expected += 1;
  for (const other of devices) {
    const got = await waitFor(async () => played(await state(other.page)) === expected);
    check(got, `${d.name}'s step shows on ${other.name}`);
  }
  return true;
}

const order = [0, 2, 1, 1, 0, 2, 2, 1, 0];
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

// Every page shows the same game, and the host's autosave holds its actions.
const shown = await Promise.all(devices.map((d) => state(d.page)));
check(shown.every((s) => actions(s) === actions(shown[0])), 'every page shows the same game');
const file = fs.readFileSync(save, 'utf8');
check(actions(file) === actions(shown[0]), `the host's autosave is the game shown (${played(file)} actions)`);
check(played(file) === start + order.length + 3, `every press played once (${played(file)} of ${start + order.length + 3})`);
await devices[2].page.screenshot({ path: path.join(outDir, 'host-play-laptop.png') });

host.child.kill('SIGKILL');
await browser.close();
fs.rmSync(data, { recursive: true, force: true });
check(taps.lost.length === 0, `every press taken (${taps.made} made)`);
check(waitsRunOut === 0, 'every wait ended on the state it waited for');
console.log(failures() === 0 ? 'host play: all passed' : `host play: ${failures()} failed`);
process.exit(failures() === 0 ? 0 : 1);
