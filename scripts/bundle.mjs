// Bundles what runs (after tsc has written the declarations). The library runs from one
// CommonJS entry, dist/uri-grammar.js, and the two public entry points are thin views of it
// (so `uri-grammar` and `uri-grammar/grammar-compiler` share one instance: one registry, one
// GrammarProblemError). The entry holds no library code: each export is a getter that loads
// its part (dist/parts/) on first use, so that a program compiles and runs only the modules
// the exports it reads reach, and `require` itself costs next to nothing. The parts are
// esbuild's code splitting of the library (each module statement in exactly one file, which
// loads the files it needs), turned into CommonJS. The CLI is one file of its own. parsimmon
// stays a dependency, not bundled.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { toCommonJS } from './esm-to-cjs.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? 'dist'; // the directory built into (scripts/build.mjs builds beside dist/, then swaps)
const minify = { legalComments: 'none', minifyWhitespace: true, minifySyntax: true };
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['parsimmon'], logLevel: 'warning', absWorkingDir: root, ...minify };

// The parts: the public exports in groups that a program uses together, each export taken
// from the module that declares it (not from an entry, which reaches every module). A group
// loads the modules its exports reach and no others (a module shared by groups is in a file
// of its own, loaded by each). Every export of the two entries is in exactly one group
// (checked below); `[name in the module, export name]` where they differ, `['*', name]` for
// the module's namespace (esbuild makes one namespace object per module: the entry's own).
const GROUPS = {
  // RFC 2396 alone, and what reads it without the schemes
  uri: {
    './src/rfc2396-calls': ['formatError', 'parseUriReference', 'isValid'],
    './src/rfc2396/components': ['components', 'hostOf', 'portOf', 'userinfoOf', 'portNumber'],
    './src/build/unescape': ['unescape', 'unescapeBytes'],
    './src/build/errors': ['UriBuildError'],
    './src/base/establish': ['establishBase'],
    './src/base/html': ['findHtmlBase'],
    './src/engine/grammar-errors': ['GrammarRefusalError'],
    './src/engine/bnf/errors': ['BnfError'],
    './src/engine/compile/problems': ['GrammarProblemError', ['LIMITS', 'GRAMMAR_LIMITS']],
    './src/engine/abnf/errors': ['GrammarError'],
    // and every class and constant an entry names (an ES module import binds them at once: build-esm.mjs)
    './src/resolver/resolution': ['Resolution'],
    './src/registry/errors': ['SchemeRegistryError'],
    './src/schemes/grammar-error': ['SchemeGrammarError'],
    './src/lint/codes': ['LINT_CODES'],
    './src/build/escape-rules': ['escapeRules'],
  },
  // RFC 2396's rules: the compiled grammar, no registry
  rules: {
    './src/rfc2396/rules': ['isRuleName', 'rules', 'parse'],
    './src/rfc2396/characters': [['*', 'characters']],
  },
  // the RFC 2732 reading: a compiled grammar, no registry
  rfc2732: { './src/rfc2396/rfc2732': ['rfc2732'] },
  // what reads the scheme registry (and so its built-in schemes)
  schemes: {
    './src/resolver/resolve': ['resolve', 'resolveString'],
    './src/resolver/recompose': ['recompose'],
    './src/resolver/relativize': ['relativize'],
    './src/resolver/reference': ['toReference'],
    './src/resolver/errors': ['formatResolveError'],
    './src/resolver/normalize': ['normalize', 'equivalent', 'equivalence'],
    './src/parse-url/parseUrl': ['parseUrl'],
    './src/parse-url/isValidUrl': ['isValidUrl'],
    './src/rfc1738/rules': ['rules1738', 'isRuleName1738'],
    './src/registry/registry': ['defaultPort', 'isHierarchical'],
    './src/registry/lookup': ['lookupScheme', 'registeredSchemes'],
    './src/build/escape': ['escape'],
    './src/build/format': ['format'],
    './src/build/formatUrl': ['formatUrl'],
    './src/lint/lint': ['lint'],
    './src/text/extract': ['extract', 'extractStream'],
    './src/schemes/meaning/urn': ['readUrn'],
    './src/schemes/meaning/data': ['readData'],
    './src/schemes/meaning/tag': ['readTag'],
    './src/schemes/meaning/geo': ['readGeo', 'exactNumber'],
    './src/schemes/catalogue': ['catalogue'],
  },
  // new grammars: the readers, the checks, the kit
  grammars: {
    './src/parse-url/define': ['defineScheme', 'overrideScheme', 'g'],
    './src/schemes/fromBnf': ['schemeFromBnf'],
    './src/rfc1738-namespace': [['*', 'rfc1738']],
    './src/engine/grammar-text': ['compileGrammar'],
    './src/schemes/fromAbnf': ['schemeFromAbnf'],
    './src/engine/bnf/compile': ['compileModel'],
    './src/engine/bnf/reader': ['readGrammar'],
    './src/engine/abnf/extract': ['extractAbnf'],
  },
};
const exportName = (n) => (Array.isArray(n) ? n[1] : n);
const ENTRIES = { main: './src/index.ts', compiler: './src/grammar-compiler.ts' };

