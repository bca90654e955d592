// Writes src/generated/rfc2396-scanner.ts: the derivation of `URI-reference` (grammar/rfc2396.bnf)
// as a tagged deterministic automaton (Laurikari's TDFA, with the priorities of a backtracking
// parser, as re2c builds one for leftmost-greedy matching), written out as code: one pass over
// the input, no backtracking, the offsets where the derivation's rules start and end kept in
// local variables. It is the derivation the compiled engine gives (its tried-order run:
// src/engine/compile/priority.ts, a Pike VM), so the offsets are those of the engine's tree.
//
// The automaton's states are ordered lists of the engine automaton's reading states (the
// threads of that run, in priority order), each with the registers that hold its tags (the
// start or end of a rule named in TAGS). A step reads a code unit, moves each thread that
// can, and follows the ε-moves depth first, an earlier thread and an earlier successor first,
// a state taken by the first thread to reach it (the engine's closure). A tag passed on the
// way is set to the offset when its thread reads on or the input ends there (re2c's lookahead
// tags: threads that die set nothing); a tag on which every thread agrees moves to a variable
// of its own (what follows the authority is then not one copy per way of reading it).
// Registers are numbered per state by first use, so that two steps that reach the same threads
// with the same sharing of values reach one state; the step copies registers into that
// numbering. Where the input ends, the first thread at the accepting state holds the tags.
// States that no reading tells apart are merged (Moore), code units into classes by their
// columns, and a state with one way on that does nothing (inside an escape) is read ahead.
//
// It writes src/generated/rfc2396-lists.ts too: the character the builder splits each list at,
// checked against the grammar (LISTS, below).
//
// Run by `npm run build`; `--check` exits 1 when a file is stale (a spec runs it).
import { readFileSync } from 'node:fs';
import { classesOf, loadEngine, mergeStates, writeGenerated } from './generate-common.mjs';

const OUT = 'src/generated/rfc2396-scanner.ts';
const LISTS_OUT = 'src/generated/rfc2396-lists.ts';

/**
 * The offsets the derivation keeps: [rule, 'start' | 'end'], each exported as the index
 * `<rule>_<start|end>` into the tags, by which src/rfc2396/fast/ reads it. A rule absent from
 * the derivation has -1 for both. (Each tag costs states: the builder derives the rest.)
 */
const TAGS = [
  ['scheme', 'end'],
  ['opaque_part', 'end'],
  ['authority', 'end'],
  ['reg_name', 'end'],
  ['userinfo', 'end'],
  ['host', 'end'],
  ['IPv4address', 'end'],
  ['abs_path', 'start'],
  ['abs_path', 'end'],
  ['rel_path', 'end'],
  ['rel_segment', 'end'],
  ['query', 'start'],
  ['fragment', 'start'],
];

const E = await loadEngine(`
export { rfc2396Model } from './src/engine/bnf/shipped';
export { Alphabet } from './src/engine/bnf/alphabet';
export { buildNfa, ACCEPT, CHARACTER } from './src/engine/compile/nfa';
export { accepts } from './src/engine/compile/edges';
export { readGrammar } from './src/engine/bnf/reader';
`);

const model = E.rfc2396Model();
const alphabet = new E.Alphabet(model);
const tagged = new Set(TAGS.map(([rule]) => rule));
const nfa = E.buildNfa(model, alphabet, 'URI-reference', { node: (name) => tagged.has(name) });
const T = TAGS.length;
if (T > 31) throw new Error('generate-scanner: more than 31 tags (a thread keeps the tags it passed as a bit mask)');
/** The tag of each marker (+k start, -k end of nfa.nodeNames[k - 1]), or -1 for one not kept. */
const tagOfMarker = new Map();
nfa.nodeNames.forEach((name, k) => {
  for (const [end, sign] of [['start', 1], ['end', -1]]) tagOfMarker.set(sign * (k + 1), TAGS.findIndex(([r, e]) => r === name && e === end));
});
for (const [rule] of TAGS) if (!nfa.nodeNames.includes(rule)) throw new Error(`generate-scanner: no rule ${rule} in URI-reference`);

const isReader = (s) => nfa.kind[s] === E.CHARACTER || nfa.kind[s] === E.ACCEPT;
/*
 * A thread: its reading state, its tags' values, and the tags its last ε-walk passed (set to
 * the offset before the next code unit, when the thread reads it or the input ends there:
 * re2c's lookahead tags, so that a run whose threads end there sets nothing per code unit).
 * A tag's value: UNSET (-1), k > 0 the state's register k, HERE the offset of the step (before
 * the code unit read), KEPT the tag's own variable (written when every thread agrees on it).
 */
