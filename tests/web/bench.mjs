// Benchmark (not a test): WebAssembly perft against the native CLI, side by side, on the same
// position and depth. Usage: node tests/web/bench.mjs [VARIANT] [DEPTH] [RUNS]  (chess 5 3)
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { loadAviary, root } from './load.mjs';

const [variant = 'chess', depth = '5', runs = '3'] = process.argv.slice(2);
const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const aviary = await loadAviary();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wasm = [], native = [];
let nodes = 0;
for (let i = 0; i < Number(runs); i++) {
  const b = new aviary.Board(variant);
  let t = performance.now();
  nodes = b.perft(Number(depth));
  wasm.push((performance.now() - t) / 1000);
  b.delete();
  t = performance.now();
  const out = execFileSync(cli, ['perft', variant, depth], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  native.push((performance.now() - t) / 1000);
  if (Number(/Nodes searched: (\d+)/.exec(out)[1]) !== nodes) throw new Error('node counts differ');
}
const w = median(wasm), n = median(native);
console.log(`perft ${variant} ${depth}: ${nodes} nodes`);
console.log(`native CLI (whole process): ${n.toFixed(3)} s, ${(nodes / n / 1e6).toFixed(1)} Mnps`);
console.log(`WebAssembly (Node ${process.version}): ${w.toFixed(3)} s, ${(nodes / w / 1e6).toFixed(1)} Mnps`);
console.log(`WebAssembly takes ${(w / n).toFixed(2)}x the native time (medians of ${runs} alternating runs)`);
