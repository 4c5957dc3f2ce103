// Argument checks: ffish.js's embind bindings reject arguments of the wrong type; here each
// gets a TypeError naming the function and what it expected.

export function str(name, v) {
  if (typeof v !== 'string') throw new TypeError(name + ': expected a string, got ' + typeof v);
  return v;
}

export function bool(name, v) {
  if (typeof v !== 'boolean') throw new TypeError(name + ': expected a boolean, got ' + typeof v);
  return v;
}

export function int(name, v) {
  if (!Number.isInteger(v)) throw new TypeError(name + ': expected an integer, got ' + String(v));
  return v;
}

// A Notation value (ffish.Notation.SAN, ...): an integer from 0 to 9.
export function notation(name, v) {
  if (!Number.isInteger(v) || v < 0 || v > 9)
    throw new TypeError(name + ': expected a Notation (an integer from 0 to 9), got ' + String(v));
  return v;
}
