// Aviary studio: edit a variant file, play it by clicks or against the computer, see each
// piece's move diagram, count perft. Everything comes from the WebAssembly module (aviary.js);
// no framework, no server code.
import createAviary from './aviary.js';
import { Engine } from './engine.js';

const t0 = performance.now();
const $ = (id) => document.getElementById(id);
const EDITOR_KEY = 'editor';

const state = {
  aviary: null,
  key: '',          // the variant key the board plays (a shipped name or EDITOR_KEY)
  info: null,       // variantInfo(key)
  board: null,      // aviary.Board
  played: [],       // move strings
  effects: [],      // each played move's rule effects (flips, rebirths), for the board
  startFen: '',
  moves: [],        // legalMovesDetailed() of the current position
  pick: null,       // {from} or {drop, color}: what the player picked
  pending: null,    // candidate moves after the first click(s)
  piece: '',        // the letter shown in the piece panel
  focus: '',        // the square that has the keyboard focus
  worker: null,
  engine: null,     // the computer player (engine.js)
  thinking: null,   // 'move' or 'hint' while the computer searches
  editorText: '',   // the editor's text last compiled without error
};

// ---- squares ----------------------------------------------------------------------------------

// A layered board (levels > 1) is drawn as its levels side by side, A on the left, each named
// above it; its squares are named by level letter, file and rank (Aa1). (f, r) is a square's
// file and its row counted over all levels stacked (r = level * levelRanks + rank), as the
// engine numbers them.
const levels = () => state.info.levels || 1;
const levelRanks = () => state.info.ranks / levels();
// A hexagonal board (hex) is drawn by its named ranks, each cell under its file: the regular
// hexagon's files a-l without j, each file's cells from rank 1 up (hexFileRanks); other
// hexagonal boards (`cells`, `hexagonal-ranks`) by file and rank as named. The grid's places
// that are no cell (fenSquares lists the cells) are left empty.
const hex = () => !!state.info.hex;
const skipJ = () => hex() && !!state.info.hexFileRanks;
let cellNames = null;
const isCell = (f, r) => {
  if (!hex()) return true;
  if (!cellNames || cellNames.info !== state.info) cellNames = { info: state.info, set: new Set(state.info.fenSquares) };
  return cellNames.set.has(squareName(f, r));
};
const fileName = (f) => String.fromCharCode(97 + f + (skipJ() && f >= 9 ? 1 : 0));
const squareName = (f, r) => (levels() > 1
  ? String.fromCharCode(65 + Math.floor(r / levelRanks())) + fileName(f) + (r % levelRanks() + 1)
  : fileName(f) + (r + 1));
const squareXY = (sq) => {
  if (levels() > 1) {
    const [f, r] = [sq.charCodeAt(1) - 97, Number(sq.slice(2)) - 1];
    return [f, (sq.charCodeAt(0) - 65) * levelRanks() + r];
  }
  const f = sq.charCodeAt(0) - 97;
  return [skipJ() && f > 9 ? f - 1 : f, Number(sq.slice(1)) - 1];
};
// The file of the leftmost cell of named rank r on a hexagonal board.
const firstCell = (r) => {
  let f = 0;
  while (f < state.info.files && !isCell(f, r)) f++;
  return f;
};
// Where a square is drawn: its column over the levels side by side and its row in its level.
const screenXY = (f, r) => [Math.floor(r / levelRanks()) * state.info.files + f, r % levelRanks()];
const fromScreen = (x, y) => [x % state.info.files, Math.floor(x / state.info.files) * levelRanks() + y];

const glyphCache = new Map();
function glyph(letter, color) {
  const upper = letter.toUpperCase();
  const p = state.info.pieces.find((q) => q.letter === upper) || state.info.pieces.find((q) => q.letter === letter);
  const key = `${p ? p.glyph : ''}|${letter}|${color}`;
  if (!glyphCache.has(key)) glyphCache.set(key, state.aviary.glyphSvg(p ? p.glyph : '', letter, color));
  return glyphCache.get(key);
}

// ---- the board --------------------------------------------------------------------------------

