/**
 * JSON values this browser keeps for a visitor between visits. Storage may be refused
 * (private mode, quota): reads then find nothing and writes do nothing, and callers keep
 * the value in memory as before.
 */
export function readKept(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, or forgets the key when `value` is null. */
export function keep(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: see above.
  }
}
