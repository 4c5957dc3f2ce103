// The ffish.js facade (web/ffish): loading by require and import, ffish.js's return types and
// errors, and its moves checked against the module's own API (web/api.js).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';

import { loadAviary } from './load.mjs';

const require = createRequire(import.meta.url);
let ffish, aviary;

before(async () => {
  const handlers = () => process.listenerCount('uncaughtException') + process.listenerCount('unhandledRejection');
  const before = handlers();
  aviary = await loadAviary();
  assert.equal(handlers(), before, 'the module installs no process-wide error handlers');
  const loaded = require('../../web/ffish');
  let called = false;
  loaded.onRuntimeInitialized = () => { called = true; };
  assert.equal(typeof loaded.Board, 'undefined', 'the API arrives with the module, not before');
  await loaded.ready;
  assert.ok(called, 'onRuntimeInitialized is called once the module is ready');
  ffish = loaded;
});

describe('loading', () => {
  test('require returns the object at once; import gives one too', async () => {
    const { default: esm } = await import('../../web/ffish/ffish.mjs');
    assert.equal(await esm.ready, esm);
    const b = new esm.Board('chess');
    assert.equal(b.fen(), aviary.variantInfo('chess').startFen);
    b.delete();
    assert.equal(typeof ffish.Board, 'function');
    assert.equal(require('../../web/ffish'), ffish, 'require gives the same object each time');
  });
});

// A few positions of every shipped game: its start, then the first legal move played a few times.
function* positions() {
  for (const v of aviary.variants()) {
    const b = new aviary.Board(v);
    for (let ply = 0; ply < 3; ply++) {
      const moves = b.legalMoves();
      yield [v, b.fen(), moves];
      if (!moves.length) break;
      b.push(moves[moves.length >> 1]);
    }
    b.delete();
  }
}