const UNSET = 0;
const HERE = -1;
const KEPT = -2;

/**
 * The threads reached from `sources` ([state, tags][]) by ε-moves, depth first in priority
 * order, each state taken by the first thread to reach it (as PriorityRun.closure); each with
 * the tags passed on its way (a bit mask).
 */
function closure(sources) {
  const seen = new Set();
  const found = [];
  for (const [from, regs] of sources) {
    const stack = [[from, 0]];
    while (stack.length > 0) {
      const [s, ahead] = stack.pop();
      if (seen.has(s)) continue;
      seen.add(s);
      const m = nfa.mark[s];
      const t = m === 0 ? -1 : tagOfMarker.get(m);
      const passed = t >= 0 ? ahead | (1 << t) : ahead;
      if (isReader(s)) {
        found.push([s, regs, passed]);
        continue;
      }
      for (let k = nfa.epsFirst[s + 1] - 1; k >= nfa.epsFirst[s]; k--) if (!seen.has(nfa.epsMoves[k])) stack.push([nfa.epsMoves[k], passed]);
    }
  }
  return found;
}

/**
 * The threads with a tag on which all agree kept in its own variable, and the other values
 * renumbered as registers by first use: [threads, ops], ops a list of [target, value] (target
 * 'rK' or 'gT'; value UNSET, HERE or a source register).
 */
function canonical(threads) {
  const ops = [];
  const regsOf = threads.map(([, regs]) => regs.slice());
  for (let t = 0; t < T; t++) {
    const v = regsOf[0][t];
    if (v === KEPT || !regsOf.every((regs) => regs[t] === v)) continue;
    ops.push([`g${t}`, v]);
    for (const regs of regsOf) regs[t] = KEPT;
  }
  const number = new Map();
  const out = threads.map(([s, , ahead], i) => [
    s,
    regsOf[i].map((v) => {
      if (v === UNSET || v === KEPT) return v;
      if (!number.has(v)) {
        number.set(v, number.size + 1);
        ops.push([`r${number.size}`, v]);
      }
      return number.get(v);
    }),
    ahead,
  ]);
  return [out, ops];
}

const states = []; // { threads }
const ids = new Map();
function intern(threads) {
  const key = threads.map(([s, regs, ahead]) => `${s}:${regs.join('.')}:${ahead}`).join(' ');
  if (!ids.has(key)) ids.set(key, states.push({ threads }) - 1);
  return ids.get(key);
}

const [startThreads, startOps] = canonical(closure([[nfa.start, new Array(T).fill(UNSET)]]));
if (startOps.some(([to, v]) => v !== UNSET || !to.startsWith('g'))) throw new Error('generate-scanner: a register at the start');
intern(startThreads); // state 0: the generated code starts there
const UNITS = Array.from({ length: 128 }, (_, c) => alphabet.classOf[c]);
const CLASSES = alphabet.rangeOf.length;
/** A thread's tags once it reads on: those passed set HERE. */
const onward = ([, regs, ahead]) => regs.map((v, t) => (ahead & (1 << t) ? HERE : v));
const rows = [];
for (let d = 0; d < states.length; d++) {
  const row = [];
  for (let cls = 0; cls < CLASSES; cls++) {
    const sources = states[d].threads.filter(([s]) => nfa.kind[s] === E.CHARACTER && E.accepts(nfa.edges, nfa.edgeOf[s], cls)).map((th) => [nfa.target[th[0]], onward(th)]);
    if (sources.length === 0) {
      row.push(null);
      continue;
    }
    const [threads, ops] = canonical(closure(sources));
    row.push({ to: intern(threads), ops });
  }
  rows.push(row);
  if (states.length > 5000) throw new Error('generate-scanner: more than 5,000 states');
}
/** Where the input ends: the tags of the first thread at the accepting state (its values once it reads on), or null. */
const finals = states.map(({ threads }) => {
  const th = threads.find(([s]) => nfa.kind[s] === E.ACCEPT);
  return th ? onward(th) : null;
});

