// 10^6 push/pop cycles through the WebAssembly module (aviary.Board), across shipped games:
// each cycle pushes a legal move, reads the FEN, the legal moves' count and the outcome, and
// pops; boards are also made and deleted. Fails when the JS heap in use (after a garbage
// collection) or the module's heap at the end exceeds its figure after the first tenth by more
// than 4 MB + 5%, or a pop does not restore the position. (The process's resident memory is
// printed, not judged: V8 keeps freed pages.) Usage: node --expose-gc
// tests/soak/push_pop.mjs [CYCLES] (SOAK_TRACE=1 prints resident memory and both heaps every 100,000 cycles);
// exit 77 when the module is not built (tools/web build).
import fs from 'node:fs';
import path from 'node:path';

import { loadAviary, root } from '../web/load.mjs';

if (!fs.existsSync(path.join(root, 'web', 'aviary.wasm'))) {
  console.log('skipped: web/aviary.wasm is not built (tools/web build)');
  process.exit(77);
}
if (!globalThis.gc) { console.log('run with node --expose-gc: the memory figures need a collection first'); process.exit(2); }
const cycles = Number(process.argv[2] ?? 1000000);
const aviary = await loadAviary();
const games = ['chess', 'duck', 'shogi', 'crazyhouse', 'birds', 'xiangqi'];
let boards = games.map((v) => new aviary.Board(v));
const depth = games.map(() => 0);   // moves on each board past its start
let seed = 20261202;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const rssKb = () => Math.round(process.memoryUsage().rss / 1024);
const jsKb = () => Math.round(process.memoryUsage().heapUsed / 1024);
const wasmKb = () => Math.round(aviary.HEAP8.buffer.byteLength / 1024);
const growthLimit = (warmKb) => warmKb + 4096 + Math.floor(warmKb / 20);   // as tests/soak/memory.py
let warm = 0, wasmWarm = 0, rssWarm = 0;
for (let n = 0; n < cycles; n++) {
  const i = n % boards.length;
  let b = boards[i];
  const moves = b.legalMoves();
  if (!moves.length || depth[i] > 80) {   // a fresh board: made and deleted
    b.delete();
    boards[i] = b = new aviary.Board(games[i]);
    depth[i] = 0;
    continue;
  }
  const before = b.fen();
  b.push(moves[rand(moves.length)]);
  b.fen(); b.numberLegalMoves(); b.outcome();
  b.pop();
  if (b.fen() !== before) { console.log(`FAIL: cycle ${n}: pop did not restore ${before}`); process.exit(1); }
  if (rand(2)) { b.push(moves[rand(moves.length)]); depth[i]++; }
  if (n === Math.floor(cycles / 10)) { gc(); warm = jsKb(); wasmWarm = wasmKb(); rssWarm = rssKb(); }
  if (process.env.SOAK_TRACE && n % 100000 === 0) console.error(n, rssKb(), jsKb(), wasmKb());
}
gc();
const end = jsKb(), limit = growthLimit(warm);
const wasmEnd = wasmKb(), wasmLimit = growthLimit(wasmWarm);
console.log(`js: ${cycles} push/pop cycles, JS heap in use ${warm} kB after ${Math.floor(cycles / 10)}, ${end} kB at the end (limit ${limit} kB); ` +
            `the module's heap ${wasmWarm} kB, then ${wasmEnd} kB (limit ${wasmLimit} kB); resident ${rssWarm} kB, then ${rssKb()} kB (not judged: V8 keeps freed pages)`);
process.exit(end <= limit && wasmEnd <= wasmLimit ? 0 : 1);
