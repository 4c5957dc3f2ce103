// The computer player for the studio page: one search at a time in a Web Worker
// (search-worker.js). stop() ends the worker at once, since a worker busy searching reads no
// message, and gives the best move of the last completed iteration; the next search starts a
// new worker.
export class Engine {
  constructor(url) {
    this.url = url;
    this.worker = null;
    this.job = null;     // {id, handlers, last}: the running search, last its latest report
    this.nextId = 1;
  }

  get busy() { return !!this.job; }

  // Starts a search of `request` ({key, text, fen, moves, movetime, depth}); `handlers`:
  // onInfo(info) per iteration, onDone(result, stopped), onError(message). A running search
  // is cancelled first.
  search(request, handlers) {
    this.cancel();
    if (!this.worker) {
      this.worker = new Worker(this.url, { type: 'module' });
      this.worker.onmessage = ({ data }) => this.message(data);
      this.worker.onerror = (e) => this.fail(e.message || 'the search worker failed');
    }
    const id = this.nextId++;
    this.job = { id, handlers, last: null };
    this.worker.postMessage({ id, ...request });
  }

  message(data) {
    const job = this.job;
    if (!job || data.id !== job.id) return;   // a cancelled search's last words
    if (data.info) {
      job.last = data.info;
      job.handlers.onInfo(data.info);
    } else if (data.result) {
      this.job = null;
      job.handlers.onDone(data.result, false);
    } else if (data.error) {
      this.fail(data.error);
    }
  }

  fail(message) {
    const job = this.job;
    this.end();
    if (job) job.handlers.onError(message);
  }

  // Stops the running search now; onDone gets the last completed iteration's line (best: null
  // when not even the first iteration was done).
  stop() {
    const job = this.job;
    if (!job) return;
    this.end();
    const last = job.last;
    job.handlers.onDone(last ? { ...last, best: last.pv[0] ?? null } : { best: null, pv: [] }, true);
  }

  // Forgets the running search, if any (nothing is reported).
  cancel() {
    if (this.job) this.end();
  }

  end() {
    this.job = null;
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}
