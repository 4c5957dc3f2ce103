// Benchmark (not a test): WebAssembly perft against the native CLI, side by side, on the same
// position and depth. Usage: node tests/web/bench.mjs [VARIANT] [DEPTH] [RUNS]  (chess 5 3)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { loadAviary, root } from './load.mjs';

const [variant = 'chess', depth = '5', runs = '3'] = process.argv.slice(2);
const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const aviary = await loadAviary();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wasm = [], native = [], nativePerft = [];
let nodes = 0;
for (let i = 0; i < Number(runs); i++) {
  const b = new aviary.Board(variant);
  let t = performance.now();
  nodes = b.perft(Number(depth));
  wasm.push((performance.now() - t) / 1000);
  b.delete();
  t = performance.now();
  const r = spawnSync(cli, ['perft', variant, depth], { encoding: 'utf8' });
  native.push((performance.now() - t) / 1000);
  if (Number(/Nodes searched: (\d+)/.exec(r.stdout)[1]) !== nodes) throw new Error('node counts differ');
  nativePerft.push(Number(/time ([\d.]+) s/.exec(r.stderr)[1]));   // the CLI's own perft timing
}
const w = median(wasm), n = median(native), np = median(nativePerft);
console.log(`perft ${variant} ${depth}: ${nodes} nodes (medians of ${runs} alternating runs)`);
console.log(`native CLI perft (its own timing): ${np.toFixed(3)} s, ${(nodes / np / 1e6).toFixed(1)} Mnps; whole process ${n.toFixed(3)} s`);
console.log(`WebAssembly perft (Node ${process.version}): ${w.toFixed(3)} s, ${(nodes / w / 1e6).toFixed(1)} Mnps`);
console.log(`ratio: WebAssembly takes ${(w / np).toFixed(2)}x the native perft time (${(w / n).toFixed(2)}x the whole native process)`);
