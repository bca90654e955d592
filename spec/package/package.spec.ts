// The published package, tried as a new user would: `npm pack`, installed with npm into an
// empty project, then required, imported, bundled, run as a CLI and compiled against with
// strict TypeScript. One pack and one install for the whole file.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { Packed, ROOT, packAndInstall } from './packed';

let packed: Packed;
beforeAll(() => {
  packed = packAndInstall();
}, 120_000);
afterAll(() => {
  if (packed) rmSync(dirname(packed.project), { recursive: true, force: true }); // the tarball and the consumer project
});

const run = (file: string, args: string[] = []): string => execFileSync(process.execPath, [file, ...args], { cwd: packed.project, encoding: 'utf8' });
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;

// The exports every release has (others join them; the ESM entry must list exactly the CommonJS ones).
const CORE_EXPORTS = [
  'Resolution', 'SchemeGrammarError', 'characters', 'components', 'defaultPort', 'defineScheme', 'equivalent', 'formatError',
  'formatResolveError', 'g', 'isHierarchical', 'isRuleName', 'isRuleName1738', 'isValid', 'lookupScheme', 'normalize',
  'overrideScheme', 'parse', 'parseUriReference', 'parseUrl', 'recompose', 'registeredSchemes', 'relativize', 'resolve',
  'resolveString', 'rfc1738', 'rules', 'rules1738', 'schemeFromBnf', 'toReference',
];
/** The root exports of the CommonJS build, as `require` gives them (sorted). */
function cjsExports(): string[] {
  return Object.keys(require(join(ROOT, 'dist/index.js')) as object).filter((k) => k !== '__esModule').sort();
}
const COMPILER_EXPORTS = ['BnfError', 'compileGrammar', 'compileModel', 'extractAbnf', 'readGrammar'];

describe('the tarball', () => {
  it('holds the build, the grammars, README, LICENSE and package.json, and nothing else', () => {
    const other = packed.files.filter(
      (f) =>
        !/^dist\/.+\.(js|d\.ts)$/.test(f) &&
        !/^dist\/esm\/[\w-]+\.d\.mts$/.test(f) &&
        !/^dist\/(esm\/([\w-]+\/)*|node\/)[\w-]+\.mjs$/.test(f) &&
        !/^grammar\/(schemes\/|sets\/)?[\w-]+\.a?bnf$/.test(f),
    );
    expect(other).toEqual(['LICENSE', 'README.md', 'package.json']);
    expect(packed.files.filter((f) => /\.map$|(^|\/)(spec|bench|src)\//.test(f))).toEqual([]);
    expect(packed.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/esm/index.mjs', 'dist/esm/index.d.mts', 'dist/node/index.mjs', 'dist/cli/main.js', 'grammar/rfc1738.bnf', 'grammar/rfc2396.bnf', 'grammar/rfc3986.abnf', 'grammar/schemes/urn.abnf', 'grammar/schemes/mailto.abnf', 'grammar/sets/rfc3966.abnf']));
  });

  it('runs from one instance: the two entry points are views of it, its code in parts loaded on first use; the CLI is a file of its own (with its --jobs worker, and the command that runs it with the code cache); each entry has its declarations', () => {
    const js = packed.files.filter((f) => f.endsWith('.js'));
    expect(js.filter((f) => !f.startsWith('dist/parts/'))).toEqual(['dist/cli/cli.js', 'dist/cli/main.js', 'dist/cli/worker.js', 'dist/grammar-compiler.js', 'dist/index.js', 'dist/uri-grammar.js']);
    // one part per group of exports (scripts/bundle.mjs), and the modules they share
    expect(js.filter((f) => f.startsWith('dist/parts/') && !f.startsWith('dist/parts/shared-'))).toEqual(
      ['grammars', 'rfc2732', 'rules', 'schemes', 'uri'].map((g) => `dist/parts/${g}.js`),
    );
    expect(packed.files).toEqual(expect.arrayContaining(['dist/index.d.ts', 'dist/grammar-compiler.d.ts']));
  });

  it('ships the MIT licence its package.json names', () => {
    const text = readFileSync(join(packed.project, 'node_modules/uri-grammar/LICENSE'), 'utf8');
    expect(pkg.license).toBe('MIT');
    expect(text.split('\n').slice(0, 3)).toEqual(['MIT License', '', 'Copyright (c) 2026 uri-grammar contributors']);
  });

  it('describes itself: type, repository, exports with import, require and types, side effects', () => {
    expect(pkg.type).toBe('commonjs');
    expect(pkg.repository).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\/.+\.git$/) });
    // Node: import and require share the one CommonJS bundle (one registry, one class per
    // error); bundlers and browsers: the ES modules, one per source file, tree-shaken
    const entry = (name: string, cjs: string) => ({
      node: {
        import: { types: `./dist/esm/${name}.d.mts`, default: `./dist/node/${name}.mjs` },
        require: { types: `./dist/${cjs}.d.ts`, default: `./dist/${cjs}.js` },
      },
      import: { types: `./dist/esm/${name}.d.mts`, default: `./dist/esm/${name}.mjs` },
      require: { types: `./dist/${cjs}.d.ts`, default: `./dist/${cjs}.js` },
    });
    expect(pkg.exports).toEqual({ '.': entry('index', 'index'), './grammar-compiler': entry('grammar-compiler', 'grammar-compiler'), './package.json': './package.json' });
    expect(pkg.module).toBe('dist/esm/index.mjs');
    // the modules that act on load: a part of the CommonJS build, the module that registers the built-in
    // schemes and the one that makes rules parsimmon parsers, each as ES module and source (the
    // playground bundles src/ with esbuild, which reads this list)
    expect(pkg.sideEffects).toEqual(['./dist/parts/*.js', './dist/esm/schemes/builtins.mjs', './src/schemes/builtins.ts', './dist/esm/combinators/combinators.mjs', './src/combinators/combinators.ts']);
    expect(packed.files).toContain('dist/uri-grammar.js');
  });
});

