// The CommonJS entry of the ffish.js facade, as ffish.js is loaded: `const ffish =
// require('.../ffish')` returns the object at once; once the WebAssembly module has loaded it
// holds the API and its onRuntimeInitialized() is called (ffish.ready: the same, a promise).
'use strict';

const ffish = {};
ffish.ready = import('./facade.mjs').then((m) => m.attach(ffish));
ffish.ready.catch(() => {});   // (a failed load rejects `ready`; no unhandled rejection besides)

module.exports = ffish;