// The board's grid: each level's files, a narrow gap column between levels, and on a layered
// board a first row of level names.
function buildBoard() {
  const { files } = state.info;
  const board = $('board');
  const layered = levels() > 1;
  board.classList.toggle('layered', layered);
  document.querySelector('main').classList.toggle('layered', layered);
  board.style.gridTemplateColumns = Array(levels()).fill(`repeat(${files}, 1fr)`).join(' 0.4fr ');
  board.replaceChildren();
  for (let l = 0; layered && l < levels(); l++) {
    const label = document.createElement('div');
    label.className = 'level-label';
    label.dataset.level = String.fromCharCode(65 + l);
    label.textContent = `Level ${label.dataset.level}`;
    label.style.gridRow = '1';
    label.style.gridColumn = `${l * (files + 1) + 1} / span ${files}`;
    board.append(label);
  }
  for (let y = levelRanks() - 1; y >= 0; y--) {
    for (let x = 0; x < files * levels(); x++) {
      const [f, r] = fromScreen(x, y);
      if (!isCell(f, r)) {   // (outside a hexagonal board)
        const hole = document.createElement('div');
        hole.style.gridRow = String(levelRanks() - y);
        hole.style.gridColumn = String(f + 1);
        board.append(hole);
        continue;
      }
      const sq = squareName(f, r);
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'sq' + ((f + r) % 2 === 1 ? ' light' : '');
      b.dataset.square = sq;
      b.tabIndex = -1;
      b.style.gridRow = String(levelRanks() - y + (layered ? 1 : 0));
      b.style.gridColumn = String(Math.floor(x / files) * (files + 1) + f + 1);
      b.addEventListener('click', () => clickSquare(sq));
      board.append(b);
    }
  }
  state.focus = squareName(0, 0);
  $('board-note').textContent = wrapNote();
  $('board-note').hidden = !$('board-note').textContent;
}

// A wrapped board (wrap=) is drawn flat; the note under it says which edges are joined.
function wrapNote() {
  const { files, ranks, wrapFiles, wrapRanks } = state.info;
  const last = fileName(files - 1);
  const joined = [wrapFiles && `the a- and ${last}-files`, wrapRanks && `ranks 1 and ${ranks}`]
    .filter(Boolean).join(', and ');
  return joined ? `A board that wraps round: ${joined} are adjacent, and a line that leaves one ` +
    'edge comes back at the other.' : '';
}

function squareButton(sq) {
  return $('board').querySelector(`[data-square="${sq}"]`);
}

function lastMoveSquares() {
  if (!state.played.length) return new Set();
  const m = state.played[state.played.length - 1];
  const square = levels() > 1 ? /[A-P][a-p](?:1[0-6]|[1-9])/g : /[a-p](?:1[0-6]|[1-9])/g;
  return new Set(m.match(square) || []);
}

// The squares the last move's rules changed besides its own: stones flipped, a piece reborn.
function lastEffectSquares() {
  const fx = state.effects[state.effects.length - 1] || [];
  return new Set(fx.map((e) => e.square));
}

function render() {
  const { files, ranks } = state.info;
  const targets = targetSquares();
  const last = lastMoveSquares();
  const changed = lastEffectSquares();
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++) {
      if (!isCell(f, r)) continue;
      const sq = squareName(f, r);
      const b = squareButton(sq);
      const p = state.board.pieceAt(sq);
      b.innerHTML = (p ? glyph(p.letter, p.color) : '') + (f === (hex() ? firstCell(r) : 0) ? `<span class="coord">${squareName(0, r).replace(/[a-p]/, '')}</span>` : '');
      b.classList.toggle('occupied', !!p);
      b.classList.toggle('last', last.has(sq));
      b.classList.toggle('effect', changed.has(sq));
      b.classList.toggle('selected', !!state.pick && state.pick.from === sq);
      b.classList.toggle('target', targets.kind === 'move' && targets.squares.has(sq));
      b.classList.toggle('duck-target', targets.kind === 'duck' && targets.squares.has(sq));
      b.tabIndex = sq === state.focus ? 0 : -1;
      b.setAttribute('aria-label', `${sq}${p ? ` ${p.color} ${p.name}` : ''}${targets.squares.has(sq) ? ', target' : ''}`);
    }
  }
  renderHands();
  $('fen').value = state.board.fen();
  $('fen').dataset.fen = state.board.fen();
  renderMoves();
  const o = state.board.outcome();
  const side = state.board.turn() ? 'White' : 'Black';
  const left = state.board.movesLeftInTurn();
  const turn = left > 0 ? `, ${left} move${left === 1 ? '' : 's'} left in this turn` : '';
  $('outcome').textContent = o.termination === 'none'
    ? `${side} to move${turn}${state.board.isCheck() ? ' (check)' : ''}`
    : `${o.termination.replace('-', ' ')}: ${o.winner ? o.winner + ' wins' : 'draw'}`;
}