// Moore: states apart only where their finals, their steps' ops or the blocks they step to differ
const opsKey = (ops) => ops.map(([to, v]) => `${to}=${v}`).join('.');
const block = mergeStates(states.length, (d, block) => `${finals[d]?.join('.') ?? '-'}|${rows[d].map((t) => (t ? `${block[t.to]}/${opsKey(t.ops)}` : '')).join(',')}`);
const S = Math.max(...block) + 1;
const merged = [];
states.forEach((_, d) => (merged[block[d]] ??= { row: rows[d], final: finals[d] }));
// classes of code units below 128 whose columns agree in every state
const { classOf, count: K } = classesOf(UNITS, (cls) => merged.map(({ row }) => (row[cls] ? `${block[row[cls].to]}/${opsKey(row[cls].ops)}` : '')).join(','));
const firstUnit = Array.from({ length: K }, (_, k) => classOf.indexOf(k));
const registers = states.reduce((m, { threads }) => threads.reduce((m2, [, regs]) => regs.reduce((m3, v) => Math.max(m3, v), m2), m), 0);

// code: one case per state; a state's steps grouped by what they do
if (K > 31) throw new Error('generate-scanner: more than 31 classes (a class set is a bit mask)');
const valueOf = (v) => (v === UNSET ? '-1' : v === HERE ? 'p' : `r${v}`);
/** The registers some step or end reads: a write to any other is dropped. */
const read = new Set();
for (let size = -1; size !== read.size; ) {
  size = read.size;
  for (const { row, final } of merged) {
    for (const step of row) for (const [to, v] of step?.ops ?? []) if (v > 0 && to !== `r${v}` && (to.startsWith('g') || read.has(to))) read.add(`r${v}`);
    for (const v of final ?? []) if (v > 0) read.add(`r${v}`);
  }
}
/** The ops of a step as statements: a parallel assignment (every register read before any is written). */
function statements(ops) {
  const pending = ops.filter(([to, v]) => to !== `r${v}` && (to.startsWith('g') || read.has(to)));
  const written = new Set(pending.map(([to]) => to));
  const temps = new Map();
  for (const [, v] of pending) if (v > 0 && written.has(`r${v}`) && !temps.has(v)) temps.set(v, `t${temps.size}`);
  return [...[...temps].map(([v, t]) => `const ${t} = r${v};`), ...pending.map(([to, v]) => `${to} = ${temps.get(v) ?? valueOf(v)};`)];
}
const mask = (classes) => classes.reduce((m, k) => m | (1 << k), 0);
/** Each state's steps grouped by what they do: { to, ops, classes }[] in class order. */
const groupsOf = merged.map(({ row }) => {
  const groups = new Map();
  for (let k = 0; k < K; k++) {
    const step = row[UNITS[firstUnit[k]]];
    if (!step) continue;
    const key = `${block[step.to]}|${opsKey(step.ops)}`;
    if (!groups.has(key)) groups.set(key, { to: block[step.to], ops: step.ops, classes: [] });
    groups.get(key).classes.push(k);
  }
  return [...groups.values()];
});
/**
 * A chain: a step into a state that is no end, has one step and does nothing, read ahead with
 * the next code units (an escape, "%" hex hex, is one): the classes of each code unit after the
 * first, and the state the chain reaches. Chains of two states at most.
 */
