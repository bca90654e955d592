/**
 * The big-input fuzzer's inputs: adversarial shapes of any size, and the public APIs that take a
 * string, each with the frame that puts a shape where that API reads it. A shape aims at a place
 * where a backtracking, copying or recursive implementation goes quadratic, deep or large: runs
 * of each delimiter, many parameters, segments, labels and escapes, brackets, lone surrogates.
 */
import {
  equivalent, escape, establishBase, extract, findHtmlBase, format, formatError, formatUrl, isValid, isValidUrl, lint, normalize,
  parse, parseUriReference, parseUrl, relativize, resolveString, unescape, unescapeBytes,
} from '../src';

/** `unit` repeated to `size` code units (at least once), between `head` and `tail`. */
const run = (unit: string, head = '', tail = '') => (size: number) => head + unit.repeat(Math.max(1, Math.floor((size - head.length - tail.length) / unit.length))) + tail;

export const SHAPES: Record<string, (size: number) => string> = {
  'a…': run('a'),
  '/…': run('/'),
  '?…': run('?'),
  '#…': run('#'),
  '%…': run('%'),
  '@…': run('@'),
  ':…': run(':'),
  ';…': run(';'),
  '=…': run('='),
  '.…': run('.'),
  '-…': run('-'),
  '0…': run('0'),
  'space…': run(' '),
  'tab…': run('\t'),
  '[…': run('['),
  '(…': run('('),
  'é…': run('é'),
  'lone high surrogates': run('\ud800'),
  'lone low surrogates': run('\udc00'),
  'emoji pairs': run('\ud83d\ude00'),
  ';a=b…': run(';a=b'),
  'a/…': run('a/'),
  '../…': run('../', '', 'g'),
  './…': run('./'),
  '%41…': run('%41'),
  '%4…': run('%4'),
  '%zz…': run('%zz'),
  '%C0%AE…': run('%C0%AE'),
  'a.…1': run('a.', '', '1'),
  'a-…a': run('a-', '', 'a'),
  'u@:…': run('u@:'),
  '[::…]': run('::', '[', ']'),
  'a=b&…': run('a=b&'),
  'spaces then x': run(' ', '', 'x'),
  '0…01,2': run('0', '', '1,2'),
  'URIs in text': run('see http://a/b?c#d, '),
};

/** What an API is given: the shape's text framed for it. */
export type Frame = (body: string) => unknown;

/** Each public API that takes a string, framed so that the shape lands where it reads most. */
export const APIS: Record<string, Frame> = {
  'isValid path': (s) => isValid(`http://a/${s}`),
  'isValid authority': (s) => isValid(`http://${s}/`),
  'parseUriReference': (s) => parseUriReference(`http://a/${s}`),
  'parseUriReference bare': (s) => parseUriReference(s),
  'parse hostname': (s) => parse('hostname', s),
  'formatError': (s) => {
    const input = `http://${s} `;
    const r = parseUriReference(input);
    return r.ok ? r : formatError(r.error, input);
  },
  'resolveString': (s) => resolveString('http://a/b/c/d;p?q', s),
  'relativize': (s) => relativize('http://a/b/c/d', `http://a/${s}`),
  'normalize': (s) => normalize(`http://a/${s}`),
  'equivalent': (s) => equivalent(`http://a/${s}`, `http://a/${s}`),
  'equivalent geo': (s) => equivalent(`geo:1.${s}`, `geo:1.${s}`),
  'lint': (s) => lint(`http://${s}`),
  'escape segment': (s) => escape(s, 'segment'),
  'unescape': (s) => unescape(s),
  'unescapeBytes': (s) => unescapeBytes(s),
  'extract': (s) => {
    let n = 0;
    for (const found of extract(s)) if (found) n++;
    return n;
  },
  'findHtmlBase': (s) => findHtmlBase(`<head><base href="${s}"></head>`),
  'establishBase': (s) => establishBase({ content: `<base href="http://a/${s}">`, retrieval: `http://r/${s}` }),
  'format': (s) => format({ scheme: 'http', host: 'a', path: `/${s}`, query: s }),
  'formatUrl http': (s) => formatUrl('http', { host: 'a', path: s }),
  ...Object.fromEntries(Object.entries({
    http: 'http://a/', https: 'https://a/', ftp: 'ftp://a/', gopher: 'gopher://a/1', mailto: 'mailto:', news: 'news:',
    nntp: 'nntp://a/', telnet: 'telnet://', wais: 'wais://a/', file: 'file:///', prospero: 'prospero://a/',
    urn: 'urn:ex:', data: 'data:,', tag: 'tag:a.b,2000:', geo: 'geo:1,2',
  }).flatMap(([scheme, head]) => [[`parseUrl ${scheme}`, (s: string) => parseUrl(head + s)], [`isValidUrl ${scheme}`, (s: string) => isValidUrl(head + s)]])),
};

/** What an API may throw on a string it refuses: the build errors (documented, with a code). */
export const DOCUMENTED_THROWS = ['UriBuildError'];
