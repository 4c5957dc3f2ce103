// Loads web/aviary.js in Node. Emscripten 3.1.6's ES module output still reads the CommonJS
// globals `require` and `__dirname` when it runs under Node: provide them first.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'web');

export async function loadAviary() {
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= web;
  const { default: createAviary } = await import(pathToFileURL(path.join(web, 'aviary.js')).href);
  // Node's fetch cannot read file: URLs: hand the module its .wasm bytes.
  return createAviary({ wasmBinary: fs.readFileSync(path.join(web, 'aviary.wasm')) });
}