const stepsOf = groupsOf.map((groups) => groups.map(({ to, classes }) => ({ to, classes }))); // as built, before chains
const passing = (n) => !merged[n].final && groupsOf[n].length === 1 && statements(groupsOf[n][0].ops).length === 0 && stepsOf[n][0].to !== n;
for (const groups of groupsOf) {
  for (const g of groups) {
    g.ahead = [];
    while (g.ahead.length < 2 && passing(g.to)) {
      const [next] = stepsOf[g.to];
      g.ahead.push(next.classes);
      g.to = next.to;
    }
  }
}
// the states still reached, numbered in the order met (the start first)
const order = [0];
const place = new Map([[0, 0]]);
for (let k = 0; k < order.length; k++) {
  for (const g of groupsOf[order[k]]) if (!place.has(g.to)) place.set(g.to, order.push(g.to) - 1);
}
const classTest = (classes, unit) => (classes.length === 1 ? `${unit} === ${classes[0]}` : `(${mask(classes)} >> ${unit}) & 1`);
const aheadTest = (ahead) => ahead.map((classes, k) => classTest(classes, `C[b[p + ${k + 1}]]`)).join(' && ');
/** The class sets of the states' loops: a loop reads its run with one table load per code unit (R). */
const runs = [];
const body = [];
for (const n of order) {
  const { final } = merged[n];
  const here = place.get(n);
  const groups = groupsOf[n].slice();
  body.push(`case ${here}:`);
  // a loop: the steps back to this state that change nothing, read as a run (with its escapes)
  const li = groups.findIndex((g) => g.to === n && g.ahead.length === 0 && statements(g.ops).length === 0);
  if (li >= 0) {
    const [loop] = groups.splice(li, 1);
    const m = mask(loop.classes);
    if (!runs.includes(m)) runs.push(m);
    const run = `while (R[b[p]] & ${1 << runs.indexOf(m)}) p++;`;
    const ci = groups.findIndex((g) => g.to === n && g.ahead.length > 0 && statements(g.ops).length === 0);
    if (ci >= 0) {
      const [chain] = groups.splice(ci, 1);
      body.push('  for (;;) {', `    ${run}`, `    if (!(${classTest(chain.classes, 'C[b[p]]')} && ${aheadTest(chain.ahead)})) break;`, `    p += ${chain.ahead.length + 1};`, '  }');
    } else body.push(`  ${run}`);
  }
  body.push('  c = C[b[p]];');
  for (const g of groups) {
    body.push(`  if (${classTest(g.classes, 'c')}) {`);
    let indent = '    ';
    if (g.ahead.length > 0) {
      body.push(`    if (!(${aheadTest(g.ahead)})) return false;`);
    }
    for (const line of statements(g.ops)) body.push(`${indent}${line}`);
    // the code unit read: one more after the switch
    if (g.ahead.length > 0) body.push(`${indent}p += ${g.ahead.length};`);
    if (g.to !== n) body.push(`${indent}s = ${place.get(g.to)};`);
    body.push(`${indent}break;`, '  }');
  }
  if (final) {
    // the end: the accepting thread's tags into their variables, then out of the loop
    body.push('  if (p !== n) return false;');
    final.forEach((v, t) => v !== KEPT && body.push(`  g${t} = ${valueOf(v)};`));
    body.push('  break scan;');
  } else body.push('  return false;');
}
const declared = [...Array.from({ length: registers }, (_, k) => `r${k + 1}`).filter((r) => read.has(r)), ...TAGS.map((_, t) => `g${t}`)];

/**
 * The lists the builder splits at a character (src/rfc2396/fast/build.ts and lazy.ts): for
 * each, the one-character literal of its rule that stands beside its items
 * (`path_segments = segment *( "/" segment )`), checked to occur in no string of any rule the
 * list's rule names (no `segment` holds a "/"), so that splitting the list's text at it
 * finds exactly the grammar's items.
 */
const LISTS = [
  ['path_segments', 'segment'],
  ['segment', 'param'],
  ['hostname', 'domainlabel'],
];

/** The code units up to 0xFF the strings of `expr` (in `grammar`) may hold, as a set (every alternative counted: at least the true set; the separators asked about are ASCII). */
function charactersOf(grammar, expr, seen = new Set()) {
  const out = new Set();
  const add = (codes) => codes.forEach((c) => out.add(c));
  switch (expr.kind) {
    case 'literal':
      for (const ch of expr.text) out.add(ch.charCodeAt(0));
      break;
    case 'chars':
      for (const [a, b] of expr.ranges) for (let c = a; c <= Math.min(b, 0xff); c++) out.add(c);
      break;
    case 'ref':
      if (!seen.has(expr.name)) {
        seen.add(expr.name);
        add(charactersOf(grammar, grammar.rules.get(expr.name).expr, seen));
      }
      break;
    case 'seq':
      expr.items.forEach((item) => add(charactersOf(grammar, item, seen)));
      break;
    case 'alt':
      expr.options.forEach((option) => add(charactersOf(grammar, option, seen)));
      break;
    case 'repeat':
      add(charactersOf(grammar, expr.item, seen));
      break;
  }
  return out;
}

/** The expressions below `expr`, itself first. */
function* below(expr) {
  yield expr;
  if (expr.kind === 'seq') for (const item of expr.items) yield* below(item);
  else if (expr.kind === 'alt') for (const option of expr.options) yield* below(option);
  else if (expr.kind === 'repeat') yield* below(expr.item);
}

