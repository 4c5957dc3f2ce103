// readGamePGN's reading, as ffish.js reads a PGN: the tag pairs, then the movetext's moves in
// SAN played one by one on a board of the [Variant] (lower case, a '960' suffix meaning
// Chess960 castling) from [FEN]; a move that is not legal is skipped, '*' ends the game.

const TAG = /^\[(\S+)\s+"((?:[^"\\]|\\.)*)"/;

// [tag lines, movetext]: the tags are the lines that open with '[' before the first other
// line that is not blank (a comment of the movetext may hold such lines too).
function split(text) {
  const lines = text.split(/\r?\n/);
  let n = 0;
  while (n < lines.length && !lines[n].trim()) n++;   // blank lines before the tags
  while (n < lines.length && lines[n].trim().startsWith('[')) n++;
  return [lines.slice(0, n), lines.slice(n).join('\n')];
}

export function tags(text) {
  const out = new Map();
  for (const line of split(text)[0]) {
    const t = TAG.exec(line.trim());
    if (t) out.set(t[1], t[2].replace(/\\(.)/g, '$1'));
  }
  return out;
}

// The movetext: what follows the tags, without comments, variations, NAGs and move numbers.
export function sanMoves(text) {
  const body = split(text)[1];
  let flat = '', depth = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') {
      const end = body.indexOf('}', i);
      i = end < 0 ? body.length : end;
      flat += ' ';
    } else if (c === ';' && depth === 0) {
      const end = body.indexOf('\n', i);
      i = end < 0 ? body.length : end;
    } else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) flat += c;
  }
  const out = [];
  for (let token of flat.split(/\s+/)) {
    token = token.replace(/^[0-9]+\.+/, '').replace(/[?!]+$/, '');
    if (token === '*') break;
    if (!token || token.startsWith('$') || /^(1-0|0-1|1\/2-1\/2)$/.test(token)) continue;
    out.push(token);
  }
  return out;
}

// The board's arguments for a game with tags `t`: [variant, fen, is960].
export function boardArguments(t) {
  const name = t.get('Variant') || 'chess';
  const is960 = name.endsWith('960');
  return [(is960 ? name.slice(0, -3) : name).toLowerCase(), t.get('FEN') || '', is960];
}
