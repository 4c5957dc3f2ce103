// The WebAssembly module's JS API on every shipped variant, checked against the native CLI
// (build/aviary, or $AVIARY_CLI): legal moves, perft, describe and diagrams must agree.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';

import { loadAviary, root } from './load.mjs';

const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const cliPerft = (v, d, fen, moves) => Number(/Nodes searched: (\d+)/.exec(run('perft', v, String(d),
  ...(fen ? ['--fen', fen] : []), ...(moves ? ['--moves', moves] : [])))[1]);

// Square name -> FEN spelling (a letter, +P, Q~; null: empty) from a FEN's board field.
// (a hexagonal board: its cells in FEN order, `hexCells`, from variantInfo)
function fenCells(fen, files, ranks, levels = 1, hexCells = null) {
  const out = {};
  // (a layered board: levels from the highest down, apart by '|'; squares named Aa1 .. Ee5)
  const rows = fen.split(' ')[0].replace(/\[.*\]/, '').split(/[/|]/);
  const perLevel = ranks / levels;
  let k = 0;   // (the cells of a hexagonal board in turn)
  const name = (f, row) => hexCells ? hexCells[k++] :
    (levels > 1 ? String.fromCharCode(65 + Math.floor(row / perLevel)) : '') +
    String.fromCharCode(97 + f) + (row % perLevel + 1);
  rows.forEach((row, i) => {
    let f = 0;
    // (an id may end in ' or ! (Dai shogi's C', L!); a doomed piece's ! may follow it)
    for (const tok of row.match(/\d+|\+?[^\d!+']~?'?!?!?/g)) {
      if (/^\d+$/.test(tok)) {
        for (let k = 0; k < Number(tok); k++) out[name(f++, ranks - 1 - i)] = null;
      } else {
        out[name(f++, ranks - 1 - i)] = tok;
      }
    }
  });
  assert.equal(Object.keys(out).length, hexCells ? hexCells.length : files * ranks);
  return out;
}

let aviary;
before(async () => {
  assert.ok(fs.existsSync(cli), `the native CLI is needed for comparison: ${cli}`);
  aviary = await loadAviary();
});

const shipped = fs.readdirSync(path.join(root, 'variants')).filter((f) => f.endsWith('.variant')).map((f) => f.slice(0, -8)).sort();

test('variants() lists every shipped variant file', () => {
  assert.deepEqual(aviary.variants(), shipped);
});

describe('every shipped variant', () => {
  for (const v of shipped) {
    test(v, () => {
      const info = aviary.variantInfo(v);
      const b = new aviary.Board(v);
      try {
        assert.equal(b.fen(), new aviary.Board(v, info.startFen).fen());
        assert.equal(b.turn(), info.startFen.split(' ')[1] !== 'b');   // (a drop-copy setup: Black)
        assert.equal(b.outcome().termination, 'none');
        const moves = b.legalMoves();
        assert.deepEqual([...moves].sort(), run('moves', v).trim().split('\n').sort());
        // (two plies where the start has hundreds of moves: the Duck's and the Amazons' placements)
        const depth = moves.length > 200 || v.startsWith('friendly') || v.startsWith('duck') ? 2 : 3;
        assert.equal(b.perft(depth), cliPerft(v, depth));
        // play the first move and the first reply, compare with the CLI, take both back
        const start = b.fen();
        b.push(moves[0]);
        // the side the FEN names: it changes, unless the turn goes on (moves-per-turn, whose
        // FENs have a last field: the moves left in the turn; a drop-copy setup); the CLI's
        // position after both plies is compared below
        const fields = b.fen().split(' ');
        assert.equal(b.turn(), fields[1] === 'w');
        const reply = b.legalMoves()[0];
        b.push(reply);
        const shown = run('show', v, '--moves', `${moves[0]} ${reply}`);
        assert.ok(shown.includes(b.fen()), `CLI shows ${b.fen()}`);
        // (by the moves: a FEN has no history, and in 3D chess a pawn stepped from a1 to a2
        // looks unmoved in one)
        assert.equal(b.perft(1), cliPerft(v, 1, null, `${moves[0]} ${reply}`));
        b.pop().pop();
        assert.equal(b.fen(), start);
        assert.equal(aviary.describe(v), run('describe', v));
        for (const p of info.pieces) {
          const d = aviary.pieceDiagram(v, p.letter);
          const text = d.text + (d.drops ? '\n' + d.drops.text : '');
          assert.equal(text, run('diagram', v, p.letter), `${v} ${p.letter}`);
          assert.ok(d.svg.startsWith('<?xml'));
        }
        const cells = fenCells(b.fen(), info.files, info.ranks, info.levels, info.hex && info.fenSquares);
        for (const [sq, letter] of Object.entries(cells)) {
          const p = b.pieceAt(sq);
          const shown = p ? p.fen ?? p.letter : null;   // (without a doomed piece's !)
          assert.ok(shown === letter || shown + '!' === letter, `${sq}: ${shown}, FEN ${letter}`);
        }
      } finally {
        b.delete();
      }
    });
  }
});

test('friendly perft(2) is 19859, as the native CLI counts', () => {
  const b = new aviary.Board('friendly');
  const n = b.perft(2);
  assert.equal(n, cliPerft('friendly', 2));
  assert.equal(n, 19859);
  b.delete();
});

test('checkmate, check and the outcome', () => {
  const b = new aviary.Board('chess');
  for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) b.push(m);
  assert.equal(b.isCheck(), true);
  assert.deepEqual(b.outcome(), { termination: 'checkmate', winner: 'black' });
  assert.deepEqual(b.legalMoves(), []);
  b.delete();
});

