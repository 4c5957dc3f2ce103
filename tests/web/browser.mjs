// Browser test of the studio page: headless Chromium (the system's, /usr/bin/chromium) driven by
// puppeteer-core, the page served by a small static server on localhost. Every shipped variant
// is selected and played by clicks (a Loonybird drop, a Duck placement, a For the Birds peck, a
// Friendly swap, a promotion from a FEN typed in); the FEN shown after each move must equal the
// native CLI's (build/aviary show --moves). An error typed into the variant text must be
// reported at its line. Full short games against the computer (its search in a Web Worker) in
// chess, birds, friendly, shogi and duck: the test clicks the player's moves and waits for the
// computer's, each of which must be legal; the page must answer while the computer thinks, and
// stop and hint must work. Screenshots go to build/web-test/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

import { loadAviary, root } from './load.mjs';

const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const shots = path.join(root, 'build', 'web-test');
fs.mkdirSync(shots, { recursive: true });

const cliFen = (variant, moves, fen) => {
  const args = ['show', variant, ...(fen ? ['--fen', fen] : []), ...(moves.length ? ['--moves', moves.join(' ')] : [])];
  const out = execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return /^FEN: (.*)$/m.exec(out)[1];
};

// ---- a static server for web/ ----
const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const file = path.join(root, 'web', path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(path.join(root, 'web')) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}/`;

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aviary-chromium-'));
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  userDataDir,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const oracle = await loadAviary();   // the same module in Node: which squares a move's clicks are
let failures = 0;
let checks = 0;

async function step(name, fn) {
  try {
    await fn();
    console.log(`ok - ${name}`);
  } catch (e) {
    failures++;
    console.log(`not ok - ${name}\n  ${String(e.stack || e).split('\n').join('\n  ')}`);
  }
}

try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewport({ width: 1280, height: 900 });
  const t = Date.now();
  await page.goto(base);
  await page.waitForSelector('body[data-ready]', { timeout: 30000 });
  const readyMs = await page.$eval('body', (b) => Number(b.dataset.ready));
  console.log(`# page playable after ${readyMs} ms (navigation to ready: ${Date.now() - t} ms)`);

  const shownFen = () => page.$eval('#fen', (e) => e.dataset.fen);
  const click = (sel) => page.click(sel);

  async function selectVariant(v) {
    await page.select('#variant', v);
    await page.waitForFunction((n) => document.querySelector('#fen').dataset.fen && document.querySelector('#game-name').textContent.length > 0, {}, v);
  }

  // Plays `move` (a move string) by clicks: the piece or hand piece, the target square, then
  // the promotion choice, the Duck's square or the move chooser, as the page asks.
  async function playByClicks(variant, fen, move) {
    const b = new oracle.Board(variant, fen);
    const m = b.legalMovesDetailed().find((x) => x.move === move);
    const white = b.turn();
    b.delete();
    assert.ok(m, `${move} is legal in ${fen}`);
    if (m.drop) await click(`#hand-${white ? 'white' : 'black'} [data-hand="${white ? m.drop : m.drop.toLowerCase()}"]`);
    else await click(`[data-square="${m.from}"]`);
    await click(`[data-square="${m.to === m.from && m.victims.length ? m.victims[0] : m.to}"]`);
    for (let i = 0; i < 3 && (await shownFen()) === fen; i++) {
      if (await page.$eval('#chooser', (c) => !c.hidden)) {
        const choice = (await page.$(`#chooser [data-choice="${m.promotion}"]`)) ? m.promotion : m.move;
        await click(`#chooser [data-choice="${choice}"]`);
      } else if (m.duck) {
        await click(`[data-square="${m.duck}"]`);
      }
    }
  }

  async function script(variant, moves, fen) {
    const played = [];
    for (const mv of moves) {
      const before = await shownFen();
      const move = typeof mv === 'function' ? mv(before) : mv;
      await playByClicks(variant, before, move);
      played.push(move);
      assert.equal(await shownFen(), cliFen(variant, played, fen), `${variant} after ${played.join(' ')}`);
      checks++;
    }
    return played;
  }

  const first = (v) => (fen) => {
    const b = new oracle.Board(v, fen);
    const m = b.legalMoves()[0];
    b.delete();
    return m;
  };
  const scripts = {
    chess: ['e2e4', 'e7e5', 'g1f3'],
    duck: ['e2e4,d5', (fen) => first('duck')(fen)],
    loonybird: ['b1a3', 'b7a5', 'a3a5', 'b6b5', 'B@b1'],
    birds: ['e2e6', 'a7a6', 'e6d7,e6'],
    friendly: ['e2c3,c3e2', (fen) => first('friendly')(fen)],
  };

  for (const v of oracle.variants()) {
    await step(`${v}: select, start FEN, moves by clicks`, async () => {
      await selectVariant(v);
      assert.equal(await shownFen(), cliFen(v, []));
      const moves = scripts[v] || [first(v), first(v)];
      await script(v, moves);
      await page.screenshot({ path: path.join(shots, `${v}.png`) });
      await click('#undo');
      const undone = await shownFen();
      assert.notEqual(undone, '');
    });
  }

  await step('chess: FEN in, promotion by choice', async () => {
    await selectVariant('chess');
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    await page.$eval('#fen', (e, f) => { e.value = f; }, fen);
    await click('#fen-set');
    assert.equal(await shownFen(), cliFen('chess', [], fen));
    await playByClicks('chess', fen, 'a7a8n');
    assert.equal(await shownFen(), cliFen('chess', ['a7a8n'], fen));
    await page.screenshot({ path: path.join(shots, 'promotion.png') });
    await page.$eval('#fen', (e) => { e.value = '8/8/8 w - - 0 1'; });
    await click('#fen-set');
    assert.match(await page.$eval('#fen-error', (e) => e.textContent), /column/);
  });

  await step('friendly: a capture and a rifle capture share their squares; the chooser tells them apart', async () => {
    await selectVariant('friendly');
    const fen = 'tmdcffffcdmt/jyelaMgsuoih/1pbknzznkbpx/x11/12/12/12/12/2T9/XPBKNZZNKBPX/HIOUSGGALEYJ/2DCFFFFCDMT b - - 0 2';
    await page.$eval('#fen', (e, f) => { e.value = f; }, fen);
    await click('#fen-set');
    await click('[data-square="h12"]');
    await click('[data-square="f11"]');
    assert.equal(await page.$eval('#chooser', (c) => !c.hidden), true);
    const options = await page.$$eval('#chooser-options button', (bs) => bs.map((b) => b.dataset.choice).sort());
    assert.deepEqual(options, ['h12f11', 'h12f11,h12']);
    await page.screenshot({ path: path.join(shots, 'chooser.png') });
    await click('#chooser [data-choice="h12f11,h12"]');
    assert.equal(await shownFen(), cliFen('friendly', ['h12f11,h12'], fen));
    checks++;
  });

  await step('editor: an error typed into the variant text is reported at its line', async () => {
    await selectVariant('chess');
    const text = await page.$eval('#editor', (e) => e.value);
    const lines = text.replace(/\n+$/, '').split('\n');
    await page.$eval('#editor', (e, t) => { e.value = t; e.dispatchEvent(new Event('input')); }, lines.join('\n'));
    await page.focus('#editor');
    await page.keyboard.down('Control');
    await page.keyboard.press('End');
    await page.keyboard.up('Control');
    await page.keyboard.type('\npiece W Wazir Wq');
    await page.waitForSelector('#errors[data-line]', { timeout: 5000 });
    assert.equal(await page.$eval('#errors', (e) => Number(e.dataset.line)), lines.length + 1);
    assert.equal(await page.$eval('#errors', (e) => Number(e.dataset.column)), 'piece W Wazir Wq'.length + 1);
    assert.equal(await page.$eval('#editor', (e) => e.getAttribute('aria-invalid')), 'true');
    await page.screenshot({ path: path.join(shots, 'editor-error.png') });
    await page.keyboard.press('Backspace');   // "Wq" -> "W": valid again, and the board plays it
    await page.waitForSelector('#errors .ok', { timeout: 5000 });
    assert.equal(await page.$eval('#piece-list', (e) => !!e.querySelector('[data-piece="W"]')), true);
  });

  await step('perft in a Web Worker, with progress, agrees with the CLI', async () => {
    await selectVariant('chess');
    await page.$eval('#perft-depth', (e) => { e.value = '3'; });
    await click('#perft-run');
    await page.waitForSelector('#perft-out[data-nodes]', { timeout: 30000 });
    const n = await page.$eval('#perft-out', (e) => Number(e.dataset.nodes));
    const want = Number(/Nodes searched: (\d+)/.exec(execFileSync(cli, ['perft', 'chess', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }))[1]);
    assert.equal(n, want);
    assert.equal(await page.$eval('#perft-progress', (e) => e.value === e.max), true);
  });

  await step('circular: a note under the ring board says its a- and p-files join; none for chess', async () => {
    await selectVariant('circular');
    assert.equal(await page.$eval('#board-note', (e) => e.hidden), false);
    assert.match(await page.$eval('#board-note', (e) => e.textContent), /the a- and p-files are adjacent/);
    await selectVariant('chess');
    assert.equal(await page.$eval('#board-note', (e) => e.hidden), true);
    checks++;
  });

  await step('raumschach: the levels side by side, named, A to E from left to right; a click on level B', async () => {
    await selectVariant('raumschach');
    assert.match(await page.$eval('#game-name', (e) => e.textContent), /5×5×5/);
    const box = (sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; });
    const labels = await page.$$eval('#board .level-label', (ls) => ls.map((l) => { const r = l.getBoundingClientRect(); return { text: l.textContent, x: r.x, w: r.width, bottom: r.bottom }; }));
    assert.deepEqual(labels.map((l) => l.text), ['Level A', 'Level B', 'Level C', 'Level D', 'Level E']);
    for (let i = 1; i < labels.length; i++) assert.ok(labels[i].x > labels[i - 1].x, `${labels[i].text} right of ${labels[i - 1].text}`);
    // each level is a 5x5 board under its name: a1 bottom left, e5 top right; the next level
    // starts right of the previous one's e-file, on the same rows
    for (const [i, level] of ['A', 'B', 'C', 'D', 'E'].entries()) {
      const [a1, e1, a5] = [await box(`[data-square="${level}a1"]`), await box(`[data-square="${level}e1"]`), await box(`[data-square="${level}a5"]`)];
      assert.ok(e1.x > a1.x && Math.abs(e1.y - a1.y) < 1, `${level}e1 right of ${level}a1`);
      assert.ok(a5.y < a1.y && Math.abs(a5.x - a1.x) < 1, `${level}a5 above ${level}a1`);
      assert.ok(a5.y >= labels[i].bottom - 1, `Level ${level} named above its rank 5`);
      assert.ok(Math.abs(labels[i].x + labels[i].w / 2 - (a1.x + 2.5 * a1.w)) < a1.w / 2, `Level ${level}'s name over its files`);
      if (i > 0) {
        const before = await box(`[data-square="${'ABCDE'[i - 1]}e1"]`);
        assert.ok(a1.x > before.x + before.w - 1 && Math.abs(a1.y - before.y) < 1, `${level}a1 right of the level before`);
      }
    }
    // the arrow keys cross from level A's e-file to level B's a-file (the focus starts on Aa1)
    await page.focus('[data-square="Aa1"]');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'Ba1');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'Ba2');
    // a click on Bb2 (a white pawn of level B) selects that square and marks its moves
    const start = await shownFen();
    await click('[data-square="Bb2"]');
    assert.deepEqual(await page.$$eval('.sq.selected', (e) => e.map((x) => x.dataset.square)), ['Bb2']);
    const b = new oracle.Board('raumschach', start);
    const want = [...new Set(b.legalMovesDetailed().filter((m) => m.from === 'Bb2').map((m) => m.to))].sort();
    b.delete();
    assert.ok(want.length > 0);
    assert.deepEqual(await page.$$eval('.sq.target', (e) => e.map((x) => x.dataset.square).sort()), want);
    await click(`[data-square="${want[0]}"]`);
    assert.equal(await shownFen(), cliFen('raumschach', [`Bb2${want[0]}`]));
    await page.screenshot({ path: path.join(shots, 'raumschach-levels.png') });
    checks++;
  });

  await step('keyboard: arrow keys move the focus, Enter selects a piece', async () => {
    await selectVariant('chess');
    await page.focus('[data-square="a1"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'b2');
    await page.keyboard.press('Enter');
    assert.equal(await page.$$eval('.sq.target', (e) => e.map((x) => x.dataset.square).sort().join(' ')), 'b3 b4');
  });

  // ---- against the computer ----
  const shownMoves = () => page.$$eval('#moves li', (ls) => ls.map((l) => l.textContent));
  const setComputer = async (side, ms) => {
    await page.$eval('#engine-time', (e, v) => { e.value = String(v); }, ms);
    await page.select('#engine-side', side);
  };
  // The computer's reply: the move list grows to n moves and the search has ended.
  const computerReply = (n, timeout = 15000) => page.waitForFunction(
    (k) => document.querySelectorAll('#moves li').length >= k && !document.body.dataset.thinking, { timeout }, n);
  // How long the page takes to run a task and paint a frame (the page's responsiveness).
  const frameMs = () => page.evaluate(() => new Promise((ok) => {
    const t = performance.now();
    setTimeout(() => requestAnimationFrame(() => ok(performance.now() - t)), 0);
  }));
  let seed = 12345;
  const random = (n) => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };

  // A game against the computer from the start: the player (random legal moves, clicked) is
  // `human`; the computer thinks `ms` per move; until the game ends or `cap` plies.
  async function gameAgainstComputer(variant, human, ms, cap) {
    await selectVariant(variant);
    const b = new oracle.Board(variant);
    const started = Date.now();
    try {
      await setComputer(human === 'white' ? 'black' : 'white', ms);
      let slowest = 0;
      while (b.ply() < cap && b.outcome().termination === 'none') {
        if (b.turn() === (human === 'white')) {
          assert.equal(await shownFen(), b.fen(), `${variant}: the page shows the game`);
          const moves = b.legalMoves();
          const move = moves[random(moves.length)];
          await playByClicks(variant, b.fen(), move);
          b.push(move);
          assert.equal((await shownMoves())[b.ply() - 1], move, `${variant}: the player's move ${move} is played`);
        } else {
          slowest = Math.max(slowest, await frameMs());   // while the computer thinks
          await computerReply(b.ply() + 1);
          const reply = (await shownMoves())[b.ply()];
          assert.ok(b.legalMoves().includes(reply), `${variant}: the computer's ${reply} is legal in ${b.fen()}`);
          b.push(reply);
          assert.equal(await shownFen(), b.fen());
          const pv = await page.$eval('#engine-info', (e) => e.dataset.pv);
          assert.equal(pv.split(' ')[0], reply, `${variant}: the PV shown starts with the move played`);
          checks++;
        }
      }
      const o = b.outcome();
      console.log(`# ${variant}: player ${human}, ${b.ply()} plies, ${o.termination}${o.winner ? ` (${o.winner} wins)` : ''}; slowest frame while thinking ${slowest.toFixed(0)} ms; ${((Date.now() - started) / 1000).toFixed(1)} s`);
      assert.ok(slowest < 500, `the page answered within ${slowest} ms while the computer thought`);
      await page.screenshot({ path: path.join(shots, `computer-${variant}.png`) });
    } finally {
      b.delete();
      await setComputer('none', 1000);
    }
  }

  const computerGames = [['chess', 'white'], ['birds', 'black'], ['friendly', 'white'], ['shogi', 'black'], ['duck', 'white']];
  for (const [v, human] of computerGames)
    await step(`${v}: a game against the computer (player ${human}), moves clicked`, () => gameAgainstComputer(v, human, 30, 120));

  await step('the computer thinks in a worker: the page answers, Stop plays its best move so far', async () => {
    await selectVariant('chess');
    await setComputer('none', 20000);
    await click('#engine-go');
    await page.waitForSelector('#engine-info[data-depth]', { timeout: 10000 });
    const frames = [];
    for (let i = 0; i < 5; i++) frames.push(await frameMs());
    assert.ok(Math.max(...frames) < 300, `frames of ${frames.map((x) => x.toFixed(0)).join(', ')} ms while thinking`);
    assert.equal(await page.$eval('#engine-stop', (e) => e.disabled), false);
    const t = Date.now();
    await click('#engine-stop');
    await computerReply(1, 2000);
    assert.ok(Date.now() - t < 2000);
    const [move] = await shownMoves();
    const b = new oracle.Board('chess');
    assert.ok(b.legalMoves().includes(move), `${move} is legal`);
    b.delete();
    assert.match(await page.$eval('#engine-status', (e) => e.textContent), /stopped/);
    // a second search after the stop (a new worker)
    await page.$eval('#engine-time', (e) => { e.value = '50'; });
    await click('#engine-go');
    await computerReply(2);
  });

  await step('hint: the best move for the player, with its score and PV, from a position set by FEN', async () => {
    await selectVariant('chess');
    await setComputer('none', 300);
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
    await page.$eval('#fen', (e, f) => { e.value = f; }, fen);
    await click('#fen-set');
    await click('#engine-hint');
    await page.waitForSelector('#engine-status[data-hint]', { timeout: 10000 });
    assert.equal(await page.$eval('#engine-status', (e) => e.dataset.hint), 'h5f7');
    assert.match(await page.$eval('#engine-info', (e) => e.textContent), /mate in 1 for White/);
    assert.equal(await shownFen(), fen, 'a hint plays nothing');
  });

  await step('the computer plays a game typed into the editor, from a position set on the board, as White', async () => {
    await selectVariant('chess');
    const text = (await page.$eval('#editor', (e) => e.value)).replace(/\n+$/, '') + '\npiece W Wazir W\n';
    await page.$eval('#editor', (e, t) => { e.value = t; e.dispatchEvent(new Event('input')); }, text);
    await page.waitForSelector('#errors .ok', { timeout: 5000 });
    const fen = '4k3/8/8/8/8/8/8/WW2K3 w - - 0 1';
    await page.$eval('#fen', (e, f) => { e.value = f; }, fen);
    await click('#fen-set');
    assert.equal(await shownFen(), fen);
    oracle.loadVariant(text, 'typed', 'typed.variant');
    const b = new oracle.Board('typed', fen);
    try {
      await setComputer('white', 50);
      for (let i = 0; i < 3; i++) {
        await computerReply(b.ply() + 1);
        const reply = (await shownMoves())[b.ply()];
        assert.ok(b.legalMoves().includes(reply), `the computer's ${reply} is legal in ${b.fen()}`);
        b.push(reply);
        checks++;
        const moves = b.legalMoves();
        const move = moves[random(moves.length)];
        await playByClicks('typed', b.fen(), move);
        b.push(move);
      }
    } finally {
      b.delete();
      await setComputer('none', 1000);
    }
  });

  await step('a phone-width screen: the board fits', async () => {
    await page.setViewport({ width: 390, height: 844 });
    await selectVariant('friendly');
    const w = await page.$eval('#board', (e) => e.getBoundingClientRect().width);
    assert.ok(w <= 390, `board ${w}px wide`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 400));
    await page.screenshot({ path: path.join(shots, 'phone.png'), fullPage: false });
  });
  assert.deepEqual(errors, []);
} finally {
  await browser.close();
  server.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
console.log(`# ${checks} FEN checks after clicked moves; ${failures} failed steps; screenshots in build/web-test/`);
process.exit(failures ? 1 : 0);
