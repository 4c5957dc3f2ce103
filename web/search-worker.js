// The computer player's search in a Web Worker, on its own instance of the module, so that the
// page stays responsive while it thinks. The game is kept between requests (the search's table
// with it) while the game and its start stay the same.
// Message in: {id, key, text, fen, moves, movetime, depth} (text: the editor's variant file,
// when key is the editor's). Out: {id, info} after each completed iteration, then {id, result}
// ({best, score, mate, depth, nodes, pv}) or {id, error}. A search is stopped by ending the
// worker (it reads no message while it searches): see engine.js.
import createAviary from './aviary.js';

const ready = createAviary();
let loadedText = null;   // the editor's text the module has compiled
let game = null;         // {key, text, fen, moves, board}

function sameGame(data) {
  return game && game.key === data.key && game.text === data.text && game.fen === data.fen;
}

// The game of the request, reusing the kept one: moves taken back and played to match.
function boardFor(aviary, data) {
  if (data.text !== undefined && data.text !== loadedText) {
    aviary.loadVariant(data.text, data.key, 'editor.variant');
    loadedText = data.text;
  }
  if (!sameGame(data)) {
    if (game) game.board.delete();
    game = null;
    game = { key: data.key, text: data.text, fen: data.fen, moves: [], board: new aviary.Board(data.key, data.fen) };
  }
  let common = 0;
  while (common < game.moves.length && common < data.moves.length && game.moves[common] === data.moves[common]) common++;
  while (game.moves.length > common) {
    game.board.pop();
    game.moves.pop();
  }
  for (const m of data.moves.slice(common)) {
    game.board.push(m);
    game.moves.push(m);
  }
  return game.board;
}

self.onmessage = async ({ data }) => {
  const aviary = await ready;
  try {
    const board = boardFor(aviary, data);
    const result = board.search({
      movetime: data.movetime || 0,
      depth: data.depth || 0,
      onInfo: (info) => self.postMessage({ id: data.id, info }),
    });
    self.postMessage({ id: data.id, result });
  } catch (e) {
    if (game) game.board.delete();
    game = null;
    self.postMessage({ id: data.id, error: e.message || String(e) });
  }
};
