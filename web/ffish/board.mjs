// ffish.js's Board over an Aviary board (web/api.js's Board; its `_g`, the module's game,
// for what api.js does not offer). Moves go in and out in Fairy-Stockfish's form (moves.mjs),
// FENs are read in the forms Fairy-Stockfish reads (fen.mjs).
import { bool, int, notation, str } from './check.mjs';
import { readFen } from './fen.mjs';
import { fsfMoves, toAviary, toFsf } from './moves.mjs';

const SAN = 1;
const CLAIMS = new Set(['fifty-moves', 'repetition']);   // draws a player may claim

function score(winner) {
  return winner === 'white' ? '1-0' : winner === 'black' ? '0-1' : '1/2-1/2';
}

// The FEN's board as ffish.js's toString() draws it: a row per rank, '.' for an empty square.
function drawing(fen) {
  const rows = fen.split(' ')[0].replace(/\[.*\]/, '').split('/');
  return rows.map((row) => {
    const cells = [];
    for (const tok of row.match(/[0-9]+|\+?[^0-9+]~?/g) || [])
      if (/^[0-9]+$/.test(tok)) cells.push(...Array(Number(tok)).fill('.'));
      else cells.push(tok.replace('~', ''));
    return cells.join(' ');
  }).join('\n');
}