function renderHands() {
  for (const color of ['white', 'black']) {
    const box = $(`hand-${color}`);
    box.replaceChildren();
    if (!state.info.hands) continue;
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = color === 'white' ? 'White hand:' : 'Black hand:';
    box.append(label);
    const counts = new Map();
    // a hand lists ids: one letter, or +D, D', D!
    for (const ch of state.board.hand(color).match(/\+?[^+'!][!']?/g) || []) counts.set(ch, (counts.get(ch) || 0) + 1);
    for (const [letter, n] of counts) {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.hand = letter;
      b.setAttribute('aria-label', `drop ${color} ${letter} (${n} in hand)`);
      b.innerHTML = glyph(letter, color) + (n > 1 ? `<span class="count">${n}</span>` : '');
      b.classList.toggle('selected', !!state.pick && state.pick.drop === letter.toUpperCase());
      b.addEventListener('click', () => pickDrop(letter.toUpperCase(), color));
      box.append(b);
    }
  }
}

// "e4 turns white", "d7: p appears", "d5: removed".
function effectText(e) {
  if (e.kind === 'changes-side') return `${e.square} turns ${e.color}`;
  return e.kind === 'appears' ? `${e.square}: ${e.letter} appears` : `${e.square}: removed`;
}

function renderMoves() {
  const ol = $('moves');
  ol.replaceChildren();
  state.played.forEach((m, i) => {
    const li = document.createElement('li');
    li.textContent = m;
    const fx = state.effects[i] || [];
    if (fx.length) li.title = fx.map(effectText).join(', ');
    ol.append(li);
  });
  ol.scrollTop = ol.scrollHeight;
}

// ---- playing by clicks ------------------------------------------------------------------------

// Where a move is clicked: where the mover ends, or for a rifle capture (it stays) its victim.
const clickTarget = (m) => (m.to === m.from && m.victims.length ? m.victims[0] : m.to);

function targetSquares() {
  if (state.pending && state.pending.stage === 'duck')
    return { kind: 'duck', squares: new Set(state.pending.moves.map((m) => m.duck)) };
  if (!state.pick) return { kind: 'none', squares: new Set() };
  return { kind: 'move', squares: new Set(candidates().map(clickTarget)) };
}

function candidates() {
  const p = state.pick;
  if (!p) return [];
  if (p.drop) return state.moves.filter((m) => m.drop === p.drop);
  return state.moves.filter((m) => !m.drop && m.from === p.from);
}

function setPrompt(text) { $('prompt').textContent = text; }

function clearPick() {
  state.pick = null;
  state.pending = null;
  $('chooser').hidden = true;
  setPrompt('');
}

function clickSquare(sq) {
  state.focus = sq;
  if (computerMoves()) return;
  if (state.pending && state.pending.stage === 'duck') {
    const ms = state.pending.moves.filter((m) => m.duck === sq);
    if (ms.length) return narrow(ms, 'duck-done');
    clearPick();
    return render();
  }
  const moving = candidates().filter((m) => clickTarget(m) === sq);
  if (moving.length) return narrow(moving, 'target');
  const p = state.board.pieceAt(sq);
  if (p && state.moves.some((m) => !m.drop && m.from === sq)) {
    state.pick = { from: sq };
    state.pending = null;
    setPrompt(`${p.name} on ${sq}: choose where it goes.`);
  } else {
    clearPick();
  }
  render();
}