describe('moves', () => {
  test('legalMoves lists the module\'s moves, each once, in Fairy-Stockfish\'s form', () => {
    let compared = 0;
    for (const [v, fen, own] of positions()) {
      const b = new ffish.Board(v, fen);
      const listed = b.legalMoves() === '' ? [] : b.legalMoves().split(' ');
      assert.equal(listed.length, own.length, `${v} ${fen}`);
      assert.equal(new Set(listed).size, listed.length, `${v}: a move string twice`);
      assert.equal(b.numberLegalMoves(), own.length);
      for (const m of own) if (!m.includes(',')) assert.ok(listed.includes(m), `${v} ${fen}: ${m}`);
      const step = Math.ceil(listed.length / 30);   // (30 of them: Duck games list thousands)
      for (const m of listed.filter((_, i) => i % step === 0)) {   // each plays, the stack gives it back
        assert.equal(b.push(m), true, `${v} ${fen}: ${m}`);
        assert.equal(b.moveStack(), m);
        b.pop();
      }
      assert.equal(b.fen(), fen);
      b.delete();
      compared++;
    }
    assert.ok(compared > 100);
  });

  test('push returns false for an illegal move and leaves the board as it was', () => {
    const b = new ffish.Board();
    assert.equal(b.push('e2e5'), false);
    assert.equal(b.push('z9z9'), false);
    assert.equal(b.pushSan('Nf6'), false);
    assert.equal(b.fen(), ffish.startingFen('chess'));
    assert.equal(b.push('e2e4'), true);
    assert.equal(b.turn(), false);
    b.delete();
  });

  test('castling is the king\'s move, and the king taking its rook on a Chess960 board', () => {
    const b = new ffish.Board('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    assert.ok(b.legalMoves().split(' ').includes('e1g1'));
    assert.equal(b.push('e1g1'), true);
    assert.equal(b.fen(), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    assert.equal(b.moveStack(), 'e1g1');
    b.delete();
    const c = new ffish.Board('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', true);
    assert.equal(c.is960(), true);
    assert.ok(c.legalMoves().split(' ').includes('e1h1'));
    assert.equal(c.push('e1h1'), true);
    assert.match(c.fen(), /R4RK1 b/);
    c.delete();
  });

  test('SAN as Fairy-Stockfish writes it: no rule effects after a flip', () => {
    const b = new ffish.Board('flipello');
    assert.ok(b.legalMovesSan().split(' ').includes('P@e3'));
    assert.equal(b.sanMove('P@e3'), 'P@e3');
    b.delete();
  });

  test('pushSan reads a promotion to a promoted type in Fairy-Stockfish\'s letters', () => {
    const b = new ffish.Board('crazyhouse', '4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1');
    assert.ok(b.legalMovesSan().split(' ').includes('b8=Q+'));
    assert.equal(b.pushSan('b8=Q+'), true);
    assert.equal(b.moveStack(), 'b7b8q');
    b.delete();
  });
});

describe('notation', () => {
  test('sanMove: SAN, LAN, and "" for an illegal move', () => {
    const b = new ffish.Board();
    assert.equal(b.sanMove('g1f3'), 'Nf3');
    assert.equal(b.sanMove('g1f3', ffish.Notation.LAN), 'Ng1-f3');
    assert.equal(b.sanMove('e2e4', ffish.Notation.LAN), 'e2-e4');
    assert.equal(b.sanMove('e2e5'), '');
    b.delete();
  });

  test('sanMove: the game\'s own notation by default, and the others by name', () => {
    const shogi = new ffish.Board('shogi');
    assert.equal(shogi.sanMove('g3g4'), 'P-36');
    assert.equal(shogi.sanMove('g3g4', ffish.Notation.SAN), 'Pg4');
    assert.equal(shogi.sanMove('g3g4', ffish.Notation.SHOGI_HODGES), 'P-3f');
    shogi.delete();
    const xq = new ffish.Board('xiangqi');
    assert.equal(xq.sanMove('b1c3'), 'Hc3');
    assert.equal(xq.sanMove('b1c3', ffish.Notation.XIANGQI_WXF), 'H8+7');
    xq.delete();
    const janggi = new ffish.Board('janggi');
    assert.equal(janggi.sanMove('b1c3', ffish.Notation.JANGGI), 'H02-83');
    janggi.delete();
  });

  test('variationSan numbers the moves and leaves the board unchanged', () => {
    const b = new ffish.Board();
    b.push('d2d4');
    const fen = b.fen();
    assert.equal(b.variationSan('d7d5 c2c4 d5c4'), '1...d5 2. c4 dxc4');
    assert.equal(b.variationSan('d7d5 c2c4', ffish.Notation.SAN, false), 'd5 c4');
    assert.equal(b.variationSan('d7d5 c2c5'), '');
    assert.equal(b.fen(), fen);
    assert.equal(b.moveStack(), 'd2d4');
    b.delete();
  });
});

describe('game state', () => {
  test('result and isGameOver: mate, claims, a variant\'s end', () => {
    const b = new ffish.Board();
    b.pushSanMoves('f3 e5 g4');
    assert.equal(b.result(), '*');
    b.pushSan('Qh4#');
    assert.equal(b.result(), '0-1');
    assert.equal(b.isGameOver(), true);
    b.reset();
    b.pushSanMoves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
    assert.equal(b.isGameOver(), false);
    assert.equal(b.isGameOver(true), true);
    assert.equal(b.result(true), '1/2-1/2');
    b.delete();
    const k = new ffish.Board('kingofthehill', '4k3/8/8/8/3K4/8/8/8 w - - 0 1');
    k.push('d4d5');
    assert.equal(k.result(), '1-0');
    k.delete();
  });

  test('counters, pocket, checks, captures and the drawing of the board', () => {
    const b = new ffish.Board('chess', 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3');
    assert.deepEqual([b.gamePly(), b.fullmoveNumber(), b.halfmoveClock()], [4, 3, 0]);
    assert.equal(b.isCapture('e5f6'), true);   // en passant
    assert.equal(b.isCapture('e5e6'), false);
    assert.equal(b.toString().split('\n')[3], '. . . p P p . .');
    b.setFen('4k3/8/8/8/8/8/8/4K2R b K - 0 1');
    assert.equal(b.checkedPieces(), '');
    b.setFen('4k2R/8/8/8/8/8/8/4K3 b - - 0 1');
    assert.equal(b.checkedPieces(), 'e8');
    assert.equal(b.isCheck(), true);
    assert.equal(b.hasInsufficientMaterial(false), true);
    assert.equal(b.hasInsufficientMaterial(true), false);
    b.delete();
    const z = new ffish.Board('crazyhouse', '4k3/8/8/8/8/8/8/4K3[QNpp] w - - 0 1');
    assert.equal(z.pocket(true), 'qn');
    assert.equal(z.pocket(false), 'pp');
    z.delete();
  });

  test('variant names as ffish.js takes them', () => {
    for (const name of ['', 'standard', 'Standard']) {
      const b = new ffish.Board(name);
      assert.equal(b.variant(), 'chess');
      b.delete();
    }
    assert.ok(ffish.variants().split(' ').includes('xiangqi'));
    assert.equal(ffish.capturesToHand('crazyhouse'), true);
    assert.equal(ffish.capturesToHand('chess'), false);
  });
});

describe('FENs', () => {
  test('validateFen gives ffish.js\'s codes', () => {
    assert.equal(ffish.validateFen(ffish.startingFen('chess')), 1);
    assert.equal(ffish.validateFen(''), 0);
    assert.equal(ffish.validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x'), -1);
    assert.equal(ffish.validateFen('rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'), -3);
    assert.equal(ffish.validateFen('8/8/8/8/8/8/8/8[Pp] w - - 0 1', 'chess'), -7);
    // every shipped game's start, layered boards (Aa1 .. Ee5) and turns of several moves too
    for (const v of ffish.variants().split(' '))
      assert.equal(ffish.validateFen(ffish.startingFen(v), v), 1, v);
    const noKing = ffish.startingFen('raumschach').replace('k', 'q');
    assert.equal(ffish.validateFen(noKing, 'raumschach'), -3);
  });

  test('a Board reads the FEN forms Fairy-Stockfish reads', () => {
    const b = new ffish.Board('crazyhouse', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Pn w KQkq - 0 1');
    assert.match(b.fen(), /\[Pn\] w/);
    b.setFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1');
    assert.equal(b.pocket(true), '');
    b.delete();
  });
});

describe('PGN and variant files', () => {
  test('readGamePGN: headers, and the mainline in Fairy-Stockfish\'s form', () => {
    const pgn = '[Event "a test"]\n[White "A"]\n[Black "B"]\n\n1. e4 {a comment\n[%clk 0:01]} e5 ' +
                '(1... c5 2. Nf3) 2. Nf3 $1 Nc6 3. Bc4 Bc5 4. O-O?! Nf6 *\n';
    const g = ffish.readGamePGN(pgn);
    assert.equal(g.headerKeys(), 'Event White Black');
    assert.equal(g.headers('White'), 'A');
    assert.equal(g.headers('Round'), '');
    assert.equal(g.mainlineMoves(), 'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 g8f6');
    g.delete();
  });

  test('loadVariantConfig adds the games of an INI text', () => {
    const got = ffish.loadVariantConfig('[ffishtestgame:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n');
    assert.deepEqual(got.loaded, ['ffishtestgame']);
    assert.ok(ffish.variants().split(' ').includes('ffishtestgame'));
    assert.equal(ffish.startingFen('ffishtestgame'), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  });
});

describe('errors', () => {
  test('arguments of the wrong type are a TypeError', () => {
    const b = new ffish.Board();
    assert.throws(() => new ffish.Board(1), TypeError);
    assert.throws(() => new ffish.Board('chess', '', 'yes'), TypeError);
    assert.throws(() => b.push(42), TypeError);
    assert.throws(() => b.pushMoves(['e2e4']), TypeError);
    assert.throws(() => b.pocket('white'), TypeError);
    assert.throws(() => b.sanMove('e2e4', 'LAN'), TypeError);
    assert.throws(() => b.result(1), TypeError);
    assert.throws(() => ffish.validateFen(null), TypeError);
    assert.throws(() => ffish.setOptionInt('Threads', '4'), TypeError);
    b.delete();
  });

  test('other errors are exceptions, never an exit', () => {
    assert.throws(() => new ffish.Board('no-such-game'), /no-such-game/);
    assert.throws(() => new ffish.Board('chess', 'not a fen'));
    assert.throws(() => ffish.setOption('No Such Option', 'x'), /No Such Option/);
    ffish.setOption('Threads', '1');   // a Fairy-Stockfish option: accepted
    const b = new ffish.Board();
    assert.throws(() => b.pop(), /no move/);
    b.delete();
  });
});