test('the moves left in a turn of several moves (Marseillais), 0 in chess', () => {
  const b = new aviary.Board('marseillais');
  assert.equal(b.movesLeftInTurn(), 2);
  b.push('e2e4');
  assert.equal(b.movesLeftInTurn(), 1);
  assert.equal(b.turn(), true);
  b.push('d2d4');
  assert.equal(b.turn(), false);
  assert.equal(b.movesLeftInTurn(), 2);
  assert.equal(b.fen().split(' ').at(-1), '2');
  b.delete();
  const c = new aviary.Board('chess');
  assert.equal(c.movesLeftInTurn(), 0);
  c.delete();
});

test('hands and drops (Loonybird)', () => {
  const fen = 'abckefg/ppppppp/7/7/7/PPPPPPP/ABCKEFG[Aab] w Qq - 0 1';
  const b = new aviary.Board('loonybird', fen);
  assert.equal(b.hand('white'), 'A');
  assert.equal(b.hand('black'), 'ab');
  const drops = b.legalMovesDetailed().filter((m) => m.drop);
  assert.ok(drops.length > 0);
  assert.equal(drops.length, run('moves', 'loonybird', '--fen', fen).split('\n').filter((l) => l.includes('@')).length);
  b.push(drops[0].move);
  assert.equal(b.hand('white'), '');
  assert.deepEqual(b.pieceAt(drops[0].to), { letter: 'A', name: b.pieceAt(drops[0].to).name, color: 'white' });
  b.delete();
});

test('a Duck move is the move then the Duck square; detailed moves say so', () => {
  const b = new aviary.Board('duck');
  const m = b.legalMovesDetailed().find((x) => x.move.startsWith('e2e4,'));
  assert.ok(m && m.from === 'e2' && m.to === 'e4' && m.duck === m.move.split(',')[1]);
  b.push(m.move);
  assert.equal(b.pieceAt(m.duck).color, 'neutral');
  b.delete();
});

test('a pickup takes the mover\'s own piece into its hand, no victim (Twilight chess)', () => {
  const b = new aviary.Board('twilight');
  const picks = b.legalMovesDetailed().filter((m) => m.pickup);
  assert.equal(picks.length, 15);   // every piece but the king
  const g1 = picks.find((m) => m.from === 'g1');
  assert.ok(g1 && g1.move === '@@g1');
  assert.deepEqual(g1.victims, []);
  b.push(g1.move);
  assert.equal(b.hand('white'), 'N');
  assert.equal(b.pieceAt('g1'), null);
  b.delete();
});

test('piece ids of several characters: Chu shogi\'s +X types', () => {
  const info = aviary.variantInfo('chushogi');
  assert.ok(info.pieces.every((p) => p.letter === p.id));
  assert.ok(info.pieces.some((p) => p.id === '+L'));
  const fields = info.startFen.split(' ');
  const ranks = fields[0].split('/');
  ranks[0] = '+l' + ranks[0].slice(1);   // both lances a12 and a1 promoted
  ranks[ranks.length - 1] = '+L' + ranks[ranks.length - 1].slice(1);
  const fen = [ranks.join('/'), ...fields.slice(1)].join(' ');
  const b = new aviary.Board('chushogi', fen);
  assert.equal(b.pieceAt('a1').letter, '+L');
  assert.equal(b.pieceAt('a12').letter, '+l');
  assert.equal(b.fen(), fen);
  assert.match(aviary.glyphSvg('', '+L', 'white'), /<svg/);
  b.delete();
});

test('loadVariant: a user variant, extends resolved to the shipped files', () => {
  const text = 'extends = chess\nname = Archchess\npiece A Archbishop BN glyph=bishop+knight\n' +
    'setup = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n';
  assert.equal(aviary.loadVariant(text, 'archchess'), 'archchess');
  assert.ok(aviary.variants().includes('archchess'));
  assert.equal(aviary.variantInfo('archchess').pieces.find((p) => p.letter === 'A').glyph, 'bishop+knight');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aviary-web-')), 'archchess.variant');
  fs.writeFileSync(file, text);
  const b = new aviary.Board('archchess');
  assert.deepEqual([...b.legalMoves()].sort(), run('moves', file).trim().split('\n').sort());
  assert.equal(b.perft(3), cliPerft(file, 3));
  b.delete();
});

