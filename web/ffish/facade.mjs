// ffish.js's API (Fairy-Stockfish's JavaScript library) over Aviary's WebAssembly module
// (web/aviary.js), for programs written for ffish.js: the same functions, arguments and
// return types (moves as one string separated by spaces, push() false for an illegal move).
// attach(target) fills `target` with the API once the module has loaded, then calls its
// onRuntimeInitialized, as ffish.js's Emscripten module does; ffish.js and ffish.mjs make
// the object and keep the promise as its `ready`. README ("ffish.js facade") lists where it
// differs from ffish.js on purpose.
import { makeBoard } from './board.mjs';
import { bool, int, str } from './check.mjs';
import { FEN, errorCode, readFen, royals } from './fen.mjs';
import { boardArguments, sanMoves, tags } from './pgn.mjs';

export const Notation = Object.freeze({
  DEFAULT: 0, SAN: 1, LAN: 2, SHOGI_HOSKING: 3, SHOGI_HODGES: 4, SHOGI_HODGES_NUMBER: 5,
  JANGGI: 6, XIANGQI_WXF: 7, THAI_SAN: 8, THAI_LAN: 9,
});
export const Termination = Object.freeze({
  ONGOING: 0, CHECKMATE: 1, STALEMATE: 2, INSUFFICIENT_MATERIAL: 3, N_MOVE_RULE: 4,
  N_FOLD_REPETITION: 5, VARIANT_END: 6,
});

// Fairy-Stockfish's UCI options: setOption accepts (and ignores) these, as pyffish.py does.
const OPTIONS = new Set([
  'Threads', 'Hash', 'Clear Hash', 'Ponder', 'MultiPV', 'Skill Level', 'Move Overhead',
  'Slow Mover', 'nodestime', 'UCI_Chess960', 'UCI_Variant', 'UCI_AnalyseMode',
  'UCI_LimitStrength', 'UCI_Elo', 'UCI_ShowWDL', 'SyzygyPath', 'SyzygyProbeDepth',
  'Syzygy50MoveRule', 'SyzygyProbeLimit', 'Use NNUE', 'EvalFile', 'VariantPath',
  'Protocol', 'Debug Log File', 'TsumeMode',
]);

// Loads web/aviary.js. Emscripten's ES module output reads the CommonJS globals `require` and
// `__dirname` under Node, and Node's fetch cannot read file: URLs: both are provided there.
async function loadModule() {
  const url = new URL('../aviary.js', import.meta.url);
  const options = {};
  if (typeof process === 'object' && process.versions && process.versions.node) {
    const { createRequire } = await import('node:module');
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const path = await import('node:path');
    globalThis.require ??= createRequire(url);
    globalThis.__dirname ??= path.dirname(fileURLToPath(url));
    options.wasmBinary = readFileSync(fileURLToPath(new URL('../aviary.wasm', import.meta.url)));
  }
  const { default: createAviary } = await import(url.href);
  return createAviary(options);
}

// The module-level functions over the loaded module `aviary`.
function functions(aviary, shared) {
  const Board = makeBoard(aviary, shared);
  class Game {
    constructor(text) {
      this._tags = tags(text);
      const [variant, fen, is960] = boardArguments(this._tags);
      this._board = new Board(variant, fen, is960);
      for (const san of sanMoves(text)) this._board.pushSan(san);
    }
    headerKeys() { return [...this._tags.keys()].join(' '); }
    headers(key) { return this._tags.get(str('headers', key)) ?? ''; }
    mainlineMoves() { return this._board ? this._board.moveStack() : ''; }
    delete() {
      if (this._board) this._board.delete();
      this._board = null;
    }
  }
  const option = (kind, check) => (name, value) => {
    str(kind + ' name', name);
    check(kind + ' value', value);
    if (!OPTIONS.has(name)) throw new Error(kind + ": no such option '" + name + "'");
    if (name === 'UCI_Chess960' && String(value) === 'true')
      throw new Error('UCI_Chess960: Aviary plays Chess960 per board (new Board(variant, fen, true))');
  };
  return {
    Board, Game, Notation, Termination,
    info: () => 'Aviary (ffish.js-compatible facade)',
    variants: () => aviary.variants().filter((v) => !shared.is960Key(v)).join(' '),
    startingFen: (v) => shared.info(shared.key(str('startingFen', v))).startFen,
    capturesToHand: (v) => shared.info(shared.key(str('capturesToHand', v))).capturesToHand,
    validateFen: (fen, variant = 'chess', is960 = false) => validateFen(aviary, shared,
      str('validateFen fen', fen), str('validateFen variant', variant), bool('validateFen is960', is960)),
    loadVariantConfig: (text) => aviary.loadVariantConfig(str('loadVariantConfig', text)),
    readGamePGN: (text) => new Game(str('readGamePGN', text)),
    setOption: option('setOption', str),
    setOptionInt: option('setOptionInt', int),
    setOptionBool: option('setOptionBool', bool),
  };
}

// FEN.OK for a FEN of `variant` in any form a Board takes, FEN.EMPTY for an empty one, else
// the code of Aviary's error (pyffish.py's validate_fen): INVALID_NUMBER_OF_KINGS when a side
// has other than as many royal pieces as in the start position.
function validateFen(aviary, shared, fen, variant, is960) {
  if (!fen.trim()) return FEN.EMPTY;
  const key = shared.key(variant, is960);
  const info = shared.info(key);
  let board;
  try {
    board = readFen(info, fen, (text) => new aviary.Board(key, text), false);
  } catch (e) {
    return errorCode(info, e);
  }
  const start = new aviary.Board(key);
  const same = royals(info, board) === royals(info, start);
  board.delete();
  start.delete();
  return same ? FEN.OK : FEN.INVALID_NUMBER_OF_KINGS;
}

// Variant names as ffish.js takes them, and the hidden Chess960 form of each game (Aviary's
// castling-start = any, loaded on first use), with each game's variantInfo() kept.
function sharedState(aviary) {
  const infos = new Map();
  const SUFFIX = '~chess960';
  const self = {
    is960Key: (k) => k.endsWith(SUFFIX),
    key(variant, is960 = false) {
      const base = variant === '' || variant.toLowerCase() === 'standard' ? 'chess' : variant;
      if (!is960 || self.is960Key(base)) return base;
      if (!aviary.variants().includes(base + SUFFIX))
        aviary.loadVariant('name = ' + self.info(base).name + ' (Chess960)\nextends = ' + base +
                           '\ncastling-start = any\n', base + SUFFIX);
      return base + SUFFIX;
    },
    base: (k) => (self.is960Key(k) ? k.slice(0, -SUFFIX.length) : k),
    info(key) {
      if (!infos.has(key)) infos.set(key, aviary.variantInfo(key));
      return infos.get(key);
    },
    forget: () => infos.clear(),   // after loadVariantConfig (a name may mean a new game)
  };
  return self;
}

export function attach(target) {
  return loadModule().then((aviary) => {
    const shared = sharedState(aviary);
    Object.assign(target, functions(aviary, shared));
    const load = target.loadVariantConfig;
    target.loadVariantConfig = (text) => {
      const got = load(text);
      shared.forget();
      return got;
    };
    if (typeof target.onRuntimeInitialized === 'function') target.onRuntimeInitialized();
    return target;
  });
}
