// Writes src/generated/rfc2396-diagnosis.ts: how `rules['URI-reference']` (grammar/rfc2396.bnf
// on the compiled engine, told in the words of src/rfc2396/reporting.ts) tells the failure of
// a non-member, as a table, so that `parseUriReference` tells it with no engine loaded.
//
// The compiled rule tells a failure from the automaton state its tried-order run
// (src/engine/compile/priority.ts) is in where the input stops being viable, and from the
// code unit found there (a code may name one: reporting.ts). So the states of that run are
// explored (each reached by a shortest string, and stepped on every code unit below 128 and
// one above), and for each state and code unit where the run dies, and for each state where
// the input ends, the failure the compiled rule gives is recorded: its expected items (but the
// end of the input, which the caller adds where a member ends, as the runtime's rules do), its
// rule path and its code. The states are then merged where nothing read from them differs
// (Moore), and the code units into classes by their columns. spec/rfc2396/diagnosis.spec.ts
// and spec/rfc2396/fast.spec.ts hold the result to the compiled rule. Run by `npm run build`;
// `--check` exits 1 when the file is stale (a spec runs it).
import { loadEngine, writeGenerated } from './generate-common.mjs';

const OUT = 'src/generated/rfc2396-diagnosis.ts';

const E = await loadEngine(`
export { startAst } from './src/rfc2396/compiled';
export { rfc2396Model } from './src/engine/bnf/shipped';
export { reporterOf } from './src/engine/compile/reporting';
export { RFC2396_REPORTING } from './src/rfc2396/reporting';
export { Alphabet } from './src/engine/bnf/alphabet';
export { END_OF_INPUT } from './src/combinators/errors';
`);

const model = E.rfc2396Model();
const start = E.startAst(model, 'URI-reference', { reporter: E.reporterOf(E.RFC2396_REPORTING) }, new E.Alphabet(model)).start;
start.diagnose('', 0, 0, true); // makes the teller and its run
const run = start.teller.run;
/** The state of the tried-order run after the whole of `w` (a viable prefix): its states in order and the choices matched. */
const stateKey = (w) => {
  const list = run.statesAt(w, 0, w.length);
  return `${list.join()}|${run.matched.join()}`;
};

// the code units: those below 128, then one for every other (the grammar has none past ASCII)
const UNITS = [...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)), '\u00e9'];
const failures = [];
const failureIds = new Map();
function failureOf(f) {
  const items = f.expected.filter((e) => e !== E.END_OF_INPUT);
  const entry = [items, f.rulePath, f.code ?? null];
  const key = JSON.stringify(entry);
  if (!failureIds.has(key)) failureIds.set(key, failures.push(entry) - 1);
  return failureIds.get(key);
}

// explore: per state, per code unit the next state or { failure }; where the input ends, the failure there
const ids = new Map([[stateKey(''), 0]]);
const shortest = [''];
const rows = [];
for (let s = 0; s < shortest.length; s++) {
  const w = shortest[s];
  const row = UNITS.map((c) => {
    const x = w + c;
    const f = start.diagnose(x, 0, x.length, true);
    if (f.offset < x.length) {
      if (f.offset !== w.length) throw new Error(`generate-diagnosis: ${JSON.stringify(x)} fails at ${f.offset}, before the unit read`);
      return { failure: failureOf(f) };
    }
    const key = stateKey(x);
    if (!ids.has(key)) ids.set(key, shortest.push(x) - 1);
    return { next: ids.get(key) };
  });
  const end = start.diagnose(w, 0, w.length, true);
  rows.push({ row, accepting: end.endOfInput, end: end.endOfInput ? -1 : failureOf(end) });
}

// Moore: states apart only where their acceptance, their failures or the blocks they step to differ
let block = rows.map(() => 0);
let blocks = 0;
for (;;) {
  const keys = new Map();
  const next = rows.map(({ row, accepting, end }) => {
    const key = [accepting, end, ...row.map((o) => ('failure' in o ? `f${o.failure}` : block[o.next]))].join();
    if (!keys.has(key)) keys.set(key, keys.size);
    return keys.get(key);
  });
  block = next;
  if (keys.size === blocks) break;
  blocks = keys.size;
}
// number the blocks in the order of their first state (the start's is 0), one row each
const number = new Map();
block.forEach((b) => number.has(b) || number.set(b, number.size));
const S = number.size;
const merged = [];
rows.forEach((r, s) => (merged[number.get(block[s])] ??= r));
const cell = (o) => ('failure' in o ? S + o.failure : number.get(block[o.next]));
// classes: code units whose column is the same in every state
const columns = new Map();
const classOf = UNITS.map((_, c) => {
  const key = merged.map(({ row }) => cell(row[c])).join();
  if (!columns.has(key)) columns.set(key, columns.size);
  return columns.get(key);
});
const K = columns.size;
const firstOf = Array.from({ length: K }, (_, k) => classOf.indexOf(k));

const distinct = (lists) => [...new Map(lists.map((l) => [JSON.stringify(l), l])).values()];
const itemLists = distinct(failures.map((f) => f[0]));
const rulePaths = distinct(failures.map((f) => f[1]));
const chars = (values) => JSON.stringify(String.fromCharCode(...values.map((v) => 48 + v)));
const next = merged.flatMap(({ row }) => firstOf.map((c) => cell(row[c])));
const text = `// Generated by scripts/generate-diagnosis.mjs from grammar/rfc2396.bnf and src/rfc2396/reporting.ts: do not edit (edit those, then \`npm run build\`).
import type { ErrorCode } from '../combinators/errors';

/**
 * How \`rules['URI-reference']\` tells the failure of a non-member: the states of its tried-order
 * run (${shortest.length} explored, ${S} once merged), what each steps to on each class of code units, and
 * the failure told where it dies or where the input ends. Each string holds one entry per
 * character, as \`String.fromCharCode(48 + value)\`.
 */
export const URI_REFERENCE_DIAGNOSIS = {
  /** The class of each code unit below 128, then (the last) that of every other. */
  classes: ${chars(classOf)},
  /** The number of classes: the width of a row of \`next\`. */
  width: ${K},
  /** The number of states (the start is 0). */
  states: ${S},
  /** Per state and class: the next state, or \`states\` + the failure told there. */
  next: ${chars(next)},
  /** Per state: 1 where a member ends. */
  accepting: ${chars(merged.map((r) => (r.accepting ? 1 : 0)))},
  /** Per state where no member ends: the failure told where the input ends there (0 elsewhere). */
  ends: ${chars(merged.map((r) => Math.max(r.end, 0)))},
  /** The lists of items expected (but the end of the input) that failures name. */
  items: [
${itemLists.map((l) => `    ${JSON.stringify(l)},\n`).join('')}  ],
  /** The rule paths of failures. */
  rulePaths: [
${rulePaths.map((l) => `    ${JSON.stringify(l)},\n`).join('')}  ],
  /** The failures: their items and rule path (indexes into the two lists above), and code. */
  failures: [
${failures.map(([items, path, code]) => `    [${itemLists.findIndex((l) => JSON.stringify(l) === JSON.stringify(items))}, ${rulePaths.findIndex((l) => JSON.stringify(l) === JSON.stringify(path))}, ${JSON.stringify(code)}],\n`).join('')}  ] as ReadonlyArray<readonly [items: number, rulePath: number, code: ErrorCode | null]>,
} as const;
`;
if (!writeGenerated(OUT, text, 'generate-diagnosis')) process.exit(1);
