// Writes src/generated/rfc2396-membership.ts: membership in a rule of grammar/rfc2396.bnf as
// one regular expression, so that V8 runs it as native code. Made from the grammar by the
// engine (./generate-common.mjs), in three steps:
//  1. the rule's deterministic automaton, every state explored (the engine's lazy DFA, stepped
//     on one code unit of each class of the grammar's alphabet), then minimised (Moore);
//  2. a regular expression of the minimal automaton by state elimination (Brzozowski and
//     McCluskey), the state with the fewest paths through it first;
//  3. printed with each loop `(S|X)*` unrolled as `S*(?:XS*)*` (S a character class that no X
//     starts with), so that a backtracking engine takes each character one way, and the
//     branches of an alternation in the order of how many characters each may start with.
// The expression is exactly the rule's language (spec/generated/membership.spec.ts holds it to
// the compiled grammar, spec/regex-linearity.spec.ts to linear time). Run by `npm run build`;
// `--check` exits 1 when the file is stale (a spec runs it).
import { readFileSync } from 'node:fs';
import { loadEngine, mergeStates, union, writeGenerated } from './generate-common.mjs';

// `anchored`: a RegExp of the whole input; otherwise the expression's source, for the text
// scanners to embed; with `continues`, also the class of the characters its strings have after
// the first (a scanner's word boundary: no scheme starts right after one).
const RULES = [
  { rule: 'URI-reference', section: 'RFC 2396 §4.1', anchored: true },
  { rule: 'scheme', section: 'RFC 2396 §3.1', anchored: false, continues: true },
  { rule: 'escaped', section: 'RFC 2396 §2.4.1', anchored: false },
  { rule: 'alphanum', section: 'RFC 2396 §1.6', anchored: false },
];

const { readGrammar, Alphabet, CompiledStart, ForwardDfa, StartRule } = await loadEngine(`
export { StartRule } from './src/engine/compile/start';
export { readGrammar } from './src/engine/bnf/reader';
export { Alphabet } from './src/engine/bnf/alphabet';
export { CompiledStart } from './src/engine/compile/rule';
export { ForwardDfa } from './src/engine/compile/forward';
`);

