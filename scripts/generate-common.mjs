// What the generators share: the engine, loaded from src/ (bundled by esbuild, so that no
// build is needed first), and the writing of a generated file, or with `--check` its check.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url);

/** The grammars whose character sets scripts/generate-charsets.mjs writes, and where. */
export const GRAMMARS = [
  { out: 'src/generated/rfc2396-charsets.ts', file: 'rfc2396.bnf', title: 'RFC 2396 Appendix A', brackets: false },
  // RFC 1738 writes a repeated group as *[ ... ] (§5)
  { out: 'src/generated/rfc1738-charsets.ts', file: 'rfc1738.bnf', title: 'RFC 1738 §5', brackets: true },
];

/**
 * A character-set file that is missing (a first run) is read as empty sets, one per rule name
 * of its grammar: the engine modules a generator loads import them, and need none.
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

/** The ascending disjoint ranges covering the `[first, last]` ranges of `lists` (new arrays: the given ones are left as they are). */
export function union(lists) {
  const all = lists.flat().map(([a, b]) => [a, b]).sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [a, b] of all) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** The exports of `source`, a TypeScript module whose imports are relative to the project's root (`./src/...`). */
export async function loadEngine(source) {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: root.pathname, loader: 'ts' },
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
  return module.exports;
}

/** Writes `text` to `out` (relative to the root); with `--check`, whether `out` holds it already (else says so on stderr). */
export function writeGenerated(out, text, generator) {
  const path = new URL(out, root);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current === text) return true;
    console.error(`${out} is not current: run \`npm run build\` (or node scripts/${generator}.mjs)`);
    return false;
  }
  mkdirSync(new URL('.', path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

/**
 * Moore's minimisation: the coarsest partition of the states `0 .. count - 1` in which the
 * states of a block have the same `keyOf(s, block)` (what state s does, the states it steps to
 * named by `block[t]`). Each state's block, the blocks numbered in the order of their first
 * state (state 0's is 0).
 */
export function mergeStates(count, keyOf) {
  let block = new Array(count).fill(0);
  let blocks = 1;
  for (;;) {
    const ids = new Map();
    const next = [];
    for (let s = 0; s < count; s++) {
      const key = keyOf(s, block);
      if (!ids.has(key)) ids.set(key, ids.size);
      next.push(ids.get(key));
    }
    const stable = ids.size === blocks;
    [block, blocks] = [next, ids.size];
    if (stable) return block;
  }
}

/** The classes of `units` whose columns (`columnOf(unit)`, a string) agree: each unit's class, numbered in the order met, and their number. */
export function classesOf(units, columnOf) {
  const ids = new Map();
  const classOf = units.map((unit) => {
    const key = columnOf(unit);
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key);
  });
  return { classOf, count: ids.size };
}
