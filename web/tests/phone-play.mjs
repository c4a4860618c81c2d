// Issue 33: each mode played by touch on a phone held upright (390x844 CSS px, a pixel ratio
// of 3, taps on a touch screen): a coop game to a revealed Hex, a pyramid's turns with the
// AI's cascades and picks, a Duel's Warrior battle with two reactors. After every tap the
// step line, the big button, the question asked and a dialog's title and buttons must be
// whole in the viewport: not cut by their cell or column, not scrolled away, not past the
// glass. The app reports what it drew and where through window.coopAutomaSeen()
// (src/app/kit/seen.rs): one line per thing, tab-separated, in CSS pixels.
//   node web/tests/phone-play.mjs [dist] [out-dir]
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, pageUrl, browserArgs, sleep, folders, checks } from './serve.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist, outDir } = folders();
const server = await serve(dist);
const url = pageUrl(server);
// The pixel ratio of 3 is the browser's own (--force-device-scale-factor): Chromium's emulated
// ratio gives the canvas its CSS size (docs/decisions-web.md). Touch is emulated.
const PHONE = { width: 390, height: 844, deviceScaleFactor: 0, isMobile: true, hasTouch: true };

const { check, failures } = checks();

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: [...browserArgs, '--force-device-scale-factor=3'],
});

// A fresh phone (its own storage) on the start screen.
async function phone() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
  await page.setViewport(PHONE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window.coopAutomaState?.() ?? '') !== '', { timeout: 60000 });
  await sleep(500);
  return { context, page };
}

async function seen(page) {
  const text = await page.evaluate(() => window.coopAutomaSeen());
  return text.split('\n').filter((l) => l !== '').map((line) => {
    const [what, x, y, w, h, whole, ...words] = line.split('\t');
    return { what, x: +x, y: +y, w: +w, h: +h, whole: whole === 'whole', text: words.join('\t') };
  });
}

// Inside the glass, and whole where it is drawn.
const inView = (m) => m.whole && m.x >= -0.5 && m.y >= -0.5
  && m.x + m.w <= PHONE.width + 0.5 && m.y + m.h <= PHONE.height + 0.5;

// What must be read now is whole and in view; returns the marks. A dialog covers the
// screen: then its title and buttons (and its question) are what is read.
async function readable(page, when) {
  const marks = await seen(page);
  if (process.env.PHONE_DEBUG) console.log(marks.filter((m) => ['ignored', 'question', 'title'].includes(m.what)).map((m) => `${m.what} ${m.text}`).join(' | '));
  const dialog = marks.some((m) => m.what === 'title');
  const must = marks.filter((m) => (dialog
    ? ['title', 'button', 'question'].includes(m.what)
    : ['step', 'big', 'question'].includes(m.what)));
  const bad = must.filter((m) => !inView(m));
  const kinds = dialog ? ['title', 'button'] : ['step', 'big'];
  const missing = kinds.filter((k) => !must.some((m) => m.what === k));
  check(bad.length === 0 && missing.length === 0,
    `${when}: ${bad.length === 0 ? '' : `cut or out of view: ${JSON.stringify(bad)} `}`
    + `${missing.length === 0 ? 'step, question and buttons whole in view' : `missing ${missing}`}`);
  return marks;
}

async function tap(page, mark) {
  if (process.env.PHONE_DEBUG) console.log(`tap ${JSON.stringify(mark)}`);
  const before = await page.evaluate(() => window.coopAutomaSeen());
  // A finger rests on the glass about a tenth of a second.
  await page.touchscreen.touchStart(mark.x + mark.w / 2, mark.y + mark.h / 2);
  await sleep(90);
  await page.touchscreen.touchEnd();
  // Headless Chromium draws the canvas's next frame when it pleases: up to about 600 ms after
  // the tap here, though the app asked for it at once (a screenshot draws it at once). What
  // is read next must be the screen after the tap, so this waits for the screen to change
  // (up to 2 s; some taps change nothing that is marked).
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(() => window.coopAutomaSeen()) !== before) break;
    await sleep(50);
  }
  // A tap on what changed less than half a second ago is taken for the old screen
  // (settle.rs): the next tap comes as a person's would, later.
  await sleep(600);
}

// The page's one scroll area moved on by a finger's drag, up by `by` CSS pixels.
async function drag(page, by) {
  await page.touchscreen.touchStart(200, 650);
  for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(200, 650 - (by * i) / 5);
  await page.touchscreen.touchEnd();
  await sleep(700);
}

const find = (marks, what, test = () => true) => marks.find((m) => m.what === what && test(m));

// Taps the mode's tab, then the big button to start; true when a game is on the table.
async function start(page, tab) {
  const marks = await seen(page);
  const t = find(marks, 'tab', (m) => m.text.startsWith(tab));
  if (!t) { check(false, `the tab "${tab}"`); return false; }
  await tap(page, t);
  const big = find(await seen(page), 'big');
  await tap(page, big);
  return (await page.evaluate(() => window.coopAutomaState())) !== 'setup';
}

