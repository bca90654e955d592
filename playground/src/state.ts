/** What the page remembers in its address (#uri=…&base=…): a link reopens the same state. */
export interface State {
  uri: string;
  base: string;
  above: string;
  loophole: string;
  updates: string;
  notation: string;
  start: string;
  grammar: string;
}

/**
 * The state in `hash`, each field falling back to `defaults`.
 *
 * @example readState('#uri=..%2Fg', DEFAULTS).uri // '../g'
 */
export function readState(hash: string, defaults: State): State {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof State)[]) {
    const value = params.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}

/**
 * Writes the fields that differ from `defaults` into the address, without a history entry per keystroke.
 *
 * @example writeState({ ...DEFAULTS, uri: '../g' }, DEFAULTS) // the address ends in #uri=..%2Fg
 */
export function writeState(state: State, defaults: State): void {
  const params = new URLSearchParams();
  for (const key of Object.keys(state) as (keyof State)[]) if (state[key] !== defaults[key]) params.set(key, state[key]);
  const hash = params.toString();
  try {
    history.replaceState(null, '', hash ? `#${hash}` : location.pathname + location.search);
  } catch {
    // Some browsers refuse replaceState on file:// pages; the page works without it.
  }
}
