// What the browser tests share to act on the app as a player does and to wait on its state,
// never on a clock: the app's marks (what it drew in its last frame), a press (a finger's tap
// on a phone, a mouse's click on a desktop) made once on a mark the app reports ready and its
// effect then waited for, a key and its effect, a page opened and drawn, and a phone held
// upright, used by touch, on a slow CPU. A press or a key that does nothing fails the test at
// once, with what the screen showed. Nothing here presses twice or waits a fixed time for a
// result: every wait ends when the page is in the state waited for (or fails after the
// patience).
import { sleep } from './serve.mjs';

// 390x844 CSS px at a pixel ratio of 3 (the browser's own: --force-device-scale-factor=3),
// touch emulated.
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 0, isMobile: true, hasTouch: true };

// Chromium's CPU throttling for a phone-class CPU (DESIGN.md: 4x).
export const THROTTLE = +(process.env.THROTTLE ?? 4);

// The longest a state is waited for: a throttled frame took up to 1.2 s here, and a
// busy machine makes it slower.
export const PATIENCE_MS = 30000;

// How often a state waited for is read again (each read is a round trip to the page, and
// takes the page's time: on a throttled CPU, reading more often slows the app down).
const POLL_MS = 50;

// Waits until `test()` (async) gives something truthy and returns it; after `patience` ms,
// returns what it gave last. A wait that runs out is logged with where it was waited for:
// the caller's check then fails, or the test waited on the clock (and took the patience
// longer: CI's time): each test checks at its end that none did. `mayRunOut`: a wait whose
// end by the clock is an answer (a drag with nothing more to scroll), not counted.
export let waitsRunOut = 0;
export async function waitFor(test, patience = PATIENCE_MS, { mayRunOut = false } = {}) {
  const end = Date.now() + patience;
  for (;;) {
    const got = await test();
    if (got) return got;
    if (Date.now() > end) {
      if (mayRunOut) return got;
      waitsRunOut += 1;
      const at = new Error().stack.split('\n').slice(2, 5).map((l) => l.trim()).join(' < ');
      console.log(`a wait ran out its ${patience} ms: ${at}`);
      return got;
    }
    await sleep(POLL_MS);
  }
}

