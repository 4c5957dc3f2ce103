// Perft in a Web Worker: counts each root move's subtree in turn and reports progress.
// Message in: {key, text, fen, depth} (text: the editor's variant file, when key is 'editor').
import createAviary from './aviary.js';

const ready = createAviary();

self.onmessage = async ({ data }) => {
  const aviary = await ready;
  let board = null;
  try {
    if (data.text) aviary.loadVariant(data.text, data.key, 'editor.variant');
    board = new aviary.Board(data.key, data.fen);
    const start = performance.now();
    if (data.depth <= 1) {
      const n = board.perft(data.depth);
      self.postMessage({ finished: true, done: 1, total: 1, nodes: n, ms: performance.now() - start });
      return;
    }
    const moves = board.legalMoves();
    let nodes = 0;
    moves.forEach((m, i) => {
      board.push(m);
      const count = board.perft(data.depth - 1);
      board.pop();
      nodes += count;
      self.postMessage({ done: i + 1, total: moves.length, move: m, count, nodes });
    });
    self.postMessage({ finished: true, done: moves.length, total: moves.length, nodes, ms: performance.now() - start });
  } catch (e) {
    self.postMessage({ error: e.message || String(e) });
  } finally {
    if (board) board.delete();
  }
};
