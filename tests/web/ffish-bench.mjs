// Benchmark (not a test): a perft driven move by move through the public JS API (list the legal
// moves, push each, recurse, pop; the last ply counted as its list's length), as a script or a bot does it, in aviary.js and in ffish.js,
// same process, same positions, after a warm-up run of each. Prints one row per game.
// ffish.js is not a dependency of this repository: install it in a folder outside it, e.g.
//   mkdir -p DIR && cd DIR && npm install ffish@0.7.10
// Usage: node tests/web/ffish-bench.mjs FFISH_DIR [DEPTH] [RUNS]   (or FFISH_DIR=DIR; depth 4, 3 runs)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { loadAviary } from './load.mjs';

const [dirArg, depthArg = '4', runsArg = '3'] = process.argv.slice(2);
const dir = dirArg || process.env.FFISH_DIR;
if (!dir) {
  console.error('usage: node tests/web/ffish-bench.mjs FFISH_DIR [DEPTH] [RUNS]  (FFISH_DIR: where `npm install ffish` ran)');
  process.exit(2);
}
const ffishFile = [path.join(dir, 'node_modules', 'ffish', 'ffish.js'), path.join(dir, 'ffish.js')].find((f) => fs.existsSync(f));
if (!ffishFile) throw new Error(`no ffish.js under ${dir} (npm install ffish there)`);
const depth = Number(depthArg), runs = Number(runsArg);
const games = ['chess', 'crazyhouse', 'capablanca', 'xiangqi', 'shogi'];

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

function time(makeBoard) {
  const board = makeBoard();
  try {
    loop(board, depth);   // warm-up
    const ms = [];
    let nodes = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      nodes = loop(board, depth);
      ms.push(performance.now() - t);
    }
    return { ms: ms.sort((a, b) => a - b)[Math.floor(runs / 2)], nodes };
  } finally {
    board.delete();
  }
}

console.log(`move-by-move perft ${depth} from the start (legalMoves, push, recurse, pop), median of ${runs} runs after a warm-up`);
console.log(`Node ${process.version}, ffish.js ${ffishVersion}`);
console.log('game        nodes      ffish ms   aviary ms   ffish/aviary');
for (const g of games) {
  const f = time(() => new ffish.Board(g));
  const a = time(() => new aviary.Board(g));
  if (f.nodes !== a.nodes) throw new Error(`${g}: ffish counts ${f.nodes}, aviary ${a.nodes}`);
  console.log(`${g.padEnd(11)} ${String(a.nodes).padStart(9)} ${f.ms.toFixed(0).padStart(10)} ${a.ms.toFixed(0).padStart(11)} ${(f.ms / a.ms).toFixed(2).padStart(14)}`);
}