function pickDrop(letter, color) {
  if (computerMoves()) return;
  const side = state.board.turn() ? 'white' : 'black';
  if (color !== side || !state.moves.some((m) => m.drop === letter)) return;
  state.pick = { drop: letter };
  state.pending = null;
  setPrompt(`Drop ${letter}: choose the square.`);
  render();
}

// Several moves share the clicked squares: promotion choice, then the Duck's square, then a list.
function narrow(ms, stage) {
  const promotions = new Set(ms.map((m) => m.promotion));
  if (stage === 'target' && promotions.size > 1) return choose(ms, 'Promote to:', (m) => m.promotion, 'promotion');
  const ducks = new Set(ms.map((m) => m.duck));
  if (stage !== 'duck-done' && ducks.size > 1) {
    state.pending = { stage: 'duck', moves: ms };
    setPrompt('Now place the Duck: click an empty square.');
    return render();
  }
  if (ms.length > 1) return choose(ms, 'Which move?', (m) => m.move, 'list');
  play(ms[0].move);
}

function describeMove(m) {
  const parts = [m.move];
  if (m.promotion) parts.push(`promotes to ${m.promotion}`);
  if (m.victims.length) parts.push(`takes ${m.victims.join(' and ')}${m.to === m.from ? ' without moving' : ' on the way'}`);
  else if (!m.swap && !m.drop && state.board.pieceAt(m.to)) parts.push(`captures on ${m.to}`);
  if (m.swap) parts.push('swaps');
  if (m.castle) parts.push('castles');
  return parts.join(', ');
}

function choose(ms, title, keyOf, kind) {
  const groups = new Map();
  for (const m of ms) {
    const k = keyOf(m);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(m);
  }
  $('chooser-title').textContent = title;
  const box = $('chooser-options');
  box.replaceChildren();
  const side = state.board.turn() ? 'white' : 'black';
  for (const [k, group] of groups) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.choice = k;
    if (kind === 'promotion') {
      const letter = side === 'white' ? k : k.toLowerCase();
      b.innerHTML = glyph(letter, side) + ` ${k}`;
      b.setAttribute('aria-label', `promote to ${k}`);
    } else {
      b.textContent = describeMove(group[0]);
    }
    b.addEventListener('click', () => {
      $('chooser').hidden = true;
      if (kind === 'promotion') narrow(group, 'promoted');
      else play(group[0].move);
    });
    box.append(b);
  }
  $('chooser').hidden = false;
  box.firstChild.focus();
}

function play(move) {
  cancelThinking();   // (a hint of the position left)
  state.effects.push(state.board.effects(move));
  state.board.push(move);
  state.played.push(move);
  clearPick();
  refreshMoves();
  render();
  computerTurn();
}

function refreshMoves() {
  state.moves = state.board.legalMovesDetailed();
}

// ---- keyboard on the board ----------------------------------------------------------------------

function onBoardKey(e) {
  const moves = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  if (!moves[e.key]) return;
  e.preventDefault();
  const [x, y] = screenXY(...squareXY(state.focus));   // left and right cross to the next level
  const nx = Math.min(state.info.files * levels() - 1, Math.max(0, x + moves[e.key][0]));
  const ny = Math.min(levelRanks() - 1, Math.max(0, y + moves[e.key][1]));
  if (!isCell(...fromScreen(nx, ny))) return;
  state.focus = squareName(...fromScreen(nx, ny));
  for (const b of $('board').querySelectorAll('.sq')) b.tabIndex = b.dataset.square === state.focus ? 0 : -1;
  squareButton(state.focus).focus();
}

// ---- the game, the editor and the pieces ------------------------------------------------------

function newBoard(fen = '') {
  const board = new state.aviary.Board(state.key, fen);
  cancelThinking();
  if (state.board) state.board.delete();
  state.board = board;
  state.played = [];
  state.effects = [];
  state.startFen = board.fen();
  $('fen-error').textContent = '';
  clearPick();
  refreshMoves();
  render();
  computerTurn();
}