const bare = (san) => san.replace(/[+#]+$/, '');

export function makeBoard(aviary, shared) {
  return class Board {
    constructor(variant = 'chess', fen = '', is960 = false) {
      str('Board variant', variant);
      str('Board fen', fen);
      this._is960 = bool('Board is960', is960);
      this._key = shared.key(variant, is960);
      this._b = null;
      this.setFen(fen);
    }

    // [fsf, aviary] for each legal move, listed once per position.
    _forms() {
      this._f ??= fsfMoves(this._b, this._is960);
      return this._f;
    }
    // Plays Aviary's move string `a` (legal here); `record`: as a move of the game.
    _make(a, record = true) {
      const forms = this._forms();
      if (!this._b._g.push(a)) return false;
      if (record) this._stack.push(toFsf(forms, a));
      this._f = null;
      return true;
    }
    _unmake() {
      if (!this._b._g.pop()) throw new Error('pop: no move to take back');
      this._f = null;
    }
    _aviary(move) { return toAviary(this._forms(), move, this._is960); }
    // The move written `san` in `note`, compared move by move (pushSan has the library read
    // SAN first: its coordinate form and the spellings it tolerates too).
    _fromSan(san, note) {
      const f = this._forms().find(([, a]) => bare(this._san(a, note)) === bare(san));
      return f ? f[1] : null;
    }
    _san(a, note) { return this._b._g.san(a, note, false); }   // (Fairy-Stockfish's SAN: no effects)

    legalMoves() { return this._forms().map(([f]) => f).join(' '); }
    legalMovesSan() { return this._b.legalMovesSan(false).join(' '); }
    numberLegalMoves() { return this._b.numberLegalMoves(); }
    push(move) {
      const a = this._aviary(str('push', move));
      return a !== null && this._make(a);
    }
    pushSan(san, note = SAN) {
      str('pushSan', san);
      if (notation('pushSan notation', note) > SAN) {
        const a = this._fromSan(san, note);
        return a !== null && this._make(a);
      }
      const forms = this._forms();
      const played = this._b._g.pushSan(san);
      if (!played) {   // perhaps a promotion to a promoted type, in Fairy-Stockfish's letters
        const a = this._fromSan(san, SAN);
        return a !== null && this._make(a);
      }
      this._stack.push(toFsf(forms, played));
      this._f = null;
      return true;
    }
    pushMoves(moves) {
      for (const m of str('pushMoves', moves).split(' ')) if (m) this.push(m);
    }
    pushSanMoves(moves, note = SAN) {
      notation('pushSanMoves notation', note);
      for (const m of str('pushSanMoves', moves).split(' ')) if (m) this.pushSan(m, note);
    }
    pop() {
      this._unmake();
      this._stack.pop();
    }
    reset() { this.setFen(''); }
    is960() { return this._is960; }
    // showPromoted and countStarted are checked and ignored: Aviary's FEN marks promoted
    // pieces where the game's FEN does, and Aviary has no counting rules.
    fen(showPromoted = false, countStarted = 0) {
      bool('fen showPromoted', showPromoted);
      int('fen countStarted', countStarted);
      return this._b.fen();
    }
    setFen(fen) {
      const board = readFen(shared.info(this._key), str('setFen', fen), (t) => new aviary.Board(this._key, t));
      if (this._b) this._b.delete();
      this._b = board;
      this._stack = [];
      this._f = null;
    }
    sanMove(move, note = 0) {
      str('sanMove', move);
      notation('sanMove notation', note);
      const a = this._aviary(move);
      return a === null ? '' : this._san(a, note);
    }
    // The moves in SAN with move numbers ("1...e5 2. Nf3"); "" when one is not legal.
    variationSan(moves, note = SAN, moveNumbers = true) {
      str('variationSan', moves);
      notation('variationSan notation', note);
      bool('variationSan moveNumbers', moveNumbers);
      const out = [];
      let made = 0, legal = true;
      for (const text of moves.split(' ')) {
        const a = this._aviary(text);
        if (a === null) {
          legal = false;
          break;
        }
        const white = this.turn(), number = this.fullmoveNumber(), san = this._san(a, note);
        if (!moveNumbers) out.push(san);
        else if (made === 0) out.push(number + (white ? '. ' : '...') + san);
        else out.push(white ? number + '. ' + san : san);
        if (!this._make(a, false)) {
          legal = false;
          break;
        }
        made++;
      }
      for (; made > 0; made--) this._unmake();
      return legal ? out.join(' ') : '';
    }
    turn() { return this._b.turn(); }
    fullmoveNumber() { return this._b._g.fullmoveNumber(); }
    halfmoveClock() { return this._b._g.halfmoveClock(); }
    gamePly() { return 2 * (this.fullmoveNumber() - 1) + (this.turn() ? 0 : 1); }
    hasInsufficientMaterial(white) {
      return this._b._g.insufficientMaterial(bool('hasInsufficientMaterial', white));
    }
    isInsufficientMaterial() { return this._b._g.insufficientMaterial(true) && this._b._g.insufficientMaterial(false); }
    isGameOver(claimDraw = false) {
      bool('isGameOver claimDraw', claimDraw);
      if (this.isInsufficientMaterial() || this.numberLegalMoves() === 0) return true;
      const t = this._b.outcome().termination;
      return CLAIMS.has(t) ? claimDraw : t !== 'none';
    }
    // A variant's end first (a royal piece taken, ...), then insufficient material, mate and
    // stalemate (draw odds applied by the library), then the draws claimed, under claimDraw.
    result(claimDraw = false) {
      bool('result claimDraw', claimDraw);
      const { termination: t, winner } = this._b.outcome();
      const noMove = t === 'checkmate' || t === 'stalemate';
      if (t !== 'none' && !noMove && !CLAIMS.has(t)) return score(winner);
      if (this.isInsufficientMaterial()) return '1/2-1/2';
      if (noMove || (claimDraw && CLAIMS.has(t))) return score(winner);
      return '*';
    }
    checkedPieces() { return this._b._g.checkedSquares(); }
    isCheck() { return this._b.isCheck(); }
    isBikjang() { return this._b._g.isBikjang(); }
    isCapture(move) {
      const a = this._aviary(str('isCapture', move));
      return a !== null && this._b._g.isCapture(a);
    }
    moveStack() { return this._stack.join(' '); }
    pocket(white) { return this._b.hand(bool('pocket', white) ? 'white' : 'black').toLowerCase(); }
    toString() { return drawing(this._b.fen()); }
    toVerboseString() { return this._b.text(); }
    variant() { return shared.base(this._key); }
    delete() {
      if (this._b) this._b.delete();
      this._b = null;
    }
  };
}