// The export names of each entry, as esbuild reads them.
const names = {};
for (const [key, file] of Object.entries(ENTRIES)) {
  const r = await build({ ...common, format: 'esm', entryPoints: [file], write: false, metafile: true, outdir: 'out' });
  names[key] = Object.values(r.metafile.outputs).find((o) => o.entryPoint).exports.sort();
}
const groupOf = new Map(Object.entries(GROUPS).flatMap(([g, modules]) => Object.values(modules).flat().map((n) => [exportName(n), g])));
for (const n of new Set([...names.main, ...names.compiler])) if (!groupOf.has(n)) throw new Error(`bundle: export ${n} is in no group of scripts/bundle.mjs`);
for (const n of groupOf.keys()) if (!names.main.includes(n) && !names.compiler.includes(n)) throw new Error(`bundle: group export ${n} is no export`);

// A group that reaches the scheme registry registers the built-in schemes first, as loading
// the whole library did: no part reads a registry without them.
const BUILTINS = './src/schemes/builtins';
const readsRegistry = {};
for (const g of Object.keys(GROUPS)) {
  const r = await build({ ...common, format: 'esm', stdin: { contents: exportsOf(g), resolveDir: root, loader: 'ts' }, write: false, metafile: true, outdir: 'out' });
  const used = Object.values(r.metafile.outputs)[0].inputs['src/registry/registry.ts'];
  readsRegistry[g] = used !== undefined && used.bytesInOutput > 0;
}
function exportsOf(g) {
  return Object.entries(GROUPS[g])
    .flatMap(([m, ns]) => ns.map((n) => (n[0] === '*' ? `export * as ${n[1]} from '${m}';` : `export { ${Array.isArray(n) ? `${n[0]} as ${n[1]}` : n} } from '${m}';`)))
    .join('\n');
}
const groupSource = (g) => (readsRegistry[g] ? `import '${BUILTINS}';\n` : '') + exportsOf(g);
const groups = {
  name: 'groups',
  setup(b) {
    b.onResolve({ filter: /^group:/ }, ({ path }) => ({ path: path.slice(6), namespace: 'group' }));
    b.onLoad({ filter: /.*/, namespace: 'group' }, ({ path }) => ({ contents: groupSource(path), resolveDir: root, loader: 'ts' }));
  },
};
const split = await build({
  ...common,
  format: 'esm',
  splitting: true,
  entryPoints: Object.keys(GROUPS).map((g) => ({ in: `group:${g}`, out: g })),
  chunkNames: 'shared-[hash]',
  outdir: join(root, out, 'parts'),
  write: false,
  plugins: [groups],
});
mkdirSync(join(root, out, 'parts'), { recursive: true });
const partRequires = new Map();
for (const file of split.outputFiles) {
  const { code, requires } = toCommonJS(file.text, file.path);
  partRequires.set(basename(file.path), requires.filter((r) => r.startsWith('./')).map((r) => r.slice(2)));
  writeFileSync(file.path, code);
}
// no cycle among the parts: each part's exports are set when `require` returns it
const done = new Set();
const visit = (part, path) => {
  if (path.includes(part)) throw new Error(`bundle: the parts import one another: ${[...path, part].join(' > ')}`);
  if (done.has(part)) return;
  for (const r of partRequires.get(part)) visit(r, [...path, part]);
  done.add(part);
};
for (const part of partRequires.keys()) visit(part, []);