/** The one-character literal beside `item` in `rule` of `grammar`, checked to occur in no rule `rule` names. */
function separatorOf(grammar, rule, item) {
  const expr = grammar.rules.get(rule).expr;
  // a sequence in which a one-character literal stands next to a reference to the item
  const found = new Set();
  for (const e of below(expr)) {
    if (e.kind !== 'seq') continue;
    e.items.forEach((x, k) => {
      const beside = [e.items[k - 1], e.items[k + 1]];
      if (x.kind === 'literal' && x.text.length === 1 && beside.some((y) => y?.kind === 'ref' && y.name === item)) found.add(x.text);
    });
  }
  if (found.size !== 1) throw new Error(`generate-scanner: ${rule} has ${found.size} one-character literals beside ${item}, not one`);
  const [separator] = found;
  const code = separator.charCodeAt(0);
  for (const e of below(expr)) {
    if (e.kind === 'ref' && charactersOf(grammar, e).has(code)) throw new Error(`generate-scanner: the builder splits ${rule} at ${JSON.stringify(separator)}, which a ${e.name} may hold`);
  }
  return separator;
}

// RFC 1738's hostname is read by the same code (src/combinators/domain.ts): its separator must be the same
const hostname1738 = separatorOf(E.readGrammar(readFileSync(new URL('../grammar/rfc1738.bnf', import.meta.url), 'utf8')), 'hostname', 'domainlabel');
if (hostname1738 !== separatorOf(model, 'hostname', 'domainlabel')) throw new Error('generate-scanner: RFC 1738 and RFC 2396 split a hostname at different characters');

const separators = LISTS.map(([rule, item]) => {
  const separator = separatorOf(model, rule, item);
  const code = separator.charCodeAt(0);
  return `/** \`${rule}\`: the code of ${JSON.stringify(separator)}, the character beside each of its \`${item}\`s, which no rule it names holds (the builder splits it there). */\nexport const ${rule}_separator = ${code};`;
});

const tagList = TAGS.map(([rule, end], t) => `/** Where \`${rule}\` ${end}s: an index into the tags of deriveUriReference. */\nexport const ${rule}_${end} = ${t};`).join('\n');
const tagCount = `/** The number of tags: the length of deriveUriReference's \`tags\`. */\nexport const TAG_COUNT = ${T};`;
const text = `// Generated by scripts/generate-scanner.mjs from grammar/rfc2396.bnf: do not edit (edit the grammar, then \`npm run build\`).

/** The class of each code unit below 128 (the grammar has none above): ${K} classes. */
const C = new Uint8Array(${JSON.stringify(classOf)});

/** Per code unit below 128, bit j set when its class is in the run of loop j: ${runs.length} loops. */
const R = new ${runs.length <= 8 ? 'Uint8Array' : runs.length <= 16 ? 'Uint16Array' : 'Int32Array'}(${JSON.stringify(classOf.map((k) => runs.reduce((bits, m, j) => ((m >> k) & 1 ? bits | (1 << j) : bits), 0)))});

${tagList}
${tagCount}

/**
 * The derivation of \`URI-reference\` (RFC 2396 §4.1) that the compiled grammar gives, in one
 * pass over \`b\`: the input's \`n\` code units as bytes (ASCII), then two or more bytes 0
 * (an escape's hex digits are read ahead). A tagged deterministic automaton of ${S} states
 * (${states.length} before merging), ${declared.length - T} registers. Whether the input is a member; if so, \`tags\`
 * holds where the rules above start or end (−1 for a rule not in the derivation).
 */
export function deriveUriReference(b: Uint8Array, n: number, tags: Int32Array): boolean {
  let p = 0;
  let s = 0;
  let c = 0;
${declared.map((r) => `  let ${r} = -1;`).join('\n')}
  scan: for (;;) {
    switch (s) {
${body.map((l) => `      ${l}`).join('\n')}
    }
    p++;
  }
${declared.filter((r) => r.startsWith('g')).map((g) => `  tags[${g.slice(1)}] = ${g};`).join('\n')}
  return true;
}
`;
// the separators in a file of their own: a module that splits a list needs no scanner
const lists = `// Generated by scripts/generate-scanner.mjs from grammar/rfc2396.bnf: do not edit (edit the grammar, then \`npm run build\`).

${separators.join('\n')}
`;
const scannerCurrent = writeGenerated(OUT, text, 'generate-scanner');
const listsCurrent = writeGenerated(LISTS_OUT, lists, 'generate-scanner');
if (!scannerCurrent || !listsCurrent) process.exit(1);
