// The JavaScript API of aviary.js (appended to the module by --post-js; modelled on ffish.js):
//
//   const aviary = await createAviary();
//   aviary.variants()                      // ['birds', ..., 'chess', ...] shipped + loaded
//   aviary.loadVariant(text, key?)         // compiles a variant file (or an INI section); returns its key
//   aviary.loadVariantConfig(iniText)      // every game of a Fairy-Stockfish INI text: {loaded, problems}
//   const b = new aviary.Board('chess');   // or new aviary.Board(key, fen)
//   b.legalMoves(); b.push('e2e4'); b.pop(); b.fen(); b.turn(); b.isCheck(); b.outcome();
//   b.perft(3); b.pieceAt('e2'); b.hand('white'); b.delete();
//   b.legalMovesString(); b.numberLegalMoves(); b.pushIndex(i)   // the cheap forms for a loop
//   b.search({movetime: 500, onInfo, shouldStop})  // the engine's move: {best, score, mate, depth, nodes, pv}
//
// Errors are thrown as Error objects with `file`, `line`, `column` and `errors` (every
// diagnostic); wrong argument types throw TypeError.
(function () {
  function aviaryError(errors) {
    const first = errors[0];
    const e = new Error(first.text.trimEnd());
    e.name = 'AviaryError';
    e.file = first.file;
    e.line = first.line;
    e.column = first.column;
    e.errors = errors;
    return e;
  }
  function check(r) {
    if (r && typeof r === 'object' && Array.isArray(r.errors)) throw aviaryError(r.errors);
    return r;
  }
  function str(name, v) {
    if (typeof v !== 'string') throw new TypeError(name + ': expected a string, got ' + typeof v);
    return v;
  }
  function int(name, v, lo, hi) {
    if (!Number.isInteger(v) || v < lo || v > hi)
      throw new RangeError(name + ': expected an integer from ' + lo + ' to ' + hi + ', got ' + v);
    return v;
  }

  Module['variants'] = () => Module['_variants']();
  Module['variantText'] = (key) => Module['_variantText'](str('variantText', key));
  Module['loadVariant'] = (text, key = 'custom', file = '<variant>') =>
    check(Module['_loadVariant'](str('loadVariant', text), str('loadVariant key', key), str('loadVariant file', file)));
  // A Fairy-Stockfish INI text: every section that converts is loaded under its name;
  // {loaded: [names], problems: [errors of the sections left out]}.
  Module['loadVariantConfig'] = (text, file = '<ini>') =>
    Module['_loadVariantConfig'](str('loadVariantConfig', text), str('loadVariantConfig file', file));
  Module['variantInfo'] = (key) => check(Module['_variantInfo'](str('variantInfo', key)));
  Module['describe'] = (key) => check(Module['_describe'](str('describe', key)));
  Module['pieceDiagram'] = (key, piece, square = '') =>
    check(Module['_pieceDiagram'](str('pieceDiagram', key), str('pieceDiagram piece', piece), str('pieceDiagram square', square)));
  Module['notationDiagram'] = (notation, files = 8, ranks = 8, square = '') =>
    check(Module['_notationDiagram'](str('notationDiagram', notation), int('files', files, 1, 16),
                                     int('ranks', ranks, 1, 16), str('notationDiagram square', square)));
  Module['glyphSvg'] = (glyph, letter, color = 'white') =>
    Module['_glyphSvg'](str('glyphSvg', glyph), str('glyphSvg letter', letter), str('glyphSvg color', color));

  const searchKeys = ['depth', 'movetime', 'nodes', 'hash', 'onInfo', 'shouldStop'];
  function searchOptions(options) {
    if (options === null || typeof options !== 'object' || Array.isArray(options))
      throw new TypeError('search: expected an options object such as {movetime: 500}, got ' + (options === null ? 'null' : typeof options));
    for (const k of Object.keys(options))
      if (!searchKeys.includes(k)) throw new TypeError(`search: unknown option '${k}' (the options: ${searchKeys.join(', ')})`);
    const o = {
      depth: int('search depth', options.depth ?? 0, 0, 99),
      movetime: int('search movetime', options.movetime ?? 0, 0, 86400000),
      nodes: int('search nodes', options.nodes ?? 0, 0, Number.MAX_SAFE_INTEGER),
      hash: int('search hash', options.hash ?? 16, 1, 1024),
    };
    for (const k of ['onInfo', 'shouldStop']) {
      if (options[k] !== undefined && typeof options[k] !== 'function')
        throw new TypeError(`search ${k}: expected a function, got ${typeof options[k]}`);
      o[k] = options[k];
    }
    if (!o.depth && !o.movetime && !o.nodes && !o.shouldStop)
      throw new RangeError('search: give a limit (depth, movetime or nodes) or a shouldStop function');
    return o;
  }

  let terminations = null;   // Termination names by number (bindings.cpp)
  const winners = [null, 'white', 'black', 'neutral'];
  function moveError(text) {
    const e = new Error(text.trimEnd());
    e.name = 'AviaryError';
    e.file = '<move>';
    e.line = 1;
    e.column = 1;
    return e;
  }

  // Each position's legal moves are listed once in the module (kept per ply while later moves
  // are pushed and popped) and each move string is written once per game, so legalMoves(),
  // push(), pushIndex() and pop() cross the boundary with numbers and, now and then, the new
  // move strings as one string.
  class Board {
    constructor(variant, fen = '') {
      const g = new Module['_Game'](str('Board variant', variant), str('Board fen', fen));
      const e = g.error();
      if (e) {
        g.delete();
        throw aviaryError(e.errors);
      }
      this.variant = variant;
      this._g = g;
      this._generation = -1;    // the module's names (ids) of this game's moves, as legalMoves() saw them
      this._names = [];
      this._ids = new Map();
    }
    // The list crosses as the ids of the moves' names; the names not seen yet come as one string.
    legalMoves() {
      const a = this._g.legalIdsAddress() >> 2;
      const heap = HEAPU32;   // (emscripten's views of the module's memory, in scope here)
      const n = heap[a], known = heap[a + 1], generation = heap[a + 2];
      if (generation !== this._generation) {
        this._generation = generation;
        this._names = [];
        this._ids = new Map();
      }
      const names = this._names;
      if (known > names.length) {
        for (const s of UTF8ToString(this._g.namesFrom(names.length)).split(' ')) {
          this._ids.set(s, names.length);
          names.push(s);
        }
      }
      const out = new Array(n);
      for (let i = 0; i < n; i++) out[i] = names[heap[a + 3 + i]];
      return out;
    }
    // The legal moves as one string separated by spaces, as ffish.js gives them ('' for none).
    legalMovesString() { return this.legalMoves().join(' '); }
    numberLegalMoves() { return this._g.legalCount(); }
    // Every legal move with its squares: {move, from, to, drop, promotion, duck, victims, swap, castle,
    // pickup (a piece taken back into its owner's hand: from is its square)}.
    legalMovesDetailed() { return this._g.legalMovesDetailed(); }
    // The legal moves in SAN, with their rule effects (Bxd7[P@b8], P@d3[~d4]) unless `effects` is false.
    legalMovesSan(effects = true) { return this._g.legalMovesSan(!!effects); }
    // The rule effects of a legal move, by square: [{kind: 'changes-side' | 'appears' | 'removed',
    // square, letter, color}] (a flip, a rebirth, a piece blown up).
    effects(move) { return check(this._g.effects(str('effects', move))); }
    push(move) {
      const id = this._ids.get(move);   // a name of a list seen: played by its id
      if (id !== undefined && this._g.pushId(id, this._generation)) return this;
      if (!this._g.push(str('push', move))) throw moveError(this._g.pushError());
      return this;
    }
    // Plays legalMoves()[i] without its string crossing the boundary.
    pushIndex(i) {
      if (!Number.isInteger(i)) throw new TypeError('pushIndex: expected an integer, got ' + i);
      if (!this._g.pushIndex(i)) throw moveError(this._g.pushError());
      return this;
    }
    pop() {
      if (!this._g.pop()) throw new Error('pop: no move to take back');
      return this;
    }
    fen() { return UTF8ToString(this._g.fenAddress()); }
    turn() { return this._g.turn(); }        // true: White to move (as ffish.js)
    isCheck() { return this._g.isCheck(); }
    // moves-per-turn games: the moves the side to move still makes in this turn, this one
    // included (the FEN's last field); 0 in games of one move a turn
    movesLeftInTurn() { return this._g.movesLeftInTurn(); }
    outcome() {   // {termination: 'none'|'checkmate'|..., winner}
      const code = this._g.outcomeCode();
      if (!terminations) terminations = Module['_terminationNames']();
      return { termination: terminations[code >> 2], winner: winners[code & 3] };
    }
    perft(depth) { return this._g.perft(int('perft depth', depth, 0, 64)); }
    pieceAt(square) { return check(this._g.pieceAt(str('pieceAt', square))); }  // {letter, name, color} or null
    hand(color) { return check(this._g.hand(str('hand', color))); }              // ids, e.g. 'PPn' or '+R+R'
    ply() { return this._g.ply(); }
    // The engine's search of this position (the game so far counts for repetitions). Options:
    // depth (plies), movetime (ms), nodes: at least one limit, or shouldStop; hash: the table's
    // MiB (default 16); onInfo(info): each completed iteration, {depth, seldepth, score, mate,
    // nodes, nps, timeMs, pv}, returning false stops; shouldStop(): asked every 1024 nodes, true
    // stops. A stopped search returns the best move found so far. Scores are centipawns from
    // the side to move's view; mate: moves to mate (negative: being mated) or null. Returns
    // {best (null: no legal move), score, mate, depth, nodes, timeMs, pv}; pv and best are
    // move strings as legalMoves() gives them. An exception thrown by a callback stops the
    // search and is thrown by search().
    search(options = {}) {
      const o = searchOptions(options);
      let failure = null, stop = false;
      const info = o.onInfo && ((i) => {
        if (failure || stop) return;
        try {
          if (o.onInfo(i) === false) stop = true;
        } catch (e) {
          failure = e;
        }
      });
      const poll = (o.onInfo || o.shouldStop) && (() => {
        if (failure || stop) return true;
        try {
          return !!(o.shouldStop && o.shouldStop());
        } catch (e) {
          failure = e;
          return true;
        }
      });
      const t = performance.now();
      const r = this._g.search(o.depth, o.movetime, o.nodes, o.hash, info, poll);
      if (failure) throw failure;
      check(r);
      r.timeMs = Math.round(performance.now() - t);
      r.nps = r.timeMs > 0 ? Math.round(r.nodes * 1000 / r.timeMs) : r.nodes * 1000;
      return r;
    }
    clearSearch() { this._g.newGame(); return this; }   // forget the search's table (a new game)
    svg() { return this._g.svg(); }
    text() { return this._g.text(); }
    delete() {
      if (this._g) this._g.delete();
      this._g = null;
    }
  }
  Module['Board'] = Board;
})();
