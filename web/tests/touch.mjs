// A phone held upright, used by touch, on a slow CPU: what the phone tests share. Each tap is
// made once, on a button the app reports ready ("on" or "chosen", whole and in view), and
// its effect is then waited for: a tap that does nothing fails the test at once, with what
// the screen showed. Nothing here taps twice or waits a fixed time for a result.
import { sleep } from './serve.mjs';

// 390x844 CSS px at a pixel ratio of 3 (the browser's own: --force-device-scale-factor=3),
// touch emulated.
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 0, isMobile: true, hasTouch: true };

// Chromium's CPU throttling for a phone-class CPU (DESIGN.md: 4x).
export const THROTTLE = +(process.env.THROTTLE ?? 4);

// The longest a state is waited for: a throttled frame took up to 1.2 s here, and a
// busy machine makes it slower.
const PATIENCE_MS = 30000;

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

// What the app drew in its last frame (src/app/kit/seen.rs): one mark a thing.
export async function seen(page) {
  const text = await page.evaluate(() => window.coopAutomaSeen());
  return text.split('\n').filter((l) => l !== '').map((line) => {
    const [what, x, y, w, h, whole, state, ...words] = line.split('\t');
    return { what, x: +x, y: +y, w: +w, h: +h, whole: whole === 'whole', state, text: words.join('\t') };
  });
}

// Inside the glass, and whole where it is drawn.
export const inView = (m) => m.whole && m.x >= -0.5 && m.y >= -0.5
  && m.x + m.w <= PHONE.width + 0.5 && m.y + m.h <= PHONE.height + 0.5;

export const find = (marks, what, test = () => true) => marks.find((m) => m.what === what && test(m));

export const state = (page) => page.evaluate(() => window.coopAutomaState());
export const view = (page) => page.evaluate(() => window.coopAutomaView());

// Waits until `ready(marks)` gives something; returns it (undefined after the patience).
export async function until(page, ready) {
  const end = Date.now() + PATIENCE_MS;
  for (;;) {
    const got = await ready(await seen(page));
    if (got || Date.now() > end) return got;
    await sleep(50);
  }
}

// Resolves once the page has drawn two more animation frames: eframe paints in them, so what
// the app had to draw since the last report is drawn.
export const framesDrawn = (page) => page.evaluate(
  () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
);

// Taps counted over a run, and the taps that did nothing.
export const taps = { made: 0, lost: [] };

// Taps once the mark `pick(marks)` chooses, once it is drawn ready, whole and in view; then
// waits for `effect()` (async, true once the tap did what it should). A tap without its
// effect is counted lost and reported with the screen. Returns whether it took.
export async function tapOnce(page, label, pick, effect) {
  const ready = (marks) => {
    const m = pick(marks);
    return m && inView(m) && (m.state === 'on' || m.state === 'chosen') ? m : undefined;
  };
  // Ready, and standing still: the same place after the page drew its pending frames (a
  // menu placed by its size, a zoom taking effect).
  let target;
  const readyBy = Date.now() + PATIENCE_MS;
  while (Date.now() < readyBy) {
    const m = await until(page, ready);
    if (!m) break;
    await framesDrawn(page);
    const again = ready(await seen(page));
    if (again && again.x === m.x && again.y === m.y && again.w === m.w && again.h === m.h) {
      target = again;
      break;
    }
  }
  if (!target) {
    const m = pick(await seen(page));
    taps.lost.push(`${label}: never ready to tap (${JSON.stringify(m)})`);
    console.log(`FAILED: ${label}: never drawn ready, whole and in view: ${JSON.stringify(m)}`);
    return false;
  }
  taps.made += 1;
  // A finger rests on the glass about a tenth of a second.
  await page.touchscreen.touchStart(target.x + target.w / 2, target.y + target.h / 2);
  await sleep(90);
  await page.touchscreen.touchEnd();
  const end = Date.now() + PATIENCE_MS;
  while (!(await effect())) {
    if (Date.now() > end) {
      const marks = await seen(page);
      const shown = marks.filter((m) => ['ignored', 'title', 'button', 'big', 'answer', 'tool'].includes(m.what));
      taps.lost.push(label);
      console.log(`FAILED: the tap on ${label} did nothing; the screen: ${JSON.stringify(shown)}`);
      return false;
    }
    await sleep(50);
  }
  return true;
}

// Effects: the game's record changed (or the app said why not: a refusal in its notice); a
// mark appeared; a mark is chosen.
export const notices = (page) => page.evaluate(() => window.coopAutomaNotices());
export async function recordChanges(page) {
  const before = await state(page);
  const said = await notices(page);
  return async () => (await state(page)) !== before || (await notices(page)) !== said;
}
export const shows = (page, what, test = () => true) => async () => find(await seen(page), what, test) !== undefined;
export const gone = (page, what, test = () => true) => async () => find(await seen(page), what, test) === undefined;
export const chosen = (page, what, text) => async () => find(await seen(page), what, (m) => m.text === text)?.state === 'chosen';

// The page's one scroll area moved on by a finger's drag, up by `by` CSS pixels (down when
// negative, as far as the glass allows); resolves
// once the marks moved (or after the patience, when there was nothing more to scroll).
export async function drag(page, by) {
  const before = JSON.stringify((await seen(page)).map((m) => m.y));
  // Within the page's scroll area (above the bottom bar, below the top rows) and the glass:
  // from low in it upwards, or from high in it downwards.
  const from = by > 0 ? 620 : 200;
  const to = Math.min(Math.max(from - by, 60), PHONE.height - 60);
  await page.touchscreen.touchStart(200, from);
  for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(200, from + ((to - from) * i) / 5);
  await page.touchscreen.touchEnd();
  const end = Date.now() + 5000;
  while (Date.now() < end && JSON.stringify((await seen(page)).map((m) => m.y)) === before) await sleep(50);
  // The scroll's glide settles: the marks alike before and after the page drew its pending
  // frames (a glide asks for every frame until it stops).
  for (let i = 0; i < 200; i++) {
    const was = JSON.stringify((await seen(page)).map((m) => m.y));
    await framesDrawn(page);
    if (JSON.stringify((await seen(page)).map((m) => m.y)) === was) break;
  }
}