function useVariant(key) {
  state.key = key;
  state.info = state.aviary.variantInfo(key);
  glyphCache.clear();
  const size = [state.info.files, levelRanks()].concat(levels() > 1 ? [levels()] : []);
  $('game-name').textContent = `${state.info.name} (${size.join('×')})`;
  buildBoard();
  newBoard();
  if (!state.info.pieces.some((p) => p.letter === state.piece)) state.piece = state.info.pieces[0].letter;
  renderPieces();
  $('describe').textContent = state.aviary.describe(key);
}

function renderPieces() {
  const list = $('piece-list');
  list.replaceChildren();
  for (const p of state.info.pieces) {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('role', 'tab');
    b.dataset.piece = p.letter;
    b.setAttribute('aria-selected', String(p.letter === state.piece));
    b.innerHTML = glyph(p.letter, p.neutral ? 'neutral' : 'white') + `<span>${p.name}</span>`;
    b.addEventListener('click', () => {
      state.piece = p.letter;
      renderPieces();
    });
    list.append(b);
  }
  const p = state.info.pieces.find((q) => q.letter === state.piece);
  const d = state.aviary.pieceDiagram(state.key, p.letter);
  $('piece-title').textContent = `${p.name} (${p.letter}): ${p.notation}`;
  $('diagram').setAttribute('aria-label', d.text);
  $('diagram').innerHTML = d.svg.replace(/^<\?xml[^>]*>\s*/, '') +
    (d.notes.length ? `<p>${d.notes.map(escapeHtml).join('<br>')}</p>` : '') +
    (d.drops ? d.drops.svg.replace(/^<\?xml[^>]*>\s*/, '') : '');
}

function escapeHtml(s) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

let checkTimer = 0;
function onEditorInput() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(checkEditor, 250);
}

function checkEditor() {
  const text = $('editor').value;
  const box = $('errors');
  box.replaceChildren();
  try {
    state.aviary.loadVariant(text, EDITOR_KEY, 'editor.variant');
  } catch (e) {
    if (!e.errors) throw e;
    box.dataset.line = String(e.line);
    box.dataset.column = String(e.column);
    for (const err of e.errors) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'error-item';
      b.dataset.line = String(err.line);
      b.textContent = `line ${err.line}, column ${err.column}: ${err.message}\n  ${err.sourceLine}\n  ${' '.repeat(Math.max(0, err.column - 1))}^`;
      b.addEventListener('click', () => goToLine(err.line, err.column));
      box.append(b);
    }
    $('editor').setAttribute('aria-invalid', 'true');
    return false;
  }
  delete box.dataset.line;
  delete box.dataset.column;
  $('editor').removeAttribute('aria-invalid');
  const ok = document.createElement('span');
  ok.className = 'ok';
  ok.textContent = 'The file is valid; the board plays it.';
  box.append(ok);
  state.editorText = text;
  useVariant(EDITOR_KEY);
  return true;
}

function goToLine(line, column) {
  const ed = $('editor');
  const lines = ed.value.split('\n');
  let at = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
  at += column - 1;
  ed.focus();
  ed.setSelectionRange(at, at + 1);
}

function loadShipped(key) {
  $('editor').value = state.aviary.variantText(key);
  $('errors').replaceChildren();
  $('editor').removeAttribute('aria-invalid');
  useVariant(key);
}

// ---- perft in a worker --------------------------------------------------------------------------