// The entry: for each of the two views, a getter per export that loads the export's part once
// (each `require` written out, so that a bundler of this file finds the parts). Node's ES module
// entries (scripts/build-esm.mjs) bind every export at import, so what they cannot defer is
// kept cheap: every class and constant is in the EAGER group, and an object of another group
// (`rules`, `catalogue`, a namespace) is a view, one object shared by both module systems with
// the same keys, each a getter that loads the part.
const EAGER = 'uri';
const parts = Object.keys(GROUPS);
const partsRequire = createRequire(join(root, out, 'parts', 'index.js'));
const valueOf = (n) => partsRequire(`./${groupOf.get(n)}.js`)[n];
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const viewed = (n) => groupOf.get(n) !== EAGER && isPlainObject(valueOf(n));
for (const n of groupOf.keys()) {
  const v = valueOf(n);
  if (groupOf.get(n) !== EAGER && typeof v !== 'function' && !isPlainObject(v)) throw new Error(`bundle: export ${n} is neither a function nor an object: it belongs in the ${EAGER} group`);
  if (typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v)) && groupOf.get(n) !== EAGER) throw new Error(`bundle: class ${n} belongs in the ${EAGER} group`);
}
const entryOf = (n) => {
  const i = parts.indexOf(groupOf.get(n));
  if (!viewed(n)) return `  [${JSON.stringify(n)}, ${i}],\n`;
  const v = valueOf(n);
  return `  [${JSON.stringify(n)}, ${i}, ${JSON.stringify(Object.keys(v))}, ${Object.isFrozen(v)}],\n`;
};
const view = (key) => `exports.${key} = view([\n${names[key].map(entryOf).join('')}]);\n`;
writeFileSync(
  join(root, out, 'uri-grammar.js'),
  `'use strict';
// The library's one instance (scripts/bundle.mjs): the two entry points are views of these
// exports. Each export's code is in a part (./parts/), loaded (compiled and run) on first use.
const load = [
${parts.map((g) => `  () => require('./parts/${g}.js'),\n`).join('')}];
const loaded = [];
const part = (i) => loaded[i] ?? (loaded[i] = load[i]());
// An object export as a view: its keys, each read from the object once its part is loaded (a
// value that is another object export, as in a namespace, read as that export's view).
const viewed = [];
const views = new Map();
function objectView(i, name, keys, frozen) {
  let o = views.get(name);
  if (o !== undefined) return o;
  o = {};
  for (const k of keys) Object.defineProperty(o, k, { get: () => asExported(part(i)[name][k]), enumerable: true });
  if (frozen) Object.freeze(o);
  views.set(name, o);
  return o;
}
function asExported(value) {
  if (typeof value !== 'object' || value === null) return value;
  for (const [name, i, keys, frozen] of viewed) if (loaded[i] !== undefined && loaded[i][name] === value) return objectView(i, name, keys, frozen);
  return value;
}
function view(exports) {
  const o = {};
  for (const [name, i, keys, frozen] of exports) {
    if (keys !== undefined) viewed.push([name, i, keys, frozen]);
    const get = keys === undefined ? () => part(i)[name] : () => objectView(i, name, keys, frozen);
    Object.defineProperty(o, name, { get, enumerable: true });
  }
  return o;
}
${view('main')}${view('compiler')}`,
);

const entryView = (file, path, key) => {
  mkdirSync(join(root, out, file.replace(/[^/]*$/, '')), { recursive: true });
  // Not `module.exports = require(...)`: Node reads that form as a re-export when ESM imports
  // this file, and scans the whole bundle for export names (longer than loading it).
  writeFileSync(join(root, out, file), `'use strict';\n// The ${key === 'main' ? 'package' : 'grammar-compiler'} entry: a view of the one instance (scripts/bundle.mjs).\nconst bundle = require('${path}');\nmodule.exports = bundle.${key};\n`);
};
entryView('index.js', './uri-grammar.js', 'main');
entryView('grammar-compiler.js', './uri-grammar.js', 'compiler');

// the CLI and any worker it starts: each file a process or thread loads on its own
// (dist/cli/cli.js; dist/cli/main.js, the command, runs it with V8's code cache: scripts/cli-start.cjs)
const cli = readdirSync(new URL('../src/cli/', import.meta.url)).filter((f) => f === 'main.ts' || /worker\.ts$/.test(f));
await build({ ...common, entryPoints: cli.map((f) => ({ in: `src/cli/${f}`, out: f === 'main.ts' ? 'cli' : f.slice(0, -3) })), outdir: `${out}/cli` });
// the command, with the bundle's content hash written in: its code cache is the cache of that bundle alone
const bundleHash = createHash('sha256').update(readFileSync(join(root, out, 'cli/cli.js'))).digest('hex').slice(0, 16);
const starter = readFileSync(join(root, 'scripts/cli-start.cjs'), 'utf8');
if (!starter.includes("const BUNDLE_HASH = '';")) throw new Error('bundle: scripts/cli-start.cjs has no BUNDLE_HASH to write in');
writeFileSync(join(root, out, 'cli/main.js'), starter.replace("const BUNDLE_HASH = '';", `const BUNDLE_HASH = '${bundleHash}';`), { mode: 0o755 });

// The ES module build, for bundlers and browsers: one module per source file (dist/esm, the
// modules the two entry points reach), so that a bundler keeps only the modules an import
// reaches. Each relative import stays an import of the sibling .mjs file.
const reached = await build({ ...common, entryPoints: ['src/index.ts', 'src/grammar-compiler.ts'], outdir: `${out}/esm`, write: false, metafile: true });
const sources = Object.keys(reached.metafile.inputs).filter((f) => f.startsWith('src/'));
const siblings = {
  name: 'sibling-modules',
  setup(b) {
    b.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
      if (kind === 'entry-point') return undefined;
      const target = join(resolveDir, path);
      const file = existsSync(`${target}.ts`) ? `${path}.mjs` : existsSync(join(target, 'index.ts')) ? `${path}/index.mjs` : undefined;
      if (file === undefined) return { errors: [{ text: `no source file for ${path} in ${resolveDir}` }] };
      return { path: file, external: true };
    });
  },
};
await build({
  entryPoints: sources,
  outdir: `${out}/esm`,
  outbase: 'src',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'neutral',
  target: 'es2020',
  format: 'esm',
  external: ['parsimmon'],
  plugins: [siblings],
  logLevel: 'warning',
  absWorkingDir: root,
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
});