try {
  // The coop: the big button only, through the automa's steps, to a Hex on the table.
  {
    const { context, page } = await phone();
    check(await start(page, 'Coop'), 'the coop starts by touch');
    let hex = false;
    let questions = 0;
    for (let i = 0; i < 80 && !hex; i++) {
      const marks = await readable(page, `coop, tap ${i}`);
      const q = marks.filter((m) => m.what === 'question');
      questions += q.length > 0 ? 1 : 0;
      if (q.some((m) => m.text.startsWith('Hex: '))) {
        hex = true;
        await page.screenshot({ path: path.join(outDir, 'phone-coop-hex.png') });
        break;
      }
      const big = find(marks, 'big');
      if (!big || big.text === 'New game') break;
      await tap(page, big);
    }
    check(hex, `a Hex revealed and asked about on the phone (${questions} screens with a question)`);
    await context.close();
  }

  // The pyramid: each turn a reaction or two, then End turn; a pick owed is made by a tap
  // on a tile.
  {
    const { context, page } = await phone();
    check(await start(page, 'Solo'), 'the pyramid is dealt by touch');
    let marks = await readable(page, 'pyramid, dealt');
    await tap(page, find(marks, 'big')); // Start turn 1
    let reactions = 0;
    let picks = 0;
    const state = () => page.evaluate(() => window.coopAutomaState());
    const isTile = (m) => m.what === 'answer' && /^[TMB]\d?$/.test(m.text);
    for (let i = 0; i < 40; i++) {
      marks = await readable(page, `pyramid, step ${i}`);
      const big = find(marks, 'big');
      if (big === undefined || big.text === 'New game') break;
      const reactionsDrawn = marks.filter((m) => m.what === 'answer' && !isTile(m));
      const reaction = reactionsDrawn.filter(inView);
      const before = await state();
      if (i % 3 !== 2 && reaction.length > 0) {
        // A reaction in view (the AI scores: a cascade follows, or a pick is owed).
        await tap(page, reaction[i % reaction.length]);
        reactions += 1;
      } else if (i % 3 !== 2 && reactionsDrawn.length > 0) {
        // Below the pyramid on a phone: the page scrolls to them.
        await drag(page, 350);
        continue;
      } else {
        await tap(page, big);
      }
      if (await state() === before) {
        // Nothing happened: the AI's pick is owed (the big button waits). A tap on each
        // tile in view until one is taken; the page scrolls back up to them first.
        if (!find(await seen(page), 'answer', (m) => isTile(m) && inView(m))) await drag(page, -700);
        for (const tile of (await seen(page)).filter((m) => isTile(m) && inView(m))) {
          await tap(page, tile);
          if (await state() !== before) { picks += 1; break; }
        }
      }
      if (i === 6) await page.screenshot({ path: path.join(outDir, 'phone-pyramid.png') });
    }
    check(reactions > 0 && picks > 0, `reactions tapped on the phone (${reactions}) and the AI's picks made (${picks})`);
    await context.close();
  }

  // A Duel of three: Alex attacks with a Warrior; Bea answers with a Warrior, Cam with
  // nothing; the battle is resolved. Every page of the dialog is read whole.
  {
    const { context, page } = await phone();
    check(await start(page, 'Duel'), 'a Duel starts by touch');
    let marks = await readable(page, 'Duel, first turn');
    const attack = find(marks, 'answer', (m) => m.text === 'Attack');
    check(attack !== undefined, 'the Attack button is drawn');
    if (attack !== undefined) {
      // Scrolled into reach if it is below the glass: the page scrolls by a drag.
      for (let i = 0; i < 4 && !inView(find(marks, 'answer', (m) => m.text === 'Attack')); i++) {
        await drag(page, 250);
        marks = await seen(page);
      }
      await tap(page, find(marks, 'answer', (m) => m.text === 'Attack'));
      marks = await readable(page, 'Duel, the battle: what attacks');
      await tap(page, find(marks, 'answer', (m) => m.text === '5'));
      marks = await readable(page, 'Duel, the battle: a strength 5 Warrior');
      const next = () => marks.filter((m) => m.what === 'button').at(-1);
      await tap(page, next());
      marks = await readable(page, "Duel, the battle: Bea's answer");
      await page.screenshot({ path: path.join(outDir, 'phone-duel-battle.png') });
      await tap(page, find(marks, 'answer', (m) => m.text === '6'));
      marks = await readable(page, 'Duel, the battle: Bea answers 6');
      await tap(page, next());
      marks = await readable(page, "Duel, the battle: Cam's answer");
      await tap(page, find(marks, 'answer', (m) => m.text === 'Nothing'));
      marks = await readable(page, 'Duel, the battle: Cam answers nothing');
      await tap(page, next());
      marks = await readable(page, 'Duel, the battle: the summary');
      const before = await page.evaluate(() => window.coopAutomaState());
      await tap(page, next());
      let after = await page.evaluate(() => window.coopAutomaState());
      // A tap on a screen drawn under half a second before is not taken (settle.rs); on a
      // slow machine the summary may be drawn late: a person taps again, and so does this.
      // A slow machine may take longer to draw the answer.
      for (let i = 0; i < 10 && after === before; i++) {
        await sleep(200);
        after = await page.evaluate(() => window.coopAutomaState());
      }
      if (after === before && next() !== undefined) {
        // Read again: the dialog may have been drawn anew (or late) since it was read.
        marks = await seen(page);
        console.log(`the summary was not taken: tapped again (${JSON.stringify(marks.filter((m) => ['button', 'ignored', 'title'].includes(m.what)))})`);
        if (next() !== undefined) await tap(page, next());
        after = await page.evaluate(() => window.coopAutomaState());
      }
      check(after !== before, 'the battle is resolved by touch');
      await readable(page, 'Duel, after the battle');
      await page.screenshot({ path: path.join(outDir, 'phone-duel-after-battle.png') });
    }
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  server.close();
}
if (failures() > 0) {
  console.log(`${failures()} phone check(s) failed`);
  process.exit(1);
}
console.log('phone play: all passed');