describe('using the installed package', () => {
  it('require: every export, the grammar-compiler subpath, and no deep imports', () => {
    expect(cjsExports()).toEqual(expect.arrayContaining(CORE_EXPORTS));
    expect(JSON.parse(run('require.cjs'))).toEqual({
      exports: cjsExports(),
      grammarCompiler: COMPILER_EXPORTS,
      schemeName: 'http',
      search: 'c',
      urn: 'namestring',
      valid: [true, false],
      matches: [true, false],
      deep: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
      version: pkg.version,
    });
  });

  it('import: the same named exports, one instance shared with require (a function: once called)', () => {
    expect(JSON.parse(run('import.mjs'))).toEqual({
      exports: cjsExports(),
      grammarCompiler: COMPILER_EXPORTS,
      sameAsRequire: true,
      standInsBeforeACall: true,
      registryShared: 'ex',
      schemeName: 'ex',
      valid: [true, false],
      httpurl: true,
      url: 'i',
      matches: true,
      oneCompileGrammar: true,
      abnf: true,
      calledAreRequires: [true, true, true, true],
    });
  });

  it('a bundler that honours sideEffects (esbuild, tree shaking) keeps the built-in schemes', () => {
    const entry = join(packed.project, 'bundle-entry.mjs');
    writeFileSync(entry, "import { parseUrl } from 'uri-grammar';\nconst r = parseUrl('http://a/b?c');\nconsole.log(r.ok && r.value.schemeName);\n");
    buildSync({ entryPoints: [entry], bundle: true, treeShaking: true, platform: 'node', format: 'cjs', outfile: join(packed.project, 'bundle.cjs'), logLevel: 'silent' });
    expect(run('bundle.cjs')).toBe('http\n');
  });

  it('the CLI runs from node_modules/.bin', () => {
    expect(run(join(packed.project, 'node_modules/.bin/uri-grammar'), ['check', 'http://a/b'])).toBe('valid: http://a/b\n');
  });

  /** The diagnostics of tsc on the consumer project with `tsconfig` (empty when it compiles). */
  const tsc = (tsconfig: string): string => {
    try {
      return execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], { cwd: packed.project, encoding: 'utf8' });
    } catch (e) {
      return (e as { stdout: string }).stdout;
    }
  };

  it('types: a strict consumer (node16, skipLibCheck false, no @types/parsimmon) compiles with no error and no any', () => {
    expect(() => require.resolve('@types/parsimmon', { paths: [packed.project] })).toThrow();
    expect(tsc('tsconfig.json')).toBe('');
  }, 60_000);

  it('types: a consumer with moduleResolution node10 finds the root and the grammar-compiler types', () => {
    expect(tsc('tsconfig.node10.json')).toBe('');
  }, 60_000);
});
