// The cheap calls of a move-by-move loop (issue 33): legalMoves() from one string, push() by
// the module's list of the position, pushIndex(), pop() keeping each ply's list, outcome() as a
// number. The lists must equal the per-move ones (legalMovesDetailed, the native CLI) in
// positions along a game, and every way of playing a move must reach the same FEN.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';

import { loadAviary, root } from './load.mjs';

const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const cliMoves = (v, fen) =>
  execFileSync(cli, ['moves', v, '--fen', fen], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').filter(Boolean);

let aviary;
before(async () => {
  assert.ok(fs.existsSync(cli), `the native CLI is needed for comparison: ${cli}`);
  aviary = await loadAviary();
});

// A game of a few plies, the same each run: the move at a varying place of each list.
function walk(b, plies, visit) {
  for (let ply = 0; ply < plies; ply++) {
    const moves = b.legalMoves();
    visit(moves);
    if (!moves.length) break;
    b.push(moves[(ply * 7 + 3) % moves.length]);
  }
}

const games = ['chess', 'crazyhouse', 'capablanca', 'xiangqi', 'shogi', 'duck', 'friendly', 'seirawan', 'loonybird', 'birds'];

test('legalMoves() equals the per-move list and the CLI along a game', () => {
  for (const v of games) {
    const b = new aviary.Board(v);
    walk(b, 10, (moves) => {
      const fen = b.fen();
      assert.deepEqual(moves, b.legalMovesDetailed().map((m) => m.move), `${v} ${fen}`);
      assert.deepEqual([...moves].sort(), cliMoves(v, fen).sort(), `${v} ${fen}`);
      assert.equal(b.legalMovesString(), moves.join(' '));
      assert.equal(b.numberLegalMoves(), moves.length);
      assert.equal(b.legalMovesSan().length, moves.length);
    });
    b.delete();
  }
});

test('a move string names one legal move, in every shipped variant along a game', () => {
  for (const v of aviary.variants()) {
    const b = new aviary.Board(v);
    walk(b, 6, (moves) => assert.equal(new Set(moves).size, moves.length, `${v} ${b.fen()}`));
    b.delete();
  }
});

test('pushIndex(i) plays legalMoves()[i]; pop() takes it back to the same FEN', () => {
  for (const v of games) {
    const b = new aviary.Board(v), c = new aviary.Board(v);
    walk(b, 8, (moves) => {
      if (!moves.length) return;
      const fen = b.fen();
      for (const i of [0, moves.length >> 1, moves.length - 1]) {
        c.push(moves[i]);
        b.pushIndex(i);
        assert.equal(b.fen(), c.fen(), `${v} ${fen} #${i} ${moves[i]}`);
        b.pop();
        c.pop();
        assert.equal(b.fen(), fen);
        assert.deepEqual(b.legalMoves(), moves, 'the list of the position popped back to');
      }
      c.push(moves[(b.ply() * 7 + 3) % moves.length]);   // keep c with b (walk plays this move)
    });
    b.delete();
    c.delete();
  }
});

test('a list is of its position: push and pop of other moves in between', () => {
  const b = new aviary.Board('chess');
  const start = b.legalMoves();
  b.push('e2e4').push('d7d5');
  const afterE4 = b.legalMoves();
  assert.ok(afterE4.includes('e4d5'));
  b.pop().pop();
  b.push('d2d4').push('d7d5');   // the same plies, other positions: not 1.e4 d5's list
  const fresh = new aviary.Board('chess', b.fen());
  assert.deepEqual(b.legalMoves(), fresh.legalMoves());
  assert.ok(!b.legalMoves().includes('e4d5'));
  assert.throws(() => b.push('e4d5'), /illegal move/);
  b.pushIndex(0).pushIndex(0);
  b.pop().pop().pop().pop();
  assert.deepEqual(b.legalMoves(), start);
  b.push('g1f3');
  assert.equal(b.fen(), 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  fresh.delete();
  b.delete();
});

test('the table of move names starts again when full: lists and pushes stay right', () => {
  const b = new aviary.Board('chess'), c = new aviary.Board('chess');
  b._g.limitNames(50);   // (a test knob of the raw class: 2^17 names otherwise)
  const start = b.legalMoves();
  const first = b._generation;
  walk(b, 16, (moves) => {
    assert.deepEqual(moves, b.legalMovesDetailed().map((m) => m.move), b.fen());
    assert.equal(b.fen(), c.fen());
    c.push(moves[(b.ply() * 7 + 3) % moves.length]);
  });
  assert.ok(b._generation > first, 'the names started again');
  for (let k = 0; k < 16; k++) b.pop();
  assert.deepEqual(b.legalMoves(), start);
  b.delete();
  c.delete();
  // a push by an id of the names before they start again (two pushes with no list between)
  const e = new aviary.Board('chess');
  e._g.limitNames(40);
  e.legalMoves();                  // 20 names
  e.push('e2e4').legalMoves();     // 40: full
  e.pop().push('d2d4');
  const before = e._generation;
  e.push('e7e5');                  // its id is of the old names: the list of 1.d4 restarts them
  const f = new aviary.Board('chess');
  assert.equal(e.fen(), f.push('d2d4').push('e7e5').fen());
  f.delete();
  e.legalMoves();
  assert.ok(e._generation > before, 'the names started again');
  e.delete();
});

test('push() still reads every spelling parse_move reads', () => {
  const b = new aviary.Board('chess', 'r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const played = (m) => {
    b.push(m);
    const f = b.fen();
    b.pop();
    return f;
  };
  assert.equal(played(' b7a8Q '), played('b7a8q'));   // spaces, a capital promotion letter
  assert.equal(played('e1g1'), played('e1g1,h1f1'));  // castling without its partner's move
  b.delete();
  const d = new aviary.Board('duck');
  d.push('e2e4,e5');
  const f = d.fen();
  d.pop();
  d.push('e2e4,e4e5');   // Fairy-Stockfish's form of the Duck's square
  assert.equal(d.fen(), f);
  d.delete();
});

test('pushIndex errors: an index off the list, not an integer', () => {
  const b = new aviary.Board('chess');
  assert.throws(() => b.pushIndex(20), (e) => e.name === 'AviaryError' && /index 20 \(there are 20\)/.test(e.message));
  assert.throws(() => b.pushIndex(-1), (e) => e.name === 'AviaryError');
  assert.throws(() => b.pushIndex(1.5), TypeError);
  assert.throws(() => b.pushIndex('0'), TypeError);
  assert.throws(() => b.push('e2e5'), (e) => e.name === 'AviaryError' && /illegal move 'e2e5'/.test(e.message));
  assert.equal(b.ply(), 0);
  b.delete();
});

test('outcome(): stalemate without a winner, mate, and none', () => {
  const s = new aviary.Board('chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.deepEqual(s.outcome(), { termination: 'stalemate', winner: null });
  assert.deepEqual(s.legalMoves(), []);
  assert.equal(s.legalMovesString(), '');
  assert.equal(s.numberLegalMoves(), 0);
  s.delete();
  const m = new aviary.Board('chess', '7k/8/6K1/8/8/8/8/5Q2 w - - 0 1');
  assert.deepEqual(m.outcome(), { termination: 'none', winner: null });
  m.push('f1f8');
  assert.deepEqual(m.outcome(), { termination: 'checkmate', winner: 'white' });
  m.delete();
});

test('a perft by legalMoves, push and pop counts what perft() counts', () => {
  const loop = (b, d) => {
    if (d === 0) return 1;
    let n = 0;
    for (const m of b.legalMoves()) {
      b.push(m);
      n += loop(b, d - 1);
      b.pop();
    }
    return n;
  };
  for (const v of ['chess', 'crazyhouse', 'shogi', 'duck', 'friendly']) {
    const b = new aviary.Board(v);
    const d = v === 'duck' || v === 'friendly' ? 1 : 3;
    assert.equal(loop(b, d), b.perft(d), v);
    b.delete();
  }
});
