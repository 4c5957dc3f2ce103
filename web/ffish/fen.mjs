// FENs as Fairy-Stockfish reads them, in the form Aviary's reader takes, and validateFen's
// integer codes. The same choices as bindings/python/aviary/pyffish.py (_new_board,
// validate_fen), so that the JS and Python facades agree. `info` is a variant's
// aviary.variantInfo(): files, ranks, hands, startFen, pieces.

export const FEN = Object.freeze({
  INVALID_COUNTING_RULE: -14, INVALID_CHECK_COUNT: -13, INVALID_PROMOTED_PIECE: -12,
  INVALID_NB_PARTS: -11, INVALID_CHAR: -10, TOUCHING_KINGS: -9, INVALID_BOARD_GEOMETRY: -8,
  INVALID_POCKET_INFO: -7, INVALID_SIDE_TO_MOVE: -6, INVALID_CASTLING_INFO: -5,
  INVALID_EN_PASSANT_SQ: -4, INVALID_NUMBER_OF_KINGS: -3, INVALID_HALF_MOVE_COUNTER: -2,
  INVALID_MOVE_COUNTER: -1, EMPTY: 0, OK: 1,
});

const NUMBER = /^[0-9]+$/;
const CHECKS_GIVEN = /^\+([0-9]+)\+([0-9]+)$/;
const CHECKS_LEFT = /^[0-9]+\+[0-9]+$/;

// [-] and a missing [...] for an empty hand, lichess's extra rank for the hand
// (.../RNBQKBNR/Np), [] in a game with no hands.
function boardPart(info, board) {
  board = board.replace('[-]', '[]');
  if (!board.includes('[') && info.hands) {
    const ranks = board.split('/');
    if (ranks.length === info.ranks + 1) return ranks.slice(0, -1).join('/') + '[' + ranks.at(-1) + ']';
    return board + '[]';
  }
  if (board.endsWith('[]') && !info.hands) return board.slice(0, -2);
  return board;
}

// The fields after the board in Aviary's order (side, castling, en passant, checks left,
// half-move clock, move number); the ones Fairy-Stockfish lets a FEN leave out filled in,
// check counts given (+0+2, at the end) turned into checks left, a counting rule's extra
// number dropped. Any other field is kept for Aviary's reader to judge.
function fields(info, given) {
  const checks = given.length ? CHECKS_GIVEN.exec(given.at(-1)) : null;
  const rest = checks ? given.slice(0, -1) : [...given];
  const side = rest.length && (rest[0] === 'w' || rest[0] === 'b') ? rest.shift() : 'w';
  let castling = '-', ep = '-';
  if (rest.length && (!NUMBER.test(rest[0]) || rest.length > 2)) {
    castling = rest.shift();
    const tailNumbers = rest.length === 3 && rest.every((f) => NUMBER.test(f));
    if (rest.length && !tailNumbers) ep = rest.shift();
  }
  const out = [side, castling, ep];
  const limits = info.startFen.split(' ').slice(1).filter((f) => CHECKS_LEFT.test(f));
  if (limits.length) {
    let left = rest.length && CHECKS_LEFT.test(rest[0]) ? rest.shift() : limits[0];
    if (checks) {
      const limit = limits[0].split('+').map(Number);
      left = (limit[0] - Number(checks[1])) + '+' + (limit[1] - Number(checks[2]));
    }
    out.push(left);
  }
  let tail = rest;
  if (tail.length === 3 && tail.every((f) => NUMBER.test(f))) tail = tail.slice(1);
  return out.concat(tail, ['0', '1'].slice(tail.length));
}

// Each letter no piece has, read as the one piece whose name starts with it (Fairy-Stockfish's
// h for a Horse in xiangqi and janggi, e for an Elephant).
function byNameInitials(info, board) {
  const letters = new Set(info.pieces.map((p) => p.letter));
  return [...board].map((c) => {
    const named = info.pieces.filter((p) => p.name[0]?.toUpperCase() === c.toUpperCase());
    if (!/[a-z]/i.test(c) || letters.has(c.toUpperCase()) || named.length !== 1) return c;
    return c === c.toUpperCase() ? named[0].letter : named[0].letter.toLowerCase();
  }).join('');
}

