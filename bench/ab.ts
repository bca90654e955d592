/**
 * `npm run bench:ab -- <dist A> <dist B> [row]`: two builds of the library side by side in one
 * process, their `parseUrl` timed in alternation over the same inputs (nine rounds after a
 * warm-up), the median of the per-round ratio B / A (below 1: B is faster). On a noisy
 * machine separate processes disagree by up to 2x; ratios in one process repeat within a
 * few percent, so a change is measured as an A/B of the build before it and after it
 * (docs/performance.md, "Seventh session"). Each build registers the schemes of
 * `npm run bench:schemes` (h2 from BNF text, h3 and h3f as a kit); both must give the same results.
 *
 * Rows: h2 (httpurl from BNF text), h3 (the kit, its tree), h3f (the kit with its own hpath rule and fields callbacks), http (the built-in http and ftp), appg
 * (the same under RFC 1738 with Appendix G), corpus (every corpus URL), cat (the catalogue). Make a build with `npx tsc -p tsconfig.build.json
 * --outDir <dir>` inside the repository's node_modules (so that it finds parsimmon).
 */
import { resolve } from 'path';
import type * as Library from '../src';
import type { Node } from '../src/combinators';
import { loadCorpus } from './inputs';
import { repoRoot } from './repo';

type Lib = typeof Library;
const APPENDIX_G: Library.ParseUrlOptions = { updates: 'rfc2396' };

/** The build in `dir`, with the bench's user schemes registered. */
function load(dir: string): Lib {
  const lib = require(resolve(dir)) as Lib;
  const { defineScheme, g, rules1738, schemeFromBnf } = lib;
  defineScheme(schemeFromBnf('h2url = "h2://" hostport [ "/" hpath [ "?" search ]]', { name: 'h2', start: 'h2url', hierarchical: true }));
  const h3url = g.rule('h3url', g.seq(g.literal('h3://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), g.ref('hpath'), g.opt(g.seq(g.literal('?'), g.ref('search')))))));
  defineScheme({ name: 'h3', hierarchical: true, grammar: h3url });
  const hpathF = g.rule<Node<'hpath'>, unknown>('hpath', g.seq(g.ref('hsegment'), g.many(g.seq(g.literal('/'), g.ref('hsegment')))), () => ({}));
  const h3fUrl = g.rule<Node<'h3furl'>, unknown>('h3furl', g.seq(g.literal('h3f://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), hpathF, g.opt(g.seq(g.literal('?'), g.ref('search')))))), () => ({}));
  defineScheme({ name: 'h3f', hierarchical: true, grammar: h3fUrl });
  return lib;
}

function inputsOf(row: string, lib: Lib): string[] {
  const corpus = loadCorpus(repoRoot());
  const http = corpus.filter((u) => u.startsWith('http://') && lib.parseUrl(u, { updates: 'rfc2396' }).ok);
  switch (row) {
    case 'corpus':
      return corpus;
    case 'http':
      return corpus.filter((u) => (u.startsWith('http://') || u.startsWith('ftp://')) && lib.parseUrl(u).ok);
    case 'appg':
      return corpus.filter((u) => (u.startsWith('http://') || u.startsWith('ftp://')) && lib.parseUrl(u, APPENDIX_G).ok);
    case 'cat':
      return Array.from({ length: 1000 }, (_, k) =>
        [`urn:isbn:04514505${k % 100}`, `urn:example:a123,z456?+abc${k}#789`, `tag:timothy@hpl.hp.com,2001:web/externalHome${k}`, `geo:13.4125,103.${k};u=35`, `data:text/plain;charset=iso-8859-7,%be%fe%be${k}`][k % 5]!,
      );
    case 'h2':
    case 'h3':
    case 'h3f':
      return http.map((u) => row + u.slice(4)).filter((u) => lib.parseUrl(u).ok);
    default:
      throw new Error(`bench:ab: unknown row ${row} (h2, h3, h3f, http, appg, corpus, cat)`);
  }
}

/** Nanoseconds per call of `f` over `inputs`, for about `seconds`. */
function nsPerCall(f: (u: string) => unknown, inputs: string[], seconds: number): number {
  let calls = 0;
  const t0 = process.hrtime.bigint();
  const end = t0 + BigInt(Math.round(seconds * 1e9));
  let now: bigint;
  do {
    for (const u of inputs) f(u);
    calls += inputs.length;
    now = process.hrtime.bigint();
  } while (now < end);
  return Number(now - t0) / calls;
}

const [dirA, dirB, row = 'h2'] = process.argv.slice(2);
if (dirA === undefined || dirB === undefined) throw new Error('usage: npm run bench:ab -- <dist A> <dist B> [h2|h3|h3f|http|appg|corpus|cat]');
const a = load(dirA);
const b = load(dirB);
const inputs = inputsOf(row, a);
const options = row === 'appg' ? APPENDIX_G : {};
const fa = (u: string) => a.parseUrl(u, options);
const fb = (u: string) => b.parseUrl(u, options);
const differing = inputs.filter((u) => JSON.stringify(fa(u)) !== JSON.stringify(fb(u)));
if (differing.length > 0) console.log(`the builds differ on ${differing.length} inputs, e.g. ${differing[0]}`);
nsPerCall(fa, inputs, 0.5);
nsPerCall(fb, inputs, 0.5);
const rounds = Array.from({ length: 9 }, () => {
  const x = nsPerCall(fa, inputs, 0.25);
  const y = nsPerCall(fb, inputs, 0.25);
  return { x, y, ratio: y / x };
}).sort((p, q) => p.ratio - q.ratio);
const median = rounds[4]!;
console.log(`${row}: ${inputs.length} inputs, A ${median.x.toFixed(0)} ns, B ${median.y.toFixed(0)} ns per parseUrl, B/A ${median.ratio.toFixed(3)} (rounds ${rounds[0]!.ratio.toFixed(3)}–${rounds[8]!.ratio.toFixed(3)})`);
