// The ES-module entry of the ffish.js facade: `import ffish from '.../ffish/ffish.mjs'`, then
// `await ffish.ready` (or set ffish.onRuntimeInitialized at once) before calling it.
import { attach } from './facade.mjs';

export { Notation, Termination } from './facade.mjs';

const ffish = {};
ffish.ready = attach(ffish);
ffish.ready.catch(() => {});   // (a failed load rejects `ready`; no unhandled rejection besides)

export default ffish;