function runPerft() {
  stopPerft();
  const depth = Number($('perft-depth').value);
  if (!Number.isInteger(depth) || depth < 1 || depth > 8) {
    $('perft-out').textContent = 'Depth: a whole number from 1 to 8.';
    return;
  }
  const worker = new Worker(new URL('perft-worker.js', import.meta.url), { type: 'module' });
  state.worker = worker;
  $('perft-run').disabled = true;
  $('perft-stop').disabled = false;
  $('perft-progress').value = 0;
  $('perft-out').textContent = `Counting depth ${depth}…`;
  worker.onmessage = ({ data }) => {
    if (data.error) {
      $('perft-out').textContent = data.error;
      return stopPerft();
    }
    $('perft-progress').max = Math.max(1, data.total);
    $('perft-progress').value = data.done;
    if (data.finished) {
      $('perft-out').textContent = `perft ${depth}: ${data.nodes.toLocaleString('en')} nodes in ${(data.ms / 1000).toFixed(2)} s` +
        ` (${(data.nodes / Math.max(1, data.ms) / 1000).toFixed(2)} Mnps)`;
      $('perft-out').dataset.nodes = String(data.nodes);
      stopPerft();
    } else {
      $('perft-out').textContent = `depth ${depth}: ${data.done}/${data.total} root moves, ${data.nodes.toLocaleString('en')} nodes so far (last ${data.move}: ${data.count})`;
    }
  };
  const text = state.key === EDITOR_KEY ? $('editor').value : '';
  worker.postMessage({ key: state.key, text, fen: state.board.fen(), depth });
}

function stopPerft() {
  if (state.worker) state.worker.terminate();
  state.worker = null;
  $('perft-run').disabled = false;
  $('perft-stop').disabled = true;
}

// ---- the computer player ------------------------------------------------------------------------

const sideToMove = () => (state.board.turn() ? 'white' : 'black');
const gameOver = () => state.board.outcome().termination !== 'none';
const computerToMove = () => $('engine-side').value === sideToMove() && !gameOver();
// The board takes no clicks while the computer is to move or choosing its move.
const computerMoves = () => state.thinking === 'move' || computerToMove();

function moveTime() {
  const ms = Number($('engine-time').value);
  return Number.isInteger(ms) && ms >= 10 && ms <= 600000 ? ms : null;
}

// The computer searches the position shown: for its move ('move') or for the player ('hint').
function think(kind) {
  const movetime = moveTime();
  if (movetime === null) {
    $('engine-status').textContent = 'Time per move: a whole number of milliseconds from 10 to 600000.';
    return;
  }
  if (gameOver()) return;
  const white = state.board.turn();
  state.thinking = kind;
  document.body.dataset.thinking = kind;
  setEngineButtons();
  $('engine-status').textContent = kind === 'hint' ? 'Looking for a hint…' : 'The computer is thinking…';
  delete $('engine-status').dataset.hint;
  const request = { key: state.key, text: state.key === EDITOR_KEY ? state.editorText : undefined, fen: state.startFen, moves: [...state.played], movetime };
  state.engine.search(request, {
    onInfo: (info) => showInfo(info, white),
    onDone: (r, stopped) => thought(kind, r, stopped, white),
    onError: (message) => {
      endThinking();
      $('engine-status').textContent = `The search failed: ${message}`;
    },
  });
}

function thought(kind, r, stopped, white) {
  endThinking();
  if (r.pv.length) showInfo(r, white);
  const how = stopped ? ' (stopped)' : '';
  if (!r.best) {
    $('engine-status').textContent = stopped ? 'Stopped before the first iteration: no move chosen.' : 'No legal move.';
  } else if (kind === 'hint') {
    $('engine-status').textContent = `Hint: ${r.best}${how}`;
    $('engine-status').dataset.hint = r.best;
  } else {
    $('engine-status').textContent = `The computer played ${r.best}${how}.`;
    play(r.best);
  }
}

// The score from White's view, in pawns, or the mate and who gives it.
function scoreText(info, white) {
  const sign = white ? 1 : -1;
  if (info.mate !== null && info.mate !== undefined)
    return `mate in ${Math.abs(info.mate)} for ${info.mate * sign > 0 ? 'White' : 'Black'}`;
  const pawns = (info.score * sign) / 100;
  return (pawns > 0 ? '+' : '') + pawns.toFixed(2);
}

function showInfo(info, white) {
  const box = $('engine-info');
  box.textContent = `depth ${info.depth}, score ${scoreText(info, white)} (White's view), ${info.nodes.toLocaleString('en')} nodes\nPV: ${info.pv.join(' ')}`;
  box.dataset.depth = String(info.depth);
  box.dataset.score = String(white ? info.score : -info.score);
  box.dataset.pv = info.pv.join(' ');
}

function endThinking() {
  state.thinking = null;
  delete document.body.dataset.thinking;
  setEngineButtons();
}