/** The minimal automaton of `rule`: { size, start, accepting, next(state, class), classes: code ranges by class }, its dead state dropped. */
function minimalDfa(grammar, rule) {
  const alphabet = new Alphabet(grammar);
  const compiled = new CompiledStart(grammar, rule, {}, alphabet);
  const dfa = new ForwardDfa(compiled.nfa, alphabet, 1 << 20);
  const K = alphabet.size;
  const ranges = Array.from({ length: K }, () => []);
  for (let c = 0; c <= 0xffff; c++) {
    const list = ranges[alphabet.classOf[c]];
    const last = list[list.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else list.push([c, c]);
  }
  const seen = new Set([dfa.start]);
  const queue = [dfa.start];
  while (queue.length > 0) {
    const s = queue.pop();
    for (let k = 0; k < K; k++) {
      const t = dfa.step(s, ranges[k][0][0]);
      if (!seen.has(t)) seen.add(t), queue.push(t);
    }
  }
  if (dfa.clears > 0) throw new Error(`generate-membership: ${rule} has more deterministic states than the cache holds`);
  const n = dfa.size;
  const move = new Int32Array(n * K);
  for (let s = 0; s < n; s++) for (let k = 0; k < K; k++) move[s * K + k] = dfa.step(s, ranges[k][0][0]);
  // Moore: the dead state, accepting states and the others apart, then by the blocks their moves reach
  const block = mergeStates(n, (s, block) => {
    const row = [s === 0 ? 0 : dfa.isAccepting(s) ? 1 : 2];
    for (let k = 0; k < K; k++) row.push(block[move[s * K + k]]);
    return row.join(',');
  });
  // number the live blocks in the order their first state was made (the dead state's block dropped)
  const dead = block[0];
  const number = new Map();
  for (let s = 0; s < n; s++) if (block[s] !== dead && !number.has(block[s])) number.set(block[s], number.size);
  const accepting = [];
  const edges = new Map(); // state -> Map(target -> ranges)
  for (let s = 0; s < n; s++) {
    const from = number.get(block[s]);
    if (from === undefined || edges.has(from)) continue;
    accepting[from] = dfa.isAccepting(s);
    const out = new Map();
    for (let k = 0; k < K; k++) {
      const to = number.get(block[move[s * K + k]]);
      if (to === undefined) continue;
      if (!out.has(to)) out.set(to, []);
      out.get(to).push(...ranges[k]);
    }
    edges.set(from, out);
  }
  return { size: number.size, start: number.get(block[dfa.start]), accepting, edges };
}

// Regular expressions: { k: 'eps' } | { k: 'set', ranges } | { k: 'cat', xs } | { k: 'alt', xs } | { k: 'star', x }; null is the empty language.
const EPS = { k: 'eps' };
const set = (ranges) => ({ k: 'set', ranges: union([ranges]) });
function cat(a, b) {
  if (a === null || b === null) return null;
  if (a.k === 'eps') return b;
  if (b.k === 'eps') return a;
  return { k: 'cat', xs: [...(a.k === 'cat' ? a.xs : [a]), ...(b.k === 'cat' ? b.xs : [b])] };
}
function alt(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  const xs = [...(a.k === 'alt' ? a.xs : [a]), ...(b.k === 'alt' ? b.xs : [b])];
  const sets = xs.filter((x) => x.k === 'set');
  const out = sets.length > 0 ? [set(sets.flatMap((s) => s.ranges))] : [];
  const seen = new Set();
  for (const x of xs) {
    const key = JSON.stringify(x);
    if (x.k !== 'set' && !seen.has(key)) seen.add(key), out.push(x);
  }
  return out.length === 1 ? out[0] : { k: 'alt', xs: out };
}
const star = (a) => (a === null || a.k === 'eps' ? EPS : a.k === 'star' ? a : { k: 'star', x: a });

/** The language of the automaton by state elimination. */
function expressionOf({ size, start, accepting, edges }) {
  const IN = size;
  const OUT = size + 1;
  const paths = new Map(); // p -> Map(q -> expression)
  const get = (p, q) => paths.get(p)?.get(q) ?? null;
  const put = (p, q, r) => {
    if (!paths.has(p)) paths.set(p, new Map());
    paths.get(p).set(q, r);
  };
  for (const [p, out] of edges) for (const [q, ranges] of out) put(p, q, set(ranges));
  put(IN, start, EPS);
  for (let s = 0; s < size; s++) if (accepting[s]) put(s, OUT, alt(get(s, OUT), EPS));
  const left = new Set(Array.from({ length: size }, (_, s) => s));
  const into = (s) => [...paths].filter(([p, m]) => p !== s && m.has(s)).map(([p]) => p);
  const outOf = (s) => [...(paths.get(s)?.keys() ?? [])].filter((q) => q !== s);
  while (left.size > 0) {
    let s = -1;
    let cost = Infinity;
    for (const t of left) {
      const c = into(t).length * outOf(t).length;
      if (c < cost) (cost = c), (s = t);
    }
    left.delete(s);
    const loop = star(get(s, s));
    const ins = into(s);
    const outs = outOf(s);
    for (const p of ins) for (const q of outs) put(p, q, alt(get(p, q), cat(cat(get(p, s), loop), get(s, q))));
    for (const p of ins) paths.get(p).delete(s);
    paths.delete(s);
  }
  return get(IN, OUT);
}

const hex = (c) => `\\u${c.toString(16).padStart(4, '0')}`;
const inClass = (c) => (c < 0x21 || c > 0x7e ? hex(c) : /[\\\]\[^\-\/]/.test(String.fromCharCode(c)) ? `\\${String.fromCharCode(c)}` : String.fromCharCode(c));
const single = (c) => (c < 0x21 || c > 0x7e ? hex(c) : /[\\^$.*+?()[\]{}|\/]/.test(String.fromCharCode(c)) ? `\\${String.fromCharCode(c)}` : String.fromCharCode(c));
function printSet(ranges) {
  if (ranges.length === 1 && ranges[0][0] === ranges[0][1]) return single(ranges[0][0]);
  return `[${ranges.map(([a, b]) => (a === b ? inClass(a) : b === a + 1 ? inClass(a) + inClass(b) : `${inClass(a)}-${inClass(b)}`)).join('')}]`;
}
/** The expression's text; `level` says what surrounds it: 0 an alternation, 2 a concatenation, 3 a quantifier. */
function print(r, level = 0) {
  switch (r.k) {
    case 'eps':
      return '';
    case 'set':
      return printSet(r.ranges);
    case 'cat': {
      const text = r.xs.map((x) => print(x, 2)).join('');
      return level > 2 ? `(?:${text})` : text;
    }
    case 'alt': {
      // the branch starting with the most characters first (a scheme's letters before "/" and
      // "#"): a backtracking engine tries them in order, and the order changes no match
      const xs = r.xs.filter((x) => x.k !== 'eps').sort((a, b) => firstCount(b) - firstCount(a));
      if (xs.length < r.xs.length) return `${xs.length === 1 ? print(xs[0], 3) : `(?:${xs.map((x) => print(x)).join('|')})`}?`;
      const text = xs.map((x) => print(x)).join('|');
      return level > 0 ? `(?:${text})` : text;
    }
    case 'star': {
      if (r.x.k === 'alt') {
        const sets = r.x.xs.filter((x) => x.k === 'set');
        const rest = r.x.xs.filter((x) => x.k !== 'set');
        if (sets.length === 1 && rest.length > 0 && !rest.some((x) => startsIn(x, sets[0].ranges))) {
          const loop = `${printSet(sets[0].ranges)}*`;
          const other = rest.length === 1 ? print(rest[0], 2) : `(?:${rest.map((x) => print(x)).join('|')})`;
          return `${loop}(?:${other}${loop})*`;
        }
      }
      return `${print(r.x, 3)}*`;
    }
  }
  throw new Error(`generate-membership: no expression ${r.k}`);
}
/** How many code units a string of `r` may start with (roughly: a concatenation by its first item). */
function firstCount(r) {
  switch (r.k) {
    case 'eps':
      return 0;
    case 'set':
      return r.ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
    case 'cat':
      return firstCount(r.xs[0]);
    case 'alt':
      return r.xs.reduce((n, x) => n + firstCount(x), 0);
    case 'star':
      return firstCount(r.x);
  }
}
/** Whether a string of `r` may start with a member of `ranges` (or `r` matches the empty string). */
function startsIn(r, ranges) {
  switch (r.k) {
    case 'eps':
    case 'star':
      return true;
    case 'set':
      return r.ranges.some(([a, b]) => ranges.some(([c, d]) => a <= d && c <= b));
    case 'cat':
      return startsIn(r.xs[0], ranges);
    case 'alt':
      return r.xs.some((x) => startsIn(x, ranges));
  }
}

/** The ranges of every edge that leaves a state other than the start, which no edge enters: the characters after a string's first. */
function continues({ start, edges }, rule) {
  const ranges = [];
  for (const [from, out] of edges) {
    for (const [to, list] of out) {
      if (to === start) throw new Error(`generate-membership: ${rule} returns to its start state`);
      if (from !== start) ranges.push(...list);
    }
  }
  return union([ranges]);
}

const grammar = readGrammar(readFileSync(new URL('../grammar/rfc2396.bnf', import.meta.url), 'utf8'));
const lines = [
  '// Generated by scripts/generate-membership.mjs from grammar/rfc2396.bnf: do not edit (edit the grammar file, then `npm run build`).',
  '//',
  '// Membership in a rule as one regular expression, exported under the rule\'s name ("-" written "_"):',
  "// the rule's minimal deterministic automaton, written as an expression whose loops each take a",
  '// character one way (linear time on a backtracking engine).',
  '',
];
for (const { rule, section, anchored, continues: after } of RULES) {
  const dfa = minimalDfa(grammar, rule);
  const name = rule.replace(/-/g, '_');
  const source = JSON.stringify(print(expressionOf(dfa)));
  if (anchored) {
    lines.push(`const ${name}_source = ${source};`);
    lines.push(`/** \`${rule}\` (${section}): a minimal automaton of ${dfa.size} states. */`);
    lines.push(`export const ${name} = new RegExp(\`^(?:\${${name}_source})$\`);`);
  } else {
    lines.push(`/** \`${rule}\` (${section}), unanchored: a minimal automaton of ${dfa.size} states. */`);
    lines.push(`export const ${name}_source = ${source};`);
    if (after) {
      lines.push(`/** The characters of a \`${rule}\` after its first, as a character class. */`);
      lines.push(`export const ${name}_continues = ${JSON.stringify(printSet(continues(dfa, rule)))};`);
    }
  }
}
// RFC 2616 §3.2.2 `http_URL` (grammar/rfc2616.bnf, on RFC 2396's rules) after its scheme name
// and ":", which the http family (http, https, ws, wss) writes each with its own name
// (src/rfc1738/http2616.ts): a sticky expression, run from the offset after the ":". Written
// only when every `scheme ":"` followed by it is proven a `URI-reference`: then a member with
// no fragment needs no RFC 2396 test (src/parse-url/isValidUrl.ts).
{
  const readText = (file) => readFileSync(new URL(`../grammar/${file}`, import.meta.url), 'utf8');
  const both = readGrammar(`${readText('rfc2396.bnf')}\n${readText('rfc2616.bnf')}`);
  const http = both.rules.get('http_URL');
  if (http.expr.kind !== 'seq' || http.expr.items[0].kind !== 'literal' || http.expr.items[0].text !== 'http:') throw new Error('generate-membership: http_URL no longer starts with "http:"');
  const rest = { ...http.expr, items: http.expr.items.slice(1) };
  both.rules.set('http_URL-rest', { ...http, name: 'http_URL-rest', expr: rest });
  const at = http.at;
  both.rules.set('http_URL-any', { ...http, name: 'http_URL-any', expr: { kind: 'seq', items: [{ kind: 'ref', name: 'scheme', at }, { kind: 'literal', text: ':' }, rest] } });
  const within = new StartRule(both, 'http_URL-any').within(new StartRule(both, 'URI-reference'));
  if (within !== 'within') throw new Error(`generate-membership: scheme ":" and http_URL's rest are not within URI-reference (${JSON.stringify(within)})`);
  const dfa = minimalDfa(both, 'http_URL-rest');
  lines.push(`const http_URL_rest_source = ${JSON.stringify(print(expressionOf(dfa)))};`);
  lines.push(`/** \`http_URL\` (RFC 2616 §3.2.2) after its scheme name and ":", from lastIndex to the end (proven: after any \`scheme ":"\` a URI-reference): a minimal automaton of ${dfa.size} states. */`);
  lines.push(`export const http_URL_rest = new RegExp(\`(?:\${http_URL_rest_source})$\`, 'y');`);
}

// Every other rule of the grammar: its minimal automaton as a table (a program that asks
// whether a string is a hostname, say, runs it with no engine): the rule's own classes of the
// ASCII code units (those no state tells apart share one), each a character of `map` (its
// class plus 48); `next` the target plus 1 per state and class (0: no way on), a character
// plus 48 each; `accepting` a "1" per accepting state. The grammar has no character past ASCII.
const TABLED = [...grammar.rules.keys()].filter((rule) => !RULES.some((r) => r.rule === rule && r.anchored));
const tables = [];
for (const rule of TABLED) {
  const dfa = minimalDfa(grammar, rule);
  const target = (s, c) => {
    for (const [to, ranges] of dfa.edges.get(s)) if (ranges.some(([a, b]) => a <= c && c <= b)) return to;
    return -1;
  };
  for (const out of dfa.edges.values()) for (const ranges of out.values()) if (ranges.some(([, b]) => b >= 128)) throw new Error(`generate-membership: ${rule} matches a character past ASCII`);
  const classOf = [];
  const signatures = new Map();
  for (let c = 0; c < 128; c++) {
    const key = Array.from({ length: dfa.size }, (_, s) => target(s, c)).join();
    if (!signatures.has(key)) signatures.set(key, signatures.size);
    classOf.push(signatures.get(key));
  }
  const classes = signatures.size;
  const cell = (n) => String.fromCharCode(48 + n);
  const first = classOf.map((k, c) => [k, c]).filter(([k], i, all) => all.findIndex(([j]) => j === k) === i).map(([, c]) => c);
  let next = '';
  for (let s = 0; s < dfa.size; s++) for (let k = 0; k < classes; k++) next += cell(target(s, first[k]) + 1);
  if (dfa.size + 48 > 0xffff) throw new Error(`generate-membership: ${rule} has too many states for a table`);
  tables.push(`  ${/^[A-Za-z_]\w*$/.test(rule) ? rule : JSON.stringify(rule)}: [${dfa.start}, ${JSON.stringify(dfa.accepting.map((a) => (a ? '1' : '0')).join(''))}, ${JSON.stringify(classOf.map(cell).join(''))}, ${JSON.stringify(next)}, ${classes}],`);
}
lines.push('');
lines.push('/** A rule\'s minimal automaton as a table: start state, accepting states ("1"), class of each ASCII code unit (plus 48), next state plus 1 per state and class (plus 48), number of classes. */');
lines.push('export type RuleTable = readonly [start: number, accepting: string, map: string, next: string, classes: number];');
lines.push('');
lines.push('/** Membership in each rule of the grammar but URI-reference, as a table (src/rfc2396/membership.ts runs them). */');
lines.push('export const RULE_TABLES: { readonly [rule: string]: RuleTable } = {');
lines.push(...tables);
lines.push('};');
if (!writeGenerated('src/generated/rfc2396-membership.ts', lines.join('\n') + '\n', 'generate-membership')) process.exit(1);
