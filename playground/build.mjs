// Builds the playground into playground/dist/: index.html, style.css and one classic script
// (esbuild, format 'iife'), so that the page runs from file:// with no server and no network.
// The grammar box's worker (src/grammar-worker.ts) is bundled first, minified, and inlined into
// that script as text: a page from file:// may start a worker from a blob: URL, not from a file.
//
// The library reads grammar/*.bnf with Node's fs and path (src/engine/bnf/files.ts). In the
// bundle those two modules are small shims over the texts of grammar/, inlined here at build
// time: files.ts runs unchanged (it walks up from __dirname, defined as its source folder, to
// grammar/<name>.bnf), and the library's behaviour in Node is untouched.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const distDir = join(here, 'dist');
const indexHtml = join(distDir, 'index.html');

/** Where the package sits in the bundle's virtual file system (files.ts stops below the root, as in Node). */
const VIRTUAL_ROOT = '/uri-grammar';

/**
 * Every file under grammar/, keyed by its path in the virtual file system ("/uri-grammar/grammar/rfc2396.bnf").
 * @returns {Record<string, string>}
 */
function grammarFiles(dir = join(root, 'grammar')) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, grammarFiles(path));
    else files[`${VIRTUAL_ROOT}/${relative(root, path).split('\\').join('/')}`] = readFileSync(path, 'utf8');
  }
  return files;
}

/**
 * The shims' sources: just what the library uses of each module (a missing export fails the build).
 * @param {string} name
 */
function shimSource(name) {
  switch (name) {
    case 'fs':
      return `const files = ${JSON.stringify(grammarFiles())};
export function existsSync(path) { return Object.prototype.hasOwnProperty.call(files, path); }
export function readFileSync(path) {
  if (!existsSync(path)) throw Object.assign(new Error('ENOENT: no such file in the playground bundle: ' + path), { code: 'ENOENT' });
  return files[path];
}`;
    case 'path':
      return `export const sep = '/';
export function dirname(path) { const i = path.lastIndexOf('/'); return i <= 0 ? '/' : path.slice(0, i); }
export function basename(path) { return path.slice(path.lastIndexOf('/') + 1); }
export function join(...parts) { return parts.filter((p) => p !== '').join('/').replace(/\\/{2,}/g, '/') || '.'; }`;
    case 'util':
      // format.ts colours with styleText only for a terminal ({ color: true }); the page never asks.
      return 'export function styleText(_format, text) { return text; }';
  }
  throw new Error(`no shim for ${name}`);
}

/** @type {import('esbuild').Plugin} */
const nodeBuiltinShims = {
  name: 'node-builtin-shims',
  setup(b) {
    b.onResolve({ filter: /^(node:)?(fs|path|util)$/ }, (args) => ({ path: args.path.replace(/^node:/, ''), namespace: 'shim' }));
    b.onResolve({ filter: /^node:/ }, (args) => ({ errors: [{ text: `${args.path} (imported by ${args.importer}) has no browser shim in playground/build.mjs` }] }));
    b.onLoad({ filter: /.*/, namespace: 'shim' }, (args) => ({ contents: shimSource(args.path), loader: 'js', resolveDir: here }));
  },
};

/**
 * Builds playground/dist/ and returns the path of its index.html.
 *
 * @example const html = await buildPlayground({ quiet: true }); // …/playground/dist/index.html
 */
export async function buildPlayground({ quiet = false } = {}) {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    bundle: true,
    format: 'iife', // a classic script: a module script does not load from file://
    platform: 'browser',
    target: ['es2022'],
    plugins: [nodeBuiltinShims],
    // lib.ts looks up `schemeFromAbnf` on the library's namespace: until the library exports it,
    // esbuild notes that the look-up is undefined, which is the point of the feature test.
    logOverride: { 'import-is-undefined': 'silent' },
    logLevel: quiet ? 'error' : 'info',
  };
  const worker = await build({
    ...common,
    entryPoints: [join(here, 'src', 'grammar-worker.ts')],
    write: false,
    minify: true, // a second copy of the library, inside the page's script
    define: { __dirname: JSON.stringify(`${VIRTUAL_ROOT}/src/engine/bnf`) },
    logLevel: 'error',
  });
  const workerSource = worker.outputFiles[0]?.text;
  if (workerSource === undefined) throw new Error('the grammar worker did not build');
  if (!quiet) console.log(`  grammar worker (minified, inlined in playground.js)  ${(workerSource.length / 1024).toFixed(1)}kb`);
  await build({
    ...common,
    entryPoints: [join(here, 'src', 'main.ts')],
    outfile: join(distDir, 'playground.js'),
    define: { __dirname: JSON.stringify(`${VIRTUAL_ROOT}/src/engine/bnf`), GRAMMAR_WORKER_SOURCE: JSON.stringify(workerSource) },
    sourcemap: true,
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(here, 'src', file), join(distDir, file));
  return indexHtml;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildPlayground().then(
    (html) => console.log(`playground: ${pathToFileURL(html).href}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
