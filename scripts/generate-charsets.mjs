// Writes src/generated/rfc2396-charsets.ts and src/generated/rfc1738-charsets.ts: the character
// sets of grammar/rfc2396.bnf and grammar/rfc1738.bnf, so that the fast code (128-entry tables,
// regular expressions) reads them from the grammar instead of a hand copy. The grammar is read
// by the engine's own BNF reader (src/engine/bnf/reader.ts, bundled here by esbuild, so no
// build is needed first; the engine modules it reaches load the sets last written, which the
// reader does not use). One export per set, so that a bundle keeps only the sets it uses.
// Run by `npm run build`; `--check` exits 1 when a file is stale (a spec runs it).
//
// A rule gets a set when its one-character strings are a character class of the RFC:
//  - every string of the rule is one character, or a sequence of two or more that the set
//    leaves aside (`uric = reserved | unreserved | escaped`: the set is reserved ∪ unreserved);
//  - or the rule is `*item` / `1*item` of such an item (`reg_name`, `query`, RFC 1738 `user`).
// Either way the set is exactly { c : the one-character string c matches the rule }.
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url);
const GRAMMARS = [
  { out: 'src/generated/rfc2396-charsets.ts', file: 'rfc2396.bnf', title: 'RFC 2396 Appendix A', brackets: false },
  // RFC 1738 writes a repeated group as *[ ... ] (§5)
  { out: 'src/generated/rfc1738-charsets.ts', file: 'rfc1738.bnf', title: 'RFC 1738 §5', brackets: true },
];

/**
 * A generated file that is missing (a first run) is read as empty sets, one per rule name of
 * its grammar: the reader needs none of them, but the engine modules it reaches load them.
 */
const bootstrap = {
  name: 'bootstrap-charsets',
  setup(b) {
    b.onResolve({ filter: /\/generated\/rfc\d+-charsets$/ }, (args) => {
      const grammar = GRAMMARS.find((g) => args.path.endsWith(g.out.slice('src/generated'.length, -3)));
      return grammar && !existsSync(new URL(grammar.out, root)) ? { path: grammar.file, namespace: 'bootstrap-charsets' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'bootstrap-charsets' }, (args) => {
      const names = [...readFileSync(new URL(`grammar/${args.path}`, root), 'utf8').matchAll(/^\s*([A-Za-z][\w+-]*)\s*=/gm)].map((m) => m[1]);
      return { contents: names.map((name, k) => `const n${k} = ''; export { n${k} as ${JSON.stringify(name)} };`).join('\n'), loader: 'js' };
    });
  },
};

async function engineReader() {
  const { outputFiles } = await build({
    entryPoints: [new URL('src/engine/bnf/reader.ts', root).pathname],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['parsimmon'],
    logLevel: 'silent',
    plugins: [bootstrap],
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
  return module.exports.readGrammar;
}

/** Ascending disjoint ranges of `codes`. */
function union(lists) {
  const all = lists.flat().sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [a, b] of all) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

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
    if (ranges && ranges.length > 0) sets.push({ name: rule.name, ranges, text: bnf(expr, brackets) });
  }
  return sets;
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

const readGrammar = await engineReader();
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
  }
  const text = lines.join('\n') + '\n';
  const path = new URL(out, root);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${out} is not current: run \`npm run build\` (or node scripts/generate-charsets.mjs)`);
      stale = true;
    }
  } else {
    mkdirSync(new URL('.', path), { recursive: true });
    writeFileSync(path, text);
  }
}
if (stale) process.exit(1);