function aviaryFen(info, fen) {
  const parts = fen.trim().split(/\s+/);
  return [boardPart(info, parts[0])].concat(fields(info, parts.slice(1))).join(' ');
}

// The spellings of `fen` to try, Aviary's first; each may fail.
export function fenForms(info, fen) {
  if (!fen.trim()) return [fen];
  const plain = aviaryFen(info, fen.replace(/~/g, ''));
  return [fen, aviaryFen(info, fen), plain, byNameInitials(info, plain)];
}

const BAD_FLAG = /castling flag '(.)'/;

// A board of the first form that reads, castling flags that Aviary refuses (no king or rook
// on their square) dropped one by one as Fairy-Stockfish ignores them. `make(fen)` makes a
// board or throws Aviary's error; the error thrown is the one about `fen` as given.
export function readFen(info, fen, make, dropFlags = true) {
  let first = null;
  for (let text of fenForms(info, fen)) {
    for (let tries = 0; tries < 64; tries++) {
      try {
        return make(text);
      } catch (e) {
        first ??= e;
        const bad = dropFlags && BAD_FLAG.exec(message(e));
        const f = text.split(' ');
        if (!bad || f.length < 3 || !f[2].includes(bad[1])) break;
        f[2] = f[2].replace(bad[1], '') || '-';
        text = f.join(' ');
      }
    }
  }
  throw first;
}

export function message(e) {
  return (e && e.errors && e.errors[0] ? e.errors[0].message : String(e && e.message)).toLowerCase();
}

// validateFen's code for an Aviary FEN error: the first row whose words are in its message.
const CODES = [
  ['promot', FEN.INVALID_PROMOTED_PIECE], ['letter', FEN.INVALID_CHAR],
  ['is written', FEN.INVALID_CHAR], ['hand', FEN.INVALID_POCKET_INFO],
  ['rank', FEN.INVALID_BOARD_GEOMETRY], ['file', FEN.INVALID_BOARD_GEOMETRY],
  ['side to move', FEN.INVALID_SIDE_TO_MOVE], ['castling', FEN.INVALID_CASTLING_INFO],
  ['en passant', FEN.INVALID_EN_PASSANT_SQ], ['check', FEN.INVALID_CHECK_COUNT],
  ['half-move', FEN.INVALID_HALF_MOVE_COUNTER], ['halfmove', FEN.INVALID_HALF_MOVE_COUNTER],
  ['move number', FEN.INVALID_MOVE_COUNTER], ['fullmove', FEN.INVALID_MOVE_COUNTER],
  ['king', FEN.INVALID_NUMBER_OF_KINGS], ['royal', FEN.INVALID_NUMBER_OF_KINGS],
];

export function errorCode(info, e) {
  const text = message(e);
  const promoted = info.pieces.some((p) => (p.fen || '').startsWith('+'));
  if (promoted && text.includes("written '+")) return FEN.INVALID_PROMOTED_PIECE;
  const row = CODES.find(([word]) => text.includes(word));
  return row ? row[1] : FEN.INVALID_CHAR;
}

// How many royal pieces each side has on the board and in hand: "white black".
export function royals(info, board) {
  const royal = new Set(info.pieces.filter((p) => p.royal).map((p) => p.letter));
  const royalNames = new Set(info.pieces.filter((p) => p.royal).map((p) => p.name));
  const count = { white: 0, black: 0 };
  for (const color of ['white', 'black'])
    for (const c of board.hand(color)) count[color] += royal.has(c.toUpperCase());
  // (every square by its name: a layered board's Aa1 .. Ee5, a hexagonal board's cells)
  for (const square of info.fenSquares) {
    const p = board.pieceAt(square);
    if (p && p.color in count && royalNames.has(p.name)) count[p.color]++;
  }
  return count.white + ' ' + count.black;
}
