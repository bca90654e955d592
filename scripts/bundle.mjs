// Bundles what runs (after tsc has written the declarations): one CommonJS file holding the
// whole library, with the two public entry points as thin views of it (so `uri-grammar` and
// `uri-grammar/grammar-compiler` share one instance: one registry, one GrammarProblemError),
// and the CLI as one file of its own. Loading one file instead of ~200 is most of a fast
// start. parsimmon stays a dependency, not bundled.
import { build } from 'esbuild';
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', external: ['parsimmon'], logLevel: 'warning', absWorkingDir: root, legalComments: 'none', minifyWhitespace: true, minifySyntax: true };

await build({
  ...common,
  stdin: {
    contents: "export * as main from './src/index';\nexport * as compiler from './src/grammar-compiler';\n",
    resolveDir: root,
    sourcefile: 'uri-grammar.ts',
    loader: 'ts',
  },
  outfile: 'dist/uri-grammar.js',
});

const view = (file, path, key) => {
  mkdirSync(new URL(`../dist/${file.replace(/[^/]*$/, '')}`, import.meta.url), { recursive: true });
  writeFileSync(new URL(`../dist/${file}`, import.meta.url), `'use strict';\n// The ${key === 'main' ? 'package' : 'grammar-compiler'} entry: a view of the one bundle (scripts/bundle.mjs).\nmodule.exports = require('${path}').${key};\n`);
};
view('index.js', './uri-grammar.js', 'main');
view('grammar-compiler.js', './uri-grammar.js', 'compiler');

// the CLI and any worker it starts: each file a process or thread loads on its own
const cli = readdirSync(new URL('../src/cli/', import.meta.url)).filter((f) => f === 'main.ts' || /worker\.ts$/.test(f));
await build({ ...common, entryPoints: cli.map((f) => `src/cli/${f}`), outdir: 'dist/cli' });