// A fresh phone (its own storage) on the start screen, its CPU throttled.
export async function phone(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await page.setViewport(PHONE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { context, page };
}

// What the app drew in its last frame (crates/kit/src/seen.rs): one mark a thing.
export async function seen(page) {
  const text = await page.evaluate(() => window.coopAutomaSeen());
  return text.split('\n').filter((l) => l !== '').map((line) => {
    const [what, x, y, w, h, whole, state, ...words] = line.split('\t');
    return { what, x: +x, y: +y, w: +w, h: +h, whole: whole === 'whole', state, text: words.join('\t') };
  });
}

// Whole, and inside a viewport of `width` x `height` CSS px.
const inside = (width, height) => (m) => m.whole && m.x >= -0.5 && m.y >= -0.5
  && m.x + m.w <= width + 0.5 && m.y + m.h <= height + 0.5;
// Inside the phone's glass, and whole where it is drawn.
export const inView = inside(PHONE.width, PHONE.height);
// Inside `page`'s viewport, and whole where it is drawn.
export const inPage = (page) => inside(page.viewport().width, page.viewport().height);

// Ready to take a press: "on", or an answer "chosen" (a button that appeared, moved or
// changed its words under half a second ago is drawn "wait" and ignores a press: settle.rs).
export const isReady = (m) => m.state === 'on' || m.state === 'chosen';

export const find = (marks, what, test = () => true) => marks.find((m) => m.what === what && test(m));

export const state = (page) => page.evaluate(() => window.coopAutomaState());
export const view = (page) => page.evaluate(() => window.coopAutomaView());
export const progress = (page) => page.evaluate(() => window.coopAutomaProgress());

// Waits until `ready(marks)` gives something; returns it (undefined after the patience).
export const until = (page, ready, patience = PATIENCE_MS) => waitFor(async () => ready(await seen(page)), patience);

// Resolves once the page has drawn two more animation frames: eframe paints in them, so what
// the app had to draw since the last report is drawn. (The page must be in front: a page
// behind another draws no frames.)
export const framesDrawn = (page) => page.evaluate(
  () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
);

// The mark `pick(marks)` chooses, once drawn ready, passing `fits`, and standing still: in the
// same place after the page drew its pending frames (a menu placed by its size, a zoom taking
// effect). Undefined after the patience.
async function readyAndStill(page, pick, fits) {
  const ready = (marks) => {
    const m = pick(marks);
    return m && fits(m) && isReady(m) ? m : undefined;
  };
  const end = Date.now() + PATIENCE_MS;
  while (Date.now() < end) {
    const m = await until(page, ready, end - Date.now());
    if (!m) return undefined;
    await framesDrawn(page);
    const again = ready(await seen(page));
    if (again && again.x === m.x && again.y === m.y && again.w === m.w && again.h === m.h) return again;
  }
  return undefined;
}

// Once a page is opened (or resized, or reloaded): its screen drawn and standing still, the
// big button or a dialog's button drawn ready, whole, in the viewport. Throws after the
// patience, with what was drawn.
export async function drawn(page) {
  const fits = inPage(page);
  const pick = (ms) => ms.find((m) => (m.what === 'big' || m.what === 'button') && fits(m) && isReady(m));
  const m = await readyAndStill(page, pick, fits);
  if (!m) throw new Error(`the screen never drawn ready: ${JSON.stringify(await seen(page))}`);
  return m;
}

// Opens the page at `url` in `page`, at `viewport`, and waits until the app has drawn its
// screen ready (`drawn`).
export async function open(page, url, viewport) {
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
  await drawn(page);
}

// Presses (taps, clicks, keys) counted over a run, and those that did nothing.
export const taps = { made: 0, lost: [] };

// What the screen shows, to tell why a press did nothing.
async function shown(page) {
  const marks = await seen(page);
  return JSON.stringify(marks.filter((m) => ['ignored', 'title', 'button', 'big', 'answer', 'tool', 'tab', 'resume'].includes(m.what)));
}

// Presses once, by `press(x, y)`, the mark `pick(marks)` chooses, once it is drawn ready,
// whole, passing `fits`, and standing still; then waits for `effect()` (async, true once the
// press did what it should). A press without its effect is counted lost and reported with the
// screen. Returns whether it took.
async function pressOnce(page, label, pick, effect, fits, press) {
  const target = await readyAndStill(page, pick, fits);
  if (!target) {
    const m = pick(await seen(page));
    taps.lost.push(`${label}: never ready to press (${JSON.stringify(m)})`);
    console.log(`FAILED: ${label}: never drawn ready, whole and in view: ${JSON.stringify(m)}`);
    return false;
  }
  taps.made += 1;
  await press(target.x + target.w / 2, target.y + target.h / 2);
  // Its effect, or the app's word that the press was not taken (an "ignored" mark: a press
  // on a button not ready, settle.rs), which fails at once.
  const ignored = async () => (await seen(page)).some((m) => m.what === 'ignored' && m.text === target.text);
  const got = await waitFor(async () => (await effect()) || ((await ignored()) ? 'ignored' : false));
  if (got && got !== 'ignored') return true;
  taps.lost.push(label);
  console.log(`FAILED: the press on ${label} ${got === 'ignored' ? 'was not taken (drawn ignored)' : 'did nothing'}`
    + ` (pressed ${JSON.stringify(target)}); the screen: ${await shown(page)}`);
  return false;
}

// A finger's tap, on a phone: on the glass about a tenth of a second (how long a finger
// rests, not a wait for the page).
export const tapOnce = (page, label, pick, effect) => pressOnce(page, label, pick, effect, inView,
  async (x, y) => {
    await page.touchscreen.touchStart(x, y);
    await sleep(90);
    await page.touchscreen.touchEnd();
  });

// A mouse's click, on a desktop's page: whole in its viewport.
export const clickOnce = (page, label, pick, effect) => pressOnce(page, label, pick, effect, inPage(page),
  (x, y) => page.mouse.click(x, y));

// Effects: the game's record changed (or the app said why not: a refusal in its notice); a
// mark appeared; a mark is chosen.
export const notices = (page) => page.evaluate(() => window.coopAutomaNotices());
// (The count of notices and the record, read in one round trip.)
const record = (page) => page.evaluate(() => `${window.coopAutomaNotices()}\n${window.coopAutomaState()}`);
export async function recordChanges(page) {
  const before = await record(page);
  return async () => (await record(page)) !== before;
}
export const shows = (page, what, test = () => true) => async () => find(await seen(page), what, test) !== undefined;
export const gone = (page, what, test = () => true) => async () => find(await seen(page), what, test) === undefined;
export const chosen = (page, what, text) => async () => find(await seen(page), what, (m) => m.text === text)?.state === 'chosen';

// Presses `key` once (the page's focus where it is) and waits for its effect: the game's
// record changed (or a notice said why not). A key without it is counted lost and reported.
// Returns whether it took.
export async function keyOnce(page, key, label = key) {
  const before = await record(page);
  taps.made += 1;
  await page.keyboard.press(key);
  // Waited for in the page, read again in each frame it draws (a key's effect comes in a
  // frame): no round trip a read.
  const took = await page.waitForFunction(
    (was) => `${window.coopAutomaNotices()}\n${window.coopAutomaState()}` !== was,
    { polling: 'raf', timeout: PATIENCE_MS }, before,
  ).then(() => true, () => false);
  if (took) return true;
  taps.lost.push(`the key ${key} (${label})`);
  console.log(`FAILED: the key ${key} (${label}) did nothing; the screen: ${await shown(page)}`);
  return false;
}

// A coop game over, its final points still to type, on a desktop's page at 1280 x 800: the
// two points fields (the app marks no field: clicked where they are drawn at that size, once
// the over screen is drawn, its big button asking for the points), `first` and `second`
// typed, then Enter, "Enter final points"; resolves once the game is scored (or after the
// patience: the caller checks).
export async function finalPoints(page, first, second) {
  await waitFor(async () => find(await seen(page), 'big', (m) => m.text === 'Enter final points'));
  await page.mouse.click(244, 190);
  await framesDrawn(page);
  await page.keyboard.type(first);
  await page.mouse.click(562, 190);
  await framesDrawn(page);
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await waitFor(async () => /scored/.test(await progress(page)));
}

// The page's one scroll area moved on by a finger's drag, up by `by` CSS pixels (down when
// negative, as far as the glass allows); resolves
// once the marks moved (or after the patience, when there was nothing more to scroll).
export async function drag(page, by) {
  const ys = async () => JSON.stringify((await seen(page)).map((m) => m.y));
  const before = await ys();
  // Within the page's scroll area (above the bottom bar, below the top rows) and the glass:
  // from low in it upwards, or from high in it downwards.
  const from = by > 0 ? 620 : 200;
  const to = Math.min(Math.max(from - by, 60), PHONE.height - 60);
  await page.touchscreen.touchStart(200, from);
  for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(200, from + ((to - from) * i) / 5);
  await page.touchscreen.touchEnd();
  await waitFor(async () => (await ys()) !== before, 5000, { mayRunOut: true });
  // The scroll's glide settles (a glide asks for every frame until it stops).
  await standsStill(page);
}

// Resolves once the screen stands still: every mark in the same place, and as whole, before
// and after the page drew its pending frames (a scroll's glide, a question scrolled into view
// in the frame after it appeared: in_view.rs). At most 200 rounds.
export async function standsStill(page) {
  const places = async () => JSON.stringify((await seen(page)).map((m) => [m.what, m.text, m.x, m.y, m.w, m.h, m.whole]));
  for (let i = 0; i < 200; i++) {
    const was = await places();
    await framesDrawn(page);
    if ((await places()) === was) return;
  }
}
