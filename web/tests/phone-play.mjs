// Issues 33 and 42: each mode played by touch on a phone held upright (390x844 CSS px, a
// pixel ratio of 3, taps on a touch screen) with its CPU throttled 4x, as a phone-class CPU:
// a coop game to a revealed Hex, a pyramid's turns with the AI's cascades and picks, a Duel's
// Warrior battle with two reactors, and the table's menus and dialogs (text size, language,
// save as, leave). Every tap is made once, on a button drawn ready, and its effect is checked:
// a tap that does nothing fails (web/tests/touch.mjs). After every step the step line, the big
// button, the question asked and a dialog's title and buttons must be whole in the viewport.
//   node web/tests/phone-play.mjs [dist] [out-dir]
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve, pageUrl, browserArgs, folders, checks } from './serve.mjs';
import {
  phone, seen, inView, find, state, view, until, taps, tapOnce, recordChanges, shows, gone,
  chosen, drag, framesDrawn, standsStill, THROTTLE, PHONE, waitsRunOut, waitFor,
} from './touch.mjs';

const require = createRequire(new URL('../package.json', import.meta.url));
const puppeteer = require('puppeteer-core');
const { dist, outDir } = folders();
const server = await serve(dist);
const url = pageUrl(server);
const { check, failures } = checks();

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: [...browserArgs, '--force-device-scale-factor=3'],
});

// What must be read now is whole and in view; returns the marks. A dialog covers the
// screen: then its title and buttons (and its question) are what is read.
async function readable(page, when) {
  // Once drawn: the step line and the big button, or a dialog's title and buttons.
  const drawn = (ms) => {
    const dialog = ms.some((m) => m.what === 'title');
    const kinds = dialog ? ['title', 'button'] : ['step', 'big'];
    return kinds.every((k) => ms.some((m) => m.what === k));
  };
  await until(page, drawn);
  // Judged once the screen stands still: a question appears where the column was scrolled,
  // and is brought whole into view in the next frame (in_view.rs); a busy machine's page
  // could be read between the two.
  await standsStill(page);
  const marks = await seen(page);
  const dialog = marks.some((m) => m.what === 'title');
  // A dialog's own question lies between its title and its buttons; one behind it is not
  // what is read now.
  const title = find(marks, 'title');
  const buttons = marks.filter((m) => m.what === 'button');
  const inDialog = (m) => title && buttons.length > 0 && m.y >= title.y
    && m.y + m.h <= Math.max(...buttons.map((b) => b.y));
  const must = marks.filter((m) => (dialog
    ? ['title', 'button'].includes(m.what) || (m.what === 'question' && inDialog(m))
    : ['step', 'big', 'question'].includes(m.what)));
  const bad = must.filter((m) => !inView(m));
  const kinds = dialog ? ['title', 'button'] : ['step', 'big'];
  const missing = kinds.filter((k) => !must.some((m) => m.what === k));
  check(bad.length === 0 && missing.length === 0,
    `${when}: ${bad.length === 0 ? '' : `cut or out of view: ${JSON.stringify(bad)} `}`
    + `${missing.length === 0 ? 'step, question and buttons whole in view' : `missing ${missing}`}`);
  return marks;
}

// Taps the mode's tab, then the big button to start; true when a game is on the table.
async function start(page, tab) {
  await tapOnce(page, `the tab ${tab}`, (ms) => find(ms, 'tab', (m) => m.text.startsWith(tab)),
    shows(page, 'tab', (m) => m.text.startsWith(tab) && m.state === 'chosen'));
  const started = async () => (await state(page)) !== 'setup';
  await tapOnce(page, `start (${tab})`, (ms) => find(ms, 'big'), started);
  return started();
}

// The big button's words or the game's record changed: what a tap on it does.
async function bigTaken(page) {
  const before = await state(page);
  const words = find(await seen(page), 'big')?.text;
  return async () => (await state(page)) !== before || find(await seen(page), 'big')?.text !== words;
}

// Taps the tool `tool`: in the top row where it is there (the language always is), else in
// the Menu (a phone folds the other tools into it), opened first.
async function fromMenu(page, tool, effect) {
  if (!find(await seen(page), 'tool', (m) => m.text === tool && inView(m))) {
    await tapOnce(page, 'Menu', (ms) => find(ms, 'tool', (m) => m.text === 'Menu'),
      shows(page, 'tool', (m) => m.text === tool));
  }
  return tapOnce(page, tool, (ms) => find(ms, 'tool', (m) => m.text === tool), effect);
}

