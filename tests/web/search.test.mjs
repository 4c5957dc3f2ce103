// The engine's search through the JS API (Board.search): a legal move in every shipped game,
// its reports, its limits, stopping it from a callback, and clear exceptions for bad arguments.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { loadAviary } from './load.mjs';

let aviary;
before(async () => {
  aviary = await loadAviary();
});

// Plays `line` from `fen` on a fresh board: each move must be legal where it is played.
function assertLine(variant, fen, line) {
  const b = new aviary.Board(variant, fen);
  try {
    for (const m of line) {
      assert.ok(b.legalMoves().includes(m), `${variant}: ${m} is legal in ${b.fen()} (line ${line.join(' ')})`);
      b.push(m);
    }
  } finally {
    b.delete();
  }
}

test('a legal move, and a legal principal variation, in every shipped game from its start', () => {
  for (const v of aviary.variants()) {
    const b = new aviary.Board(v);
    const fen = b.fen();
    const depths = [];
    // (a node limit too: where every move captures, as in Clobber, the captures searched past
    // the horizon make even depth 2 long)
    const r = b.search({ depth: 2, nodes: 50000, onInfo: (i) => { depths.push(i.depth); } });
    assert.ok(b.legalMoves().includes(r.best), `${v}: ${r.best} is legal`);
    assert.equal(r.pv[0], r.best, v);
    assert.ok(r.depth === 2 || r.nodes >= 50000, `${v}: depth ${r.depth} after ${r.nodes} nodes`);
    assert.deepEqual(depths, [1, 2].slice(0, r.depth), v);
    assert.ok(r.nodes > 0, v);
    assert.equal(b.fen(), fen, `${v}: the board is left as it was`);
    assertLine(v, fen, r.pv);
    b.delete();
  }
});

test('the reports: depth, score, nodes, PV in move names, one per completed iteration', () => {
  const b = new aviary.Board('shogi');
  const infos = [];
  const r = b.search({ depth: 3, onInfo: (i) => infos.push(i) });
  assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3]);
  for (const i of infos) {
    assert.ok(Number.isInteger(i.score) && i.nodes > 0 && i.seldepth >= i.depth && i.mate === null);
    assertLine('shogi', b.fen(), i.pv);
  }
  assert.deepEqual(r.pv, infos[2].pv);
  assert.equal(r.score, infos[2].score);
});

test('a mate in one is found and scored as a mate; a mated side has no move', () => {
  const fen = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
  const b = new aviary.Board('chess', fen);
  const r = b.search({ depth: 3 });
  assert.equal(r.best, 'h5f7');
  assert.equal(r.mate, 1);
  b.push('h5f7');
  assert.equal(b.outcome().termination, 'checkmate');
  const none = b.search({ depth: 3 });
  assert.equal(none.best, null);
  assert.deepEqual(none.pv, []);
  b.delete();
});

test('the game played so far counts: the search plays from the board after push()', () => {
  const b = new aviary.Board('duck');
  b.push(b.legalMoves()[0]);
  const r = b.search({ depth: 1 });
  assert.ok(b.legalMoves().includes(r.best));
  b.delete();
});

test('movetime and nodes limits are kept', () => {
  const b = new aviary.Board('chess');
  const t = performance.now();
  const r = b.search({ movetime: 300 });
  const ms = performance.now() - t;
  assert.ok(ms < 1500, `a 300 ms search took ${ms} ms`);
  assert.ok(r.depth >= 1 && b.legalMoves().includes(r.best));
  const n = b.search({ nodes: 3000 });
  assert.ok(n.nodes <= 3001, `${n.nodes} nodes`);
  b.delete();
});

test('shouldStop() stops a long search at once, with the best move found so far', () => {
  // (a ten-minute search: it returns only because shouldStop said stop, and it is not asked
  // again after that; no clock in the assertions, which a busy machine would trip)
  const b = new aviary.Board('friendly');
  const t = performance.now();
  let asked = 0, saidStop = 0;
  const r = b.search({
    movetime: 600000,
    shouldStop: () => {
      ++asked;
      if (!saidStop && asked > 1 && performance.now() - t > 200) saidStop = asked;
      return saidStop > 0;
    },
  });
  assert.ok(saidStop > 1);
  assert.equal(asked, saidStop, `asked ${asked - saidStop} more times after it said stop`);
  assert.ok(b.legalMoves().includes(r.best));
  b.delete();
});

test('onInfo returning false stops the search after that iteration', () => {
  const b = new aviary.Board('chess');
  const depths = [];
  const t = performance.now();
  const r = b.search({ depth: 60, onInfo: (i) => { depths.push(i.depth); return i.depth < 3; } });
  assert.deepEqual(depths, [1, 2, 3]);
  assert.ok(performance.now() - t < 3000);
  assert.ok(r.depth >= 3 && r.depth <= 4, `depth ${r.depth}`);
  assert.ok(b.legalMoves().includes(r.best));
  b.delete();
});

test('a game typed in (loadVariant) is searched like a shipped one', () => {
  const text = aviary.variantText('chess') + '\npiece W Wazir W\n';
  aviary.loadVariant(text, 'search-test');
  const b = new aviary.Board('search-test', 'k7/8/8/8/8/8/8/KW5q w - - 0 1');
  const r = b.search({ depth: 3 });
  assert.ok(b.legalMoves().includes(r.best));
  b.delete();
});

test('bad arguments throw clear JS exceptions; the board stays usable', () => {
  const b = new aviary.Board('chess');
  assert.throws(() => b.search('fast'), { name: 'TypeError', message: /search: expected an options object/ });
  assert.throws(() => b.search(null), { name: 'TypeError', message: /got null/ });
  assert.throws(() => b.search({ depht: 3 }), { name: 'TypeError', message: /unknown option 'depht'/ });
  assert.throws(() => b.search({}), { name: 'RangeError', message: /give a limit/ });
  assert.throws(() => b.search({ depth: -1 }), { name: 'RangeError', message: /search depth: expected an integer from 0 to 99, got -1/ });
  assert.throws(() => b.search({ depth: 2.5 }), { name: 'RangeError', message: /search depth/ });
  assert.throws(() => b.search({ movetime: '100' }), { name: 'RangeError', message: /search movetime/ });
  assert.throws(() => b.search({ depth: 2, hash: 0 }), { name: 'RangeError', message: /search hash/ });
  assert.throws(() => b.search({ depth: 2, onInfo: 'log' }), { name: 'TypeError', message: /search onInfo: expected a function, got string/ });
  assert.throws(() => b.search({ depth: 2, shouldStop: true }), { name: 'TypeError', message: /search shouldStop/ });
  const fen = b.fen();
  assert.throws(() => b.search({ depth: 5, onInfo: () => { throw new Error('from onInfo'); } }), /from onInfo/);
  assert.throws(() => b.search({ depth: 50, shouldStop: () => { throw new Error('from shouldStop'); } }), /from shouldStop/);
  assert.equal(b.fen(), fen);
  const r = b.search({ depth: 2 });
  assert.ok(b.legalMoves().includes(r.best));
  b.delete();
});
