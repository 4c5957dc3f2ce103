// Moves as Fairy-Stockfish writes them, from Aviary's move strings (the choices of
// bindings/python/aviary/pyffish.py, so that the JS and Python facades agree): castling as the
// king's move (e1g1; e1g1h or h1e1h when a piece enters with it), on a Chess960 board as the
// king taking its rook (e1h1); a Duck move as the move, then the Duck's move from the
// destination (e2e4,e4d5). Other moves are written alike in both.

// Aviary's castling: the king's move, ',', the partner's move, each with a gated letter (a
// layered board's squares with their level, Aa1).
const CASTLING = /^([A-Z]?[a-z][0-9]+)([A-Z]?[a-z][0-9]+)([a-z]*),([A-Z]?[a-z][0-9]+)([A-Z]?[a-z][0-9]+)([a-z]*)$/;
// Fairy-Stockfish's Duck move: the move, ',', the Duck from the destination to its square.
const DUCK_FORM = /^(.+),([a-p][0-9]+)([a-p][0-9]+)$/;

function castleForm(text, kingTakesRook) {
  const [, kingFrom, kingTo, kingGate, rookFrom, , rookGate] = CASTLING.exec(text);
  if (rookGate) return rookFrom + kingFrom + rookGate;
  if (kingTakesRook) return kingFrom + rookFrom + kingGate;
  return kingFrom + kingTo + kingGate;
}

function withoutDuck(d) {
  return d.duck ? d.move.slice(0, d.move.lastIndexOf(',')) : d.move;
}

// [fsf, aviary] for each legal move of `board` (an Aviary board), in its order. Castling takes
// the king's form, or the king taking its rook where the king's form is also another move's,
// or Aviary's own where both are (as pyffish.py).
export function fsfMoves(board, is960) {
  const moves = board.legalMoves();
  if (!moves.some((m) => m.includes(','))) return moves.map((m) => [m, m]);
  const detailed = board.legalMovesDetailed();
  const forms = detailed.map((d) => {
    const base = withoutDuck(d);
    return d.castle ? [base, castleForm(base, is960), castleForm(base, true)] : [base];
  });
  const taken = new Map();
  detailed.forEach((d, i) => {
    const own = d.castle ? forms[i].slice(-2) : forms[i];
    for (const text of new Set(own)) taken.set(text + '|' + d.duck, (taken.get(text + '|' + d.duck) || 0) + 1);
  });
  return detailed.map((d, i) => {
    let base = forms[i][0];
    if (d.castle) base = forms[i].slice(1).find((t) => taken.get(t + '|' + d.duck) === 1) ?? base;
    if (d.duck) base += ',' + d.to + d.duck;
    return [base, d.move];
  });
}

// The Aviary move string of the move written `text` (either form), or null when it is none of
// the legal moves. `forms` is fsfMoves(board, is960).
export function toAviary(forms, text, is960) {
  if (is960) {   // e1h1 is castling before it is any king move
    const f = forms.find(([fsf]) => fsf === text);
    if (f) return f[1];
  }
  const duck = DUCK_FORM.exec(text);
  if (duck) {
    const own = duck[1] + ',' + duck[3];
    if (forms.some(([, a]) => a === own)) return own;
  }
  const own = forms.find(([, a]) => a === text) ?? forms.find(([fsf]) => fsf === text);
  return own ? own[1] : null;
}

// The Fairy-Stockfish form of the Aviary move string `aviary` (itself when not listed).
export function toFsf(forms, aviary) {
  const f = forms.find(([, a]) => a === aviary);
  return f ? f[0] : aviary;
}