test('loadVariant: a shipped key is not replaced (issue 30)', () => {
  assert.throws(() => aviary.loadVariant('extends = chess\nname = Mine\n', 'chess'),
    (e) => e.name === 'AviaryError' && /a shipped game is called 'chess'/.test(e.message));
  assert.equal(aviary.variants().filter((k) => k === 'chess').length, 1);
  assert.equal(aviary.variantInfo('chess').name, 'Orthodox chess');
});

test('variantInfo: which edges a wrapped board joins', () => {
  const pick = (k) => { const i = aviary.variantInfo(k); return [i.wrapFiles, i.wrapRanks]; };
  assert.deepEqual(pick('circular'), [true, false]);
  assert.deepEqual(pick('chess'), [false, false]);
  aviary.loadVariant('board = 5x5\nwrap = both\npiece K King K royal\nsetup = k4/5/5/5/2K2 w - - 0 1\n', 'torus-test');
  assert.deepEqual(pick('torus-test'), [true, true]);
});

test('errors are exceptions with file, line and column', () => {
  assert.throws(() => aviary.loadVariant('board = 8x8\npiece K King Kq royal\n', 'bad', 'my.variant'),
    (e) => e.name === 'AviaryError' && e.file === 'my.variant' && e.line === 2 && e.column === 16 && /Betza atom/.test(e.message));
  assert.throws(() => aviary.loadVariant('board = 8x8\nsetup = 8/8/8/8/8/8/8/8 w - - 0 1\npiece K King K roial\n', 'bad'),
    (e) => e.line === 3 && e.column === 16 && /did you mean 'royal'/.test(e.message));
  assert.throws(() => new aviary.Board('chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'),
    (e) => e.file === '<fen>' && e.column === 45);
  assert.throws(() => new aviary.Board('chesss'), (e) => /did you mean 'chess'/.test(e.message));
  const b = new aviary.Board('chess');
  assert.throws(() => b.push('e2e5'), /illegal move 'e2e5'/);
  assert.throws(() => b.pop(), /no move to take back/);
  assert.throws(() => b.pieceAt('z9'), /not a square/);
  assert.throws(() => b.hand('red'), /'white', 'black' or 'neutral'/);
  assert.throws(() => b.perft(-1), RangeError);
  assert.throws(() => b.perft(1.5), RangeError);
  assert.throws(() => b.push(42), TypeError);
  assert.throws(() => new aviary.Board(7), TypeError);
  assert.equal(b.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  b.delete();
});

test('notation diagrams as data match `aviary diagram --notation`', () => {
  const d = aviary.notationDiagram('cpR', 9, 10, 'e2');
  const out = run('diagram', '--notation', 'cpR', '--board', '9x10', '--square', 'e2');
  assert.equal(d.text.split('\n').slice(1).join('\n'), out.split('\n').slice(1).join('\n'));
  assert.deepEqual(d.legend.map((l) => l.mark), ['x']);
  assert.throws(() => aviary.notationDiagram('mRq'), (e) => e.line === 1 && e.column === 4);
  assert.throws(() => aviary.notationDiagram('R', 17, 8), RangeError);
});

test('effects: a rebirth and a flip, in the API and in SAN', () => {
  const circe = new aviary.Board('circe');
  circe.push('e2e4').push('d7d5');
  assert.deepEqual(circe.effects('e4d5'), [{ kind: 'appears', square: 'd7', letter: 'p', color: 'black' }]);
  assert.ok(circe.legalMovesSan().includes('exd5[P@d7]'));
  assert.ok(circe.legalMovesSan(false).includes('exd5'));
  assert.deepEqual(circe.effects('g1f3'), []);
  assert.throws(() => circe.effects('e4e6'));
  circe.delete();
  const othello = new aviary.Board('flipello');
  assert.deepEqual(othello.effects('P@e3'), [{ kind: 'changes-side', square: 'e4', letter: 'P', color: 'white' }]);
  othello.delete();
});

test('glyphs: figures in SVG, the letter as the fallback', () => {
  assert.match(aviary.glyphSvg('rook', 'R', 'white'), /^<svg[^>]*viewBox="0 0 40 40"><g><path/);
  assert.match(aviary.glyphSvg('', 'Q', 'black'), />Q<\/text>/);
});

test('legalMovesSan: one SAN per legal move, unique, in every shipped variant', () => {
  for (const v of aviary.variants()) {
    const b = new aviary.Board(v);
    const moves = b.legalMoves(), san = b.legalMovesSan();
    assert.equal(san.length, moves.length, v);
    assert.equal(new Set(san).size, san.length, `${v}: SAN must be unique`);
    b.delete();
  }
  const chess = new aviary.Board('chess');
  assert.ok(chess.legalMovesSan().includes('Nf3'));
  assert.ok(chess.legalMovesSan().includes('e4'));
  chess.delete();
});
