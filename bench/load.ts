/**
 * `npm run bench:load [RUNS] [BASELINE]`: how long loading each package takes, `require`
 * (CommonJS) and `import` (ES module, in Node), uri-grammar's built package (`npm run build`
 * first) beside fast-uri and uri-js; and `require` with the first parse of a URL (uri-grammar's
 * `parseUrl` and `parseUriReference`, the others' `parse`), since the package loads the code of
 * an export when it is first read. Each figure is one fresh process that reads the clock just
 * before the `require` or `import` and just after it (after the parse): Node's own start-up is
 * not in it. The processes take turns (uri-grammar, fast-uri, uri-js, again), so that a machine
 * that slows down slows each alike; the median of RUNS (default 21) is reported, with the
 * minimum and maximum. BASELINE, the directory of another build of the package (a copy of an
 * older dist/), adds its rows, measured in the same turns.
 */
import { spawnSync } from 'child_process';
import { join, resolve } from 'path';

// npm runs scripts in the package's root; __dirname would be the bench cache's
const ROOT = process.cwd();

type How = 'require' | 'import' | 'require+parse';
/** A package: its CommonJS and ES module entries, and the first parse a program makes (a call on its exports `m`). */
interface Package {
  name: string;
  cjs: string;
  esm: string;
  parses: Array<[label: string, call: string]>;
}
const grammar = (name: string, dist: string): Package => ({
  name,
  cjs: join(dist, 'index.js'),
  esm: join(dist, 'node/index.mjs'),
  parses: [
    ['parseUrl', "m.parseUrl('http://a.example/b?c')"],
    ['parseUriReference', "m.parseUriReference('http://a.example/b?c')"],
  ],
});
const other = (name: string): Package => {
  const path = require.resolve(name, { paths: [ROOT] });
  return { name, cjs: path, esm: path, parses: [['parse', "m.parse('http://a.example/b?c')"]] };
};
const baseline = process.argv[3];
const PACKAGES: Package[] = [
  grammar('uri-grammar', join(ROOT, 'dist')),
  ...(baseline ? [grammar('baseline', resolve(baseline))] : []),
  other('fast-uri'),
  other('uri-js'),
];

/** Milliseconds one fresh process takes to load `path` the given way (and to make the call `parse` on it). */
function loadTime(how: How, path: string, parse = ''): number {
  const script =
    how === 'import'
      ? `const t = performance.now(); await import(${JSON.stringify('file://' + path)}); process.stdout.write(String(performance.now() - t));`
      : `const t = performance.now(); const m = require(${JSON.stringify(path)}); ${parse}; process.stdout.write(String(performance.now() - t));`;
  const args = how === 'import' ? ['--input-type=module', '-e', script] : ['-e', script];
  // the baseline's own parsimmon: the shared install's
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') } });
  if (r.status !== 0) throw new Error(`bench:load: ${how} ${path} failed: ${r.stderr}`);
  return Number(r.stdout);
}

const runs = Number(process.argv[2] ?? 21);
const times = new Map<string, number[]>();
const add = (key: string, ms: number) => {
  if (!times.has(key)) times.set(key, []);
  times.get(key)!.push(ms);
};
for (let k = 0; k < runs; k++) {
  for (const how of ['require', 'import', 'require+parse'] as const) {
    for (const p of PACKAGES) {
      if (how === 'require+parse') for (const [label, call] of p.parses) add(`require+${label} ${p.name}`, loadTime(how, p.cjs, call));
      else add(`${how} ${p.name}`, loadTime(how, how === 'require' ? p.cjs : p.esm));
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(`load time in ms, ${runs} fresh processes each (median, min–max)`);
for (const [key, xs] of times) {
  console.log(`${key.padEnd(38)} ${median(xs).toFixed(1).padStart(7)}   ${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`);
}
for (const how of ['require', 'import']) {
  const own = median(times.get(`${how} uri-grammar`)!);
  const fast = median(times.get(`${how} fast-uri`)!);
  console.log(`${how}: uri-grammar / fast-uri = ${(own / fast).toFixed(2)}`);
}
const firstUrl = median(times.get('require+parseUrl uri-grammar')!) / median(times.get('require+parse fast-uri')!);
console.log(`require and a first URL: uri-grammar parseUrl / fast-uri parse = ${firstUrl.toFixed(2)}`);
