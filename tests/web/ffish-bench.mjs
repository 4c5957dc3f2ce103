// Benchmark (not a test): a perft driven move by move through the public JS API (list the legal
// moves, push each, recurse, pop; the last ply counted as its list's length), as a script or a
// bot does it, in aviary.js and in ffish.js, same process, same positions, after a warm-up run
// of each. Prints one row per game.
// ffish.js is not a dependency of this repository: install it in a folder outside it, e.g.
//   mkdir -p DIR && cd DIR && npm install ffish@0.7.10
// Usage: node tests/web/ffish-bench.mjs FFISH_DIR [DEPTH] [RUNS]   (or FFISH_DIR=DIR; depth 4, 5 runs;
// GAMES=chess,shogi for other games than the five of the table)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { loadAviary } from './load.mjs';

const [dirArg, depthArg = '4', runsArg = '5'] = process.argv.slice(2);
const dir = dirArg || process.env.FFISH_DIR;
if (!dir) {
  console.error('usage: node tests/web/ffish-bench.mjs FFISH_DIR [DEPTH] [RUNS]  (FFISH_DIR: where `npm install ffish` ran)');
  process.exit(2);
}
const ffishFile = [path.join(dir, 'node_modules', 'ffish', 'ffish.js'), path.join(dir, 'ffish.js')].find((f) => fs.existsSync(f));
if (!ffishFile) throw new Error(`no ffish.js under ${dir} (npm install ffish there)`);
const depth = Number(depthArg), runs = Number(runsArg);
const games = (process.env.GAMES || 'chess,crazyhouse,capablanca,xiangqi,shogi').split(',');

// (ffish.js 0.7 is a CommonJS module object, ready once its runtime is initialised; without
// fetch it reads its .wasm from the disk, as Node's fetch cannot read a path)
const fetch = globalThis.fetch;
delete globalThis.fetch;
const ffish = createRequire(import.meta.url)(ffishFile);
globalThis.fetch = fetch;
if (!ffish.Board) await new Promise((ok) => { ffish.onRuntimeInitialized = ok; });
const aviary = await loadAviary();
const ffishVersion = JSON.parse(fs.readFileSync(path.join(path.dirname(ffishFile), 'package.json'), 'utf8')).version;

// The loop, written once for both: legalMoves() is ffish's space-separated string, or an array.
// The last ply is counted as the length of its list (as perft counts), not pushed.
function loop(board, d) {
  if (d === 0) return 1;
  let moves = board.legalMoves();
  if (typeof moves === 'string') moves = moves ? moves.split(' ') : [];
  if (d === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.push(m);
    n += loop(board, d - 1);
    board.pop();
  }
  return n;
}

// One board per library and game, a warm-up run of every game first (so that the engines'
// WebAssembly has been compiled by its optimising tier before any run counts), then the runs
// of the two libraries alternating.
const boards = games.map((g) => ({ game: g, ffish: new ffish.Board(g), aviary: new aviary.Board(g), ms: { ffish: [], aviary: [] }, nodes: {} }));
for (const b of boards) for (const lib of ['ffish', 'aviary']) b.nodes[lib] = loop(b[lib], depth);
for (const b of boards) {
  if (b.nodes.ffish !== b.nodes.aviary) throw new Error(`${b.game}: ffish counts ${b.nodes.ffish}, aviary ${b.nodes.aviary}`);
  for (let i = 0; i < runs; i++) {
    for (const lib of ['ffish', 'aviary']) {
      const t = performance.now();
      loop(b[lib], depth);
      b.ms[lib].push(performance.now() - t);
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`move-by-move perft ${depth} from the start (legalMoves, push, recurse, pop), median of ${runs} runs after a warm-up`);
console.log(`Node ${process.version}, ffish.js ${ffishVersion}`);
console.log('game        nodes      ffish ms   aviary ms   ffish/aviary');
for (const b of boards) {
  const f = median(b.ms.ffish), a = median(b.ms.aviary);
  console.log(`${b.game.padEnd(11)} ${String(b.nodes.aviary).padStart(9)} ${f.toFixed(0).padStart(10)} ${a.toFixed(0).padStart(11)} ${(f / a).toFixed(2).padStart(14)}`);
  b.ffish.delete();
  b.aviary.delete();
}
