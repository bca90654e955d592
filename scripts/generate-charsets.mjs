// Writes src/generated/rfc2396-charsets.ts and src/generated/rfc1738-charsets.ts: the character
// sets of grammar/rfc2396.bnf and grammar/rfc1738.bnf, so that the fast code (128-entry tables,
// regular expressions) reads them from the grammar instead of a hand copy. The grammar is read
// by the engine's own BNF reader (./generate-common.mjs). One export per set, so that a bundle keeps only the sets it uses.
// Run by `npm run build`; `--check` exits 1 when a file is stale (a spec runs it).
//
// A rule gets a set when its one-character strings are a character class of the RFC:
//  - every string of the rule is one character, or a sequence of two or more that the set
//    leaves aside (`uric = reserved | unreserved | escaped`: the set is reserved ∪ unreserved);
//  - or the rule is `*item` / `1*item` of such an item (`reg_name`, `query`, RFC 1738 `user`).
// Either way the set is exactly { c : the one-character string c matches the rule }.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { GRAMMARS, loadEngine, union, writeGenerated } from './generate-common.mjs';

const root = new URL('..', import.meta.url);

function setsOf(grammar, brackets) {
  const rules = grammar.rules;
  const minMemo = new Map();
  const minLength = (expr) => {
    switch (expr.kind) {
      case 'literal':
        return expr.text.length;
      case 'chars':
        return 1;
      case 'ref':
        if (!minMemo.has(expr.name)) minMemo.set(expr.name, minLength(rules.get(expr.name).expr));
        return minMemo.get(expr.name);
      case 'seq':
        return expr.items.reduce((n, item) => n + minLength(item), 0);
      case 'alt':
        return Math.min(...expr.options.map(minLength));
      case 'repeat':
        return expr.min * minLength(expr.item);
    }
    throw new Error(`generate-charsets: unknown expression ${expr.kind}`);
  };
  // The ranges of the one-character strings of `expr` when it is an alternation of single
  // characters and of literals or named rules of two or more characters (escaped); null
  // otherwise (a rule of varying length such as domainlabel, or a run).
  const classOf = (expr) => {
    if ((expr.kind === 'ref' || expr.kind === 'literal') && minLength(expr) >= 2) return [];
    switch (expr.kind) {
      case 'literal': {
        if (expr.text.length !== 1) return null;
        const c = expr.text.charCodeAt(0);
        const lower = c | 0x20;
        return expr.caseInsensitive && lower >= 0x61 && lower <= 0x7a ? [[lower & ~0x20, lower & ~0x20], [lower, lower]] : [[c, c]];
      }
      case 'chars':
        return expr.ranges.map(([a, b]) => [a, b]);
      case 'ref':
        return classOf(rules.get(expr.name).expr);
      case 'alt': {
        const parts = expr.options.map(classOf);
        return parts.includes(null) ? null : union(parts);
      }
      default:
        return null;
    }
  };
  const sets = [];
  for (const rule of rules.values()) {
    const { expr } = rule;
    const run = expr.kind === 'repeat' && expr.min <= 1 && (expr.max === null || expr.max >= 1);
    const ranges = run ? classOf(expr.item) : classOf(expr);
    if (ranges && ranges.length > 0) sets.push({ name: rule.name, ranges, text: bnf(expr, brackets), items: run ? itemsOf(expr.item) : null });
  }
  return sets;
}

/**
 * The alternatives of a run's item as an error names them where the run may go on (`unreserved`,
 * `escaped`, `";"`, in the grammar's order), when each is a rule or a literal; null otherwise.
 */
function itemsOf(item) {
  if (item.kind !== 'alt' || !item.options.every((o) => o.kind === 'ref' || o.kind === 'literal')) return null;
  return item.options.map((o) => (o.kind === 'ref' ? o.name : JSON.stringify(o.text)));
}

/** The expression in the notation of the grammar, for the comment. */
function bnf(expr, brackets, inner = false) {
  switch (expr.kind) {
    case 'literal':
      return expr.text === '"' ? '<">' : `"${expr.text}"`;
    case 'chars':
      return expr.label ?? '…';
    case 'ref':
      return expr.name;
    case 'seq': {
      const text = expr.items.map((item) => bnf(item, brackets, true)).join(' ');
      return inner ? `( ${text} )` : text;
    }
    case 'alt': {
      const text = expr.options.map((option) => bnf(option, brackets)).join(' | ');
      return inner ? `( ${text} )` : text;
    }
    case 'repeat': {
      if (expr.min === 0 && expr.max === 1) return `[ ${bnf(expr.item, brackets)} ]`;
      const prefix = `${expr.min === 0 ? '' : expr.min}*${expr.max === null ? '' : expr.max}`;
      if (expr.item.kind === 'ref') return `${prefix}${expr.item.name}`;
      return brackets ? `${prefix}[ ${bnf(expr.item, brackets)} ]` : `${prefix}( ${bnf(expr.item, brackets)} )`;
    }
  }
}

const { readGrammar } = await loadEngine("export { readGrammar } from './src/engine/bnf/reader';");
let stale = false;
for (const { out, file, title, brackets } of GRAMMARS) {
  const grammar = readGrammar(readFileSync(new URL(`grammar/${file}`, root), 'utf8'));
  const lines = [
    `// Generated by scripts/generate-charsets.mjs from grammar/${file}: do not edit (edit the grammar file, then \`npm run build\`).`,
    '//',
    `// The character sets of ${title}, one export per rule, named as the rule: the characters c`,
    '// such that the one-character string c matches the rule (an escape, three characters, is not',
    '// among them). Each is an ASCII string of its members in code order: a plain literal, so that',
    '// a bundle drops the ones it does not use.',
    '',
  ];
  // A rule whose name is no JavaScript identifier (RFC 1738's gopher+_string = *xchar) has no
  // export: a string export name needs ES2022, and its set is that of the rule it repeats.
  for (const set of setsOf(grammar, brackets).filter((s) => /^[A-Za-z_$][\w$]*$/.test(s.name))) {
    // the sets of these RFCs are printable ASCII (RFC 2396 §2.1, RFC 1738 §2.2): a string each
    if (set.ranges.some(([a, b]) => a < 0x21 || b > 0x7e)) throw new Error(`generate-charsets: ${set.name} has a member outside U+0021–U+007E`);
    const members = set.ranges.map(([a, b]) => String.fromCharCode(...Array.from({ length: b - a + 1 }, (_, k) => a + k))).join('');
    lines.push(`/** ${set.name} = ${set.text.replace(/\*\//g, '*\\/')} */`);
    lines.push(`export const ${set.name} = ${JSON.stringify(members)};`);
    if (set.items) {
      lines.push(`/** What an error expects where ${set.name} may go on: the alternatives of its item, in the grammar's order (not frozen: the tracker names the lists it records). */`);
      lines.push(`export const ${set.name}_expected: readonly string[] = ${JSON.stringify(set.items)};`);
    }
  }
  if (!writeGenerated(out, lines.join('\n') + '\n', 'generate-charsets')) stale = true;
}
if (stale) process.exit(1);
