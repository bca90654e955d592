/**
 * `npm run bench:load [RUNS]`: how long loading each package takes, `require` (CommonJS) and
 * `import` (ES module, in Node), uri-grammar's built package (`npm run build` first) beside
 * fast-uri and uri-js. Each figure is one fresh process that reads the clock just before the
 * `require` or `import` and just after it: Node's own start-up is not in it. The processes
 * take turns (uri-grammar, fast-uri, uri-js, again), so that a machine that slows down slows
 * each alike; the median of RUNS (default 21) is reported, with the minimum and maximum.
 */
import { spawnSync } from 'child_process';
import { join } from 'path';

// npm runs scripts in the package's root; __dirname would be the bench cache's
const ROOT = process.cwd();

const PACKAGES: Array<[name: string, cjs: string, esm: string]> = [
  ['uri-grammar', join(ROOT, 'dist/index.js'), join(ROOT, 'dist/node/index.mjs')],
  ['fast-uri', require.resolve('fast-uri', { paths: [ROOT] }), require.resolve('fast-uri', { paths: [ROOT] })],
  ['uri-js', require.resolve('uri-js', { paths: [ROOT] }), require.resolve('uri-js', { paths: [ROOT] })],
];

/** Milliseconds one fresh process takes to load `path` the given way. */
function loadTime(how: 'require' | 'import', path: string): number {
  const script =
    how === 'require'
      ? `const t = performance.now(); require(${JSON.stringify(path)}); process.stdout.write(String(performance.now() - t));`
      : `const t = performance.now(); await import(${JSON.stringify('file://' + path)}); process.stdout.write(String(performance.now() - t));`;
  const args = how === 'require' ? ['-e', script] : ['--input-type=module', '-e', script];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench:load: ${how} ${path} failed: ${r.stderr}`);
  return Number(r.stdout);
}

const runs = Number(process.argv[2] ?? 21);
const times = new Map<string, number[]>();
for (let k = 0; k < runs; k++) {
  for (const how of ['require', 'import'] as const) {
    for (const [name, cjs, esm] of PACKAGES) {
      const key = `${how} ${name}`;
      if (!times.has(key)) times.set(key, []);
      times.get(key)!.push(loadTime(how, how === 'require' ? cjs : esm));
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(`load time in ms, ${runs} fresh processes each (median, min–max)`);
for (const [key, xs] of times) {
  console.log(`${key.padEnd(22)} ${median(xs).toFixed(1).padStart(7)}   ${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`);
}
for (const how of ['require', 'import']) {
  const own = median(times.get(`${how} uri-grammar`)!);
  const fast = median(times.get(`${how} fast-uri`)!);
  console.log(`${how}: uri-grammar / fast-uri = ${(own / fast).toFixed(2)}`);
}
