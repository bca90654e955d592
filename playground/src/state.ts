import { shown } from './shown';

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

/** Why a value read from the address is refused (undefined: it is accepted). Sees the whole state read so far. */
export type Check = (value: string, state: State) => string | undefined;

/** The state a link gives, and a notice for each part of it that was ignored. */
export interface Reading {
  state: State;
  notices: string[];
}

/**
 * A check that accepts only `values` (the options a menu offers).
 *
 * @example oneOf(['keep', 'remove'])('up', DEFAULTS) // 'not one of "keep", "remove"'
 */
export const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    values.includes(value) ? undefined : `not one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/**
 * The state in `hash`, each field falling back to `defaults`. A link is anyone's text, so
 * nothing in it is trusted: a name the page does not know, a name given twice, and a value
 * its check refuses are each ignored, with a notice. Checks run in the order of `checks`
 * (a later one sees the values accepted before it), after every field is read.
 *
 * @example readState('#uri=..%2Fg', DEFAULTS).state.uri // '../g'
 * @example readState('#updates=2616', DEFAULTS, { updates: oneOf(['none', 'rfc2616']) }).notices // ['updates="2616" is ignored: …']
 */
export function readState(hash: string, defaults: State, checks: Partial<Record<keyof State, Check>> = {}): Reading {
  const notices: string[] = [];
  const given = new Map<keyof State, string>();
  const repeated = new Set<string>();
  for (const [name, value] of new URLSearchParams(hash.replace(/^#/, ''))) {
    if (!Object.prototype.hasOwnProperty.call(defaults, name)) notices.push(`${shown(name, 40)} is not a setting of this page: ignored.`);
    else if (given.has(name as keyof State)) repeated.add(name);
    else given.set(name as keyof State, value);
  }
  for (const name of repeated) notices.push(`${name} is given more than once: the first value is used.`);
  const state: State = { ...defaults, ...Object.fromEntries(given) };
  for (const [key, check] of Object.entries(checks) as [keyof State, Check][]) {
    if (!given.has(key)) continue;
    const why = check(state[key], state);
    if (why === undefined) continue;
    notices.push(`${key}=${shown(state[key], 40)} is ignored (${why}): the page uses ${shown(defaults[key], 40)}.`);
    state[key] = defaults[key];
  }
  return { state, notices };
}

/**
 * The address fragment of a state: the fields that differ from `defaults` ('' when none does).
 *
 * @example hashOf({ ...DEFAULTS, uri: '../g' }, DEFAULTS) // 'uri=..%2Fg'
 */
export function hashOf(state: State, defaults: State): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(state) as (keyof State)[]) if (state[key] !== defaults[key]) params.set(key, state[key]);
  return params.toString();
}
