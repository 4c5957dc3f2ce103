// Fairy-Stockfish INI texts through the WebAssembly module: loadVariant reads one section,
// loadVariantConfig every section, and each converted game plays as the native CLI plays it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';

import { loadAviary, root } from './load.mjs';

const cli = process.env.AVIARY_CLI || path.join(root, 'build', 'aviary');
const sample = path.join(root, 'tests', 'ini', 'sample.ini');
const ini = fs.readFileSync(sample, 'utf8');
const cliPerft = (v, d) => Number(/Nodes searched: (\d+)/.exec(
  execFileSync(cli, ['perft', `${sample}:${v}`, String(d)], { encoding: 'utf8' }))[1]);

let aviary;
before(async () => { aviary = await loadAviary(); });

test('loadVariantConfig loads every section under its name, as the CLI counts it', () => {
  const r = aviary.loadVariantConfig(ini, 'sample.ini');
  const sections = [...ini.matchAll(/^\[([^\]:]+)/gm)].map((m) => m[1]);
  assert.ok(sections.length >= 5, 'the sample has its sections');
  assert.deepEqual(r.loaded, sections);
  assert.deepEqual(r.problems, []);
  for (const v of r.loaded) assert.equal(new aviary.Board(v).perft(3), cliPerft(v, 3), v);
});

test('loadVariantConfig reports the sections it leaves out, with their lines', () => {
  const r = aviary.loadVariantConfig('[ok1:chess]\n\n[nope:chess]\nwallOrMove = true\n', 'two.ini');
  assert.deepEqual(r.loaded, ['ok1']);
  assert.equal(r.problems.length, 1);
  assert.equal(r.problems[0].line, 4);
  assert.match(r.problems[0].message, /wallOrMove = true: Aviary cannot express/);
});

test('loadVariant reads the section named by the key, or the only one', () => {
  assert.equal(aviary.loadVariant(ini, 'minizh', 'sample.ini'), 'minizh');
  assert.equal(new aviary.Board('minizh').fen(), 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1');
  assert.equal(aviary.loadVariant('[solo:chess]\nking = k:W\n', 'mine'), 'mine');
  assert.throws(() => aviary.loadVariant(ini, 'custom'), /no section \[custom\] in the file \(it converts: riderchess/);
  assert.throws(() => aviary.loadVariant('[a:nosuch]\n', 'a'), /no parent 'nosuch'/);
  assert.throws(() => aviary.loadVariantConfig(42), TypeError);
});
