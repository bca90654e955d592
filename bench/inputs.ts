/** The inputs of `npm run bench`: the real-world corpus, a synthetic RFC 1738 set, mutants, resolve pairs. */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { isValid } from '../src';

/**
 * ../shared/corpus/urls.txt next to the repository (or the file named by the environment
 * variable URI_GRAMMAR_CORPUS, for a checkout elsewhere, e.g. a git worktree), one URL a line
 * (4,750 lines; some invalid).
 */
export function loadCorpus(root: string): string[] {
  const file = process.env['URI_GRAMMAR_CORPUS'] ?? join(root, '..', 'shared', 'corpus', 'urls.txt');
  if (!existsSync(file)) {
    throw new Error(`bench: the corpus ${file} is missing; it is expected beside the repository (../shared/corpus/urls.txt), or set URI_GRAMMAR_CORPUS to its path`);
  }
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.length > 0);
}

/** A small deterministic PRNG (mulberry32), so every run measures the same inputs. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTS = ['ftp.example.com', 'www.w3.org', 'host', '192.0.2.17', 'a-b.c-d.example.org'];
const WORDS = ['pub', 'docs', 'rfc2396.txt', 'index.html', 'a%20b', 'x-y_z', '~user', 'v1.2'];

/** Every RFC 1738 §5 scheme, `perScheme` URLs each, built from templates (all valid for their scheme, updates 'rfc2396'). */
export function syntheticSchemeSet(perScheme = 40): string[] {
  const out: string[] = [];
  for (let k = 0; k < perScheme; k++) {
    const h = HOSTS[k % HOSTS.length];
    const w = WORDS[k % WORDS.length].replace('~', '%7E');
    const v = WORDS[(k + 3) % WORDS.length].replace('~', '%7E');
    out.push(
      `ftp://user${k}:pw@${h}:21/${w}/${v};type=${'aid'[k % 3]}`,
      `http://${h}:${8000 + k}/${w}/${v}?q=${k}&r=s`,
      `gopher://${h}:70/1${w}%09${v}`,
      `mailto:user${k}@${h}`,
      k % 2 ? `news:comp.infosystems.www.${w.replace(/[^a-z]/g, '')}` : `news:${k}.${v}@${h}`,
      `nntp://${h}/comp.lang.${w.replace(/[^a-z]/g, '') || 'c'}/${k}`,
      `telnet://user${k}:pw@${h}:23/`,
      `wais://${h}:210/db${k}?${w}`,
      `file://${k % 2 ? h : ''}/etc/${w}`,
      `prospero://${h}:1525/${w}/${v};type=${k}`,
    );
  }
  return out;
}

const MUTATIONS = ' <>"{}|\\^`[]%#:/?@é\u0000';

/** Each corpus line with one character replaced (seeded), kept when the result is no URI reference. */
export function invalidMutants(corpus: readonly string[], seed = 6): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (const line of corpus) {
    const at = Math.floor(next() * line.length);
    const mutant = line.slice(0, at) + MUTATIONS[Math.floor(next() * MUTATIONS.length)] + line.slice(at + 1);
    if (!isValid(mutant)) out.push(mutant);
  }
  return out;
}

/** RFC 2396 Appendix C's references, normal (C.1) and abnormal (C.2). */
export const APPENDIX_C = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../',
  '../g', '../..', '../../', '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g',
  './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];

/** Each corpus URL as a base, with the Appendix C references in turn. */
export function resolvePairs(corpus: readonly string[]): Array<[string, string]> {
  return corpus.map((base, k) => [base, APPENDIX_C[k % APPENDIX_C.length]]);
}