function cancelThinking() {
  if (!state.thinking) return;
  state.engine.cancel();
  endThinking();
  $('engine-status').textContent = '';
}

function setEngineButtons() {
  $('engine-stop').disabled = !state.thinking;
  $('engine-go').disabled = $('engine-hint').disabled = !!state.thinking;
}

// After every change of the position: the computer moves when it is its turn.
function computerTurn() {
  if (state.engine && !state.thinking && computerToMove()) think('move');
}

// Undo against the computer takes back its reply too, back to the player's turn.
function undo() {
  cancelThinking();
  if (!state.played.length) return;
  do {
    state.board.pop();
    state.played.pop();
    state.effects.pop();
  } while (state.played.length && computerToMove());
  clearPick();
  refreshMoves();
  render();
  computerTurn();
}

// ---- start --------------------------------------------------------------------------------------

function wire() {
  $('variant').addEventListener('change', (e) => loadShipped(e.target.value));
  $('editor').addEventListener('input', onEditorInput);
  $('board').addEventListener('keydown', onBoardKey);
  $('undo').addEventListener('click', undo);
  $('engine-side').addEventListener('change', () => {
    if (state.thinking === 'move' && !computerToMove()) cancelThinking();   // no longer its side
    computerTurn();
  });
  $('engine-go').addEventListener('click', () => think('move'));
  $('engine-hint').addEventListener('click', () => think('hint'));
  $('engine-stop').addEventListener('click', () => state.engine.stop());
  $('restart').addEventListener('click', () => newBoard());
  $('fen-set').addEventListener('click', () => {
    try {
      newBoard($('fen').value.trim());
      $('fen-error').textContent = '';
    } catch (e) {
      $('fen-error').textContent = `column ${e.column}: ${e.message.split('\n')[0].replace(/^.*error: /, '')}`;
    }
  });
  $('fen-copy').addEventListener('click', () => navigator.clipboard && navigator.clipboard.writeText(state.board.fen()));
  $('chooser-cancel').addEventListener('click', () => { clearPick(); render(); });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && (state.pick || state.pending)) {
      clearPick();
      render();
    }
  });
  $('perft-run').addEventListener('click', runPerft);
  $('perft-stop').addEventListener('click', () => { stopPerft(); $('perft-out').textContent = 'Stopped.'; });
}

// The game list is grouped by where a shipped game comes from, as its file's header says
// (`# fairy-stockfish: NAME`, `# sjaak: NAME`, `# jocly: MODEL`); the others are Aviary's own.
const GAME_SOURCES = ['Aviary', 'Fairy-Stockfish', 'Sjaak II', 'Jocly'];
function gameSource(text) {
  if (/^# jocly: /m.test(text)) return 'Jocly';
  if (/^# sjaak: /m.test(text)) return 'Sjaak II';
  if (/^# fairy-stockfish: /m.test(text)) return 'Fairy-Stockfish';
  return 'Aviary';
}

async function main() {
  state.aviary = await createAviary();
  state.engine = new Engine(new URL('search-worker.js', import.meta.url));
  const select = $('variant');
  const groups = new Map();
  for (const v of state.aviary.variants()) {
    const from = gameSource(state.aviary.variantText(v));
    if (!groups.has(from)) {
      const g = document.createElement('optgroup');
      g.label = from;
      groups.set(from, g);
    }
    const o = document.createElement('option');
    o.value = v;
    o.textContent = v;
    groups.get(from).append(o);
  }
  for (const from of GAME_SOURCES) if (groups.has(from)) select.append(groups.get(from));
  wire();
  const wanted = new URLSearchParams(location.search).get('variant');
  const first = state.aviary.variants().includes(wanted) ? wanted : 'chess';
  select.value = first;
  loadShipped(first);
  const ms = Math.round(performance.now() - t0);
  document.body.dataset.ready = String(ms);
  $('status').textContent = 'Ready.';
  $('timing').textContent = `Playable in ${ms} ms`;
}

main().catch((e) => {
  $('status').textContent = `The engine did not start: ${e.message || e}`;
  throw e;
});
