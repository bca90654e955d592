// Bundles what runs (after tsc has written the declarations): one CommonJS file holding the
// whole library, with the two public entry points as thin views of it (so `uri-grammar` and
// `uri-grammar/grammar-compiler` share one instance: one registry, one GrammarProblemError),
// and the CLI as one file of its own. Loading one file instead of ~200 is most of a fast
// start. parsimmon stays a dependency, not bundled.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? 'dist'; // the directory built into (scripts/build.mjs builds beside dist/, then swaps)
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['parsimmon'], logLevel: 'warning', absWorkingDir: root, legalComments: 'none', minifyWhitespace: true, minifySyntax: true };

await build({
  ...common,
  stdin: {
    contents: "export * as main from './src/index';\nexport * as compiler from './src/grammar-compiler';\n",
    resolveDir: root,
    sourcefile: 'uri-grammar.ts',
    loader: 'ts',
  },
  outfile: `${out}/uri-grammar.js`,
});

const view = (file, path, key) => {
  mkdirSync(join(root, out, file.replace(/[^/]*$/, '')), { recursive: true });
  // Not `module.exports = require(...)`: Node reads that form as a re-export when ESM imports
  // this file, and scans the whole bundle for export names (longer than loading it).
  writeFileSync(join(root, out, file), `'use strict';\n// The ${key === 'main' ? 'package' : 'grammar-compiler'} entry: a view of the one bundle (scripts/bundle.mjs).\nconst bundle = require('${path}');\nmodule.exports = bundle.${key};\n`);
};
view('index.js', './uri-grammar.js', 'main');
view('grammar-compiler.js', './uri-grammar.js', 'compiler');

// the CLI and any worker it starts: each file a process or thread loads on its own
// (dist/cli/cli.js; dist/cli/main.js, the command, runs it with V8's code cache: scripts/cli-start.cjs)
const cli = readdirSync(new URL('../src/cli/', import.meta.url)).filter((f) => f === 'main.ts' || /worker\.ts$/.test(f));
await build({ ...common, entryPoints: cli.map((f) => ({ in: `src/cli/${f}`, out: f === 'main.ts' ? 'cli' : f.slice(0, -3) })), outdir: `${out}/cli` });
copyFileSync(join(root, 'scripts/cli-start.cjs'), join(root, out, 'cli/main.js'));

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