// The automa's chart (issue 60), once a turn's prompt shows it: a finger's drag that starts
// on it scrolls the page (a plot that took drags swallowed it, and the page looked frozen).
// Up, then (a page at its end moves no further that way) down. True when the page scrolled.
async function chartDrag(page) {
  const chart = (ms) => find(ms, 'chart');
  for (let i = 0; i < 6 && !inView(chart(await seen(page)) ?? {}); i++) await drag(page, 250);
  const onChart = chart(await seen(page));
  if (!onChart || !inView(onChart)) return false;
  const ys = async () => JSON.stringify((await seen(page)).map((m) => m.y));
  for (const by of [-150, 150]) {
    const before = await ys();
    const x = onChart.x + onChart.w / 2;
    const from = Math.min(Math.max(onChart.y + onChart.h / 2, 120), PHONE.height - 200);
    await page.touchscreen.touchStart(x, from);
    for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(x, from + (by * i) / 5);
    await page.touchscreen.touchEnd();
    await waitFor(async () => (await ys()) !== before, 5000, { mayRunOut: true });
    await standsStill(page);
    if ((await ys()) !== before) return true;
  }
  return false;
}

try {
  // The coop: the big button only, through the automa's steps, to a Hex on the table.
  {
    const { context, page } = await phone(browser, url);
    check(await start(page, 'Coop'), 'the coop starts by touch');
    let hex = false;
    let questions = 0;
    let chartSeen = false;
    for (let i = 0; i < 80 && !hex; i++) {
      let marks = await readable(page, `coop, tap ${i}`);
      if (!chartSeen && find(marks, 'chart')) {
        chartSeen = true;
        check(await chartDrag(page), 'a drag that starts on the chart scrolls the page');
        marks = await readable(page, `coop, tap ${i}, after the chart`);
      }
      const q = marks.filter((m) => m.what === 'question');
      questions += q.length > 0 ? 1 : 0;
      if (q.some((m) => m.text.startsWith('Hex: '))) {
        hex = true;
        await page.screenshot({ path: path.join(outDir, 'phone-coop-hex.png') });
        break;
      }
      const big = find(marks, 'big');
      if (!big || big.text === 'New game') break;
      if (!await tapOnce(page, `coop: ${big.text}`, (ms) => find(ms, 'big'), await bigTaken(page))) break;
    }
    check(hex, `a Hex revealed and asked about on the phone (${questions} screens with a question)`);
    check(chartSeen, "the automa's chart shown in a turn on the phone");


    // The table's menus on the phone, each tapped once: the text size grows and shrinks,
    // the language changes and comes back, Save as opens and cancels, leaving asks first.
    const zoom = async () => +(await view(page)).match(/zoom ([\d.]+)/)[1];
    const z0 = await zoom();
    // In the Menu the text size is a row of its own (a menu in a menu closed under a finger).
    await fromMenu(page, 'Zoom in', async () => (await zoom()) > z0 + 0.01);
    check((await zoom()) > z0 + 0.01, `the text grew by one tap (${z0} to ${await zoom()})`);
    const z1 = await zoom();
    // The Menu closed with the press (or stayed open): opened again where it closed.
    await framesDrawn(page);
    await fromMenu(page, 'Zoom out', async () => (await zoom()) < z1 - 0.01);
    check(Math.abs((await zoom()) - z0) < 0.01, 'and shrank back by one tap');
    // Menus close by a tap beside them; here Escape, which is no tap.
    await page.keyboard.press('Escape');
    await until(page, (ms) => !find(ms, 'tool', (m) => m.text === 'Zoom out'));

    const lang = async () => (await view(page)).match(/lang (\S+)/)[1];
    await fromMenu(page, 'English', shows(page, 'tool', (m) => m.text === 'Português (Brasil)'));
    await tapOnce(page, 'Português (Brasil)', (ms) => find(ms, 'tool', (m) => m.text === 'Português (Brasil)'),
      async () => (await lang()) === 'pt-BR');
    check((await lang()) === 'pt-BR', 'the table speaks Portuguese by one tap');
    // Escape shuts the menu: the other language's item is gone (the top row's language tool
    // names the language spoken).
    const shut = (other) => until(page, (ms) => !find(ms, 'tool', (m) => m.text === other));
    await page.keyboard.press('Escape');
    check(await shut('English'), 'Escape shuts the language menu (Portuguese spoken)');
    await page.screenshot({ path: path.join(outDir, 'phone-coop-pt.png') });
    await fromMenu(page, 'Português (Brasil)', shows(page, 'tool', (m) => m.text === 'English'));
    await tapOnce(page, 'English', (ms) => find(ms, 'tool', (m) => m.text === 'English'),
      async () => (await lang()) === 'en');
    await page.keyboard.press('Escape');
    check(await shut('Português (Brasil)'), 'Escape shuts the language menu (English spoken)');

    await fromMenu(page, 'Save as', shows(page, 'title'));
    await readable(page, 'the Save as dialog');
    await tapOnce(page, 'Cancel (Save as)', (ms) => find(ms, 'button', (m) => m.text === 'Cancel'),
      gone(page, 'title'));

    await fromMenu(page, 'New game', shows(page, 'title'));
    await readable(page, 'the leave dialog');
    const game = await state(page);
    await tapOnce(page, 'Keep playing', (ms) => find(ms, 'button', (m) => m.text === 'Keep playing'),
      gone(page, 'title'));
    check((await state(page)) === game, 'Keep playing keeps the game');
    await fromMenu(page, 'New game', shows(page, 'title'));
    await tapOnce(page, 'Leave it: new game', (ms) => find(ms, 'button', (m) => m.text === 'Leave it: new game'),
      async () => (await state(page)) === 'setup');
    check((await state(page)) === 'setup', 'Leave it: new game leaves the game');
    await until(page, (ms) => ms.some((m) => m.what === 'resume'));
    const resumes = (await seen(page)).filter((m) => m.what === 'resume');
    check(resumes.some((m) => m.text.includes('left unfinished')),
      `Resume offers the game left, marked "left unfinished" (${JSON.stringify(resumes.map((m) => m.text))})`);
    await context.close();
  }

  // The pyramid: each turn a reaction or two, then End turn; a pick owed is made by a tap
  // on a lit tile.
  {
    const { context, page } = await phone(browser, url);
    check(await start(page, 'Solo'), 'the pyramid is dealt by touch');
    await readable(page, 'pyramid, dealt');
    await tapOnce(page, 'Start turn 1', (ms) => find(ms, 'big'), await bigTaken(page));
    let tapped = 0;
    let picks = 0;
    const isTile = (m) => m.what === 'answer' && /^[TMB]\d?$/.test(m.text);
    let scrolls = 0;
    for (let i = 0; i < 60 && !(picks > 0 && tapped > 8 && i > 40); i++) {
      await framesDrawn(page);
      const marks = await readable(page, `pyramid, step ${i}`);
      const big = find(marks, 'big');
      if (big === undefined || big.text === 'New game') break;
      if (big.state === 'off') {
        // The AI's pick is owed (the big button waits): a tap on a lit tile, in view.
        // Lit: ready, or lit a moment ago and not ready yet ("wait": tapOnce waits for it).
        const lit = (ms) => ms.filter((m) => isTile(m) && (m.state === 'on' || m.state === 'wait'));
        if (!lit(marks).some(inView)) await drag(page, -700);
        const tile = lit(await seen(page)).find(inView);
        if (tile === undefined) {
          await page.screenshot({ path: path.join(outDir, 'phone-pyramid-no-tile.png') });
          check(false, `pyramid, step ${i}: a pick is owed and no tile is lit in view: ${JSON.stringify((await seen(page)).filter((m) => isTile(m) || m.what === 'step'))}`);
          break;
        }
        // A lit tile picked: the record changes (or the tile is marked picked first).
        const before = await state(page);
        if (await tapOnce(page, `pyramid: the tile ${tile.text}`, (ms) => find(ms, 'answer', (m) => m.text === tile.text),
          async () => (await state(page)) !== before || (await chosen(page, 'answer', tile.text)()))) picks += 1;
        continue;
      }
      const reactions = marks.filter((m) => m.what === 'answer' && !isTile(m) && m.state === 'on');
      const inReach = reactions.filter(inView);
      if ((i % 3 !== 2 || inReach.some((m) => m.text.startsWith('Buy Gold') && picks === 0)) && inReach.length > 0) {
        // A Gold bought first (P11): the AI scores a card, picked by a tap on a lit tile.
        const scores = (m) => picks === 0 && m.text.startsWith('Buy Gold');
        const r = inReach.find(scores) ?? inReach[i % inReach.length];
        const changes = await recordChanges(page);
        if (await tapOnce(page, `pyramid: ${r.text}`, (ms) => find(ms, 'answer', (m) => m.text === r.text), changes)) tapped += 1;
      } else if ((i % 3 !== 2 || (picks === 0 && reactions.some((m) => m.text.startsWith('Buy Gold'))))
        && reactions.length > 0 && scrolls < 8) {
        // Below the pyramid on a phone: the page scrolls to them by a finger's drag.
        scrolls += 1;
        await drag(page, 350);
      } else {
        await tapOnce(page, `pyramid: ${big.text}`, (ms) => find(ms, 'big'), await bigTaken(page));
      }
      if (i === 6) await page.screenshot({ path: path.join(outDir, 'phone-pyramid.png') });
    }
    check(tapped > 0 && picks > 0, `reactions tapped on the phone (${tapped}) and the AI's picks made (${picks})`);
    await context.close();
  }

  // A Duel of three: Alex attacks with a Warrior; Bea answers with a Warrior, Cam with
  // nothing; the battle is resolved. Every page of the dialog is read whole, every tap once.
  {
    const { context, page } = await phone(browser, url);
    check(await start(page, 'Duel'), 'a Duel starts by touch');
    await readable(page, 'Duel, first turn');
    const attack = (ms) => find(ms, 'answer', (m) => m.text === 'Attack');
    for (let i = 0; i < 4 && !inView(attack(await seen(page)) ?? {}); i++) await drag(page, 250);
    const next = (ms) => ms.filter((m) => m.what === 'button').at(-1);
    const nextSays = (words) => shows(page, 'button', (m) => m.text === words);
    // A page turned: the dialog asks another question.
    const turned = async () => {
      const asked = find(await seen(page), 'question')?.text;
      return async () => find(await seen(page), 'question')?.text !== asked;
    };
    await tapOnce(page, 'Attack', attack, shows(page, 'title'));
    await readable(page, 'Duel, the battle: what attacks');
    await tapOnce(page, '5', (ms) => find(ms, 'answer', (m) => m.text === '5'), chosen(page, 'answer', '5'));
    await readable(page, 'Duel, the battle: a strength 5 Warrior');
    await tapOnce(page, 'Next: Bea', next, await turned());
    await readable(page, "Duel, the battle: Bea's answer");
    await page.screenshot({ path: path.join(outDir, 'phone-duel-battle.png') });
    await tapOnce(page, '6', (ms) => find(ms, 'answer', (m) => m.text === '6'), chosen(page, 'answer', '6'));
    await readable(page, 'Duel, the battle: Bea answers 6');
    await tapOnce(page, 'Next: Cam', next, await turned());
    await readable(page, "Duel, the battle: Cam's answer");
    await tapOnce(page, 'Nothing', (ms) => find(ms, 'answer', (m) => m.text === 'Nothing'), chosen(page, 'answer', 'Nothing'));
    await readable(page, 'Duel, the battle: Cam answers nothing');
    await tapOnce(page, 'Next (the summary)', next, nextSays('Resolve the attack'));
    await readable(page, 'Duel, the battle: the summary');
    const before = await state(page);
    await tapOnce(page, 'Resolve the attack', next, async () => (await state(page)) !== before);
    check((await state(page)) !== before, 'the battle is resolved by touch');
    await readable(page, 'Duel, the battle: who drew what');
    await page.screenshot({ path: path.join(outDir, 'phone-duel-after-battle.png') });
    await tapOnce(page, 'Done', next, gone(page, 'title'));
    await readable(page, 'Duel, after the battle');
    await context.close();
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  server.close();
}
console.log(`taps by touch at ${THROTTLE}x CPU throttling: ${taps.made} made, ${taps.lost.length} lost${taps.lost.length ? `: ${taps.lost.join('; ')}` : ''}`);
check(taps.lost.length === 0, 'every tap taken at once');
check(waitsRunOut === 0, `every wait ended on the state it waited for (${waitsRunOut} ran out)`);
if (failures() > 0) {
  console.log(`${failures()} phone check(s) failed`);
  process.exit(1);
}
console.log('phone play: all passed');
