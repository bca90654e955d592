/**
 * Options, parts and definitions are read by their own properties: a key another module put
 * on Object.prototype (prototype pollution) changes no result. Object.prototype is polluted
 * with every property name the public API reads from what it is given (collected from the
 * source by ./read-names, so that a new option is covered), with values their types allow
 * (each literal of a union in turn, true and false, a number, a string), and every function
 * the package root exports is run with arguments that leave those keys out: each result
 * must equal the unpolluted one.
 */
import * as library from '../../src';
import {
  catalogue, compileGrammar, components, defaultPort, defineScheme, equivalence, equivalent, establishBase, escape, exactNumber, extract,
  extractStream, findHtmlBase, format, formatError, formatResolveError, formatUrl, g, hostOf, isHierarchical, isRuleName, isRuleName1738,
  isValid, isValidUrl, lint, lookupScheme, normalize, overrideScheme, parse, parseUriReference, parseUrl, portNumber, portOf, readData, readGeo,
  readTag, readUrn, recompose, registeredSchemes, relativize, resolve, resolveString, rules, rules1738, schemeFromAbnf, schemeFromBnf,
  toReference, unescape, unescapeBytes, userinfoOf, type Node,
} from '../../src';
import { readNames } from './read-names';

/** A result as plain data, read now (a tree built on read is built under the pollution): own enumerable keys only. */
function plain(value: unknown, depth = 0): unknown {
  if (depth > 40) return '…';
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
  if (value instanceof Error) return { threw: value.name, message: value.message, ...plainFields(value, depth) };
  if (value instanceof Uint8Array) return { bytes: Array.from(value) };
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  return { ...(proto === Object.prototype || proto === null ? {} : { class: proto.constructor?.name }), ...plainFields(value, depth) };
}

function plainFields(value: object, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = plain((value as Record<string, unknown>)[key], depth + 1);
  return out;
}

/** What `f` returns, or the error it throws, as plain data. */
function run(f: () => unknown): unknown {
  try {
    return plain(f());
  } catch (e) {
    return plain(e);
  }
}

const ref = (text: string) => {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const failed = (text: string) => {
  const r = parseUriReference(text);
  if (r.ok) throw new Error(text);
  return r.error;
};

/**
 * Per exported function, calls that leave out the options and parts it reads. `tag` makes the
 * scheme names of one run its own (the registry outlives a run); it is replaced before results
 * are compared.
 */
const CALLS: Record<string, (tag: string) => unknown[]> = {
  formatError: () => [formatError(failed('http://a/%zz'), 'http://a/%zz'), formatError(failed('a b'), 'a b', {})],
  parseUriReference: () => [parseUriReference('http://u@a:80/b;p?q#f'), parseUriReference('../g?y')],
  parseUrl: () =>
    ['http://a:80/b?c', 'HTTPS://A/b', 'ftp://u:p@h/a/b;type=i', 'gopher://h/1sel', 'mailto:a@b.c', 'news:comp.x', 'nntp://h/g/1', 'telnet://u@h/',
      'wais://h/db?s', 'file:///etc', 'prospero://h/p;a=b', 'urn:isbn:0451450523', 'data:,A%20b', 'tag:a.example,2000:x', 'geo:1,2;u=3',
      'x-y:z', 'http://u@h/', 'ftp://h/%zz', 'geo:91,0'].flatMap((u) => [parseUrl(u), parseUrl(u, {})]),
  isValidUrl: () =>
    ['http://a:80/b?c#f', 'HTTPS://A/b', 'ftp://u:p@h/a/b;type=i', 'mailto:a@b.c', 'urn:isbn:0451450523', 'geo:1,2;u=3', 'x-y:z', 'http://u@h/', 'geo:91,0'].flatMap((u) => [
      isValidUrl(u), isValidUrl(u, {}), isValidUrl(u, { generic: false }),
    ]),
  defineScheme: (tag) => {
    const kit = defineScheme({ name: `k${tag}`, hierarchical: false, grammar: g.rule<Node<'kurl'> & { n: number }, unknown[]>('kurl', g.seq(g.literal(`k${tag}:`), g.many(rules1738.digit, 1)), (v) => ({ n: (v[1] as unknown[]).length })) });
    const text = defineScheme(schemeFromBnf(`burl = "b${tag}:" [ hostport ] "/" *uchar`, { name: `b${tag}`, hierarchical: true }));
    return [kit.parse(`k${tag}:123`), kit.parse(`k${tag}:x`), text.parse(`b${tag}:h:1/a`), lookupScheme(`k${tag}`), lookupScheme(`b${tag}`), run(() => defineScheme({ name: `k${tag}`, hierarchical: false, grammar: rules1738.hostport }))];
  },
  overrideScheme: (tag) => {
    defineScheme(schemeFromBnf(`ourl = "o${tag}:" 1*digit`, { name: `o${tag}`, hierarchical: false }));
    const o = overrideScheme(schemeFromAbnf(`ourl = "o${tag}:" 1*ALPHA`, { name: `o${tag}`, hierarchical: false }));
    return [o.parse(`o${tag}:ab`), o.parse(`o${tag}:12`), lookupScheme(`o${tag}`), run(() => overrideScheme({ name: `none${tag}`, hierarchical: false, grammar: rules1738.hostport }))];
  },
  schemeFromBnf: (tag) => {
    const d = schemeFromBnf(`surl = "s${tag}:" hostport`, { name: `s${tag}`, hierarchical: true });
    return [d, defineScheme(d).parse(`s${tag}:h:8`), lookupScheme(`s${tag}`), run(() => schemeFromBnf('r = "a" r', { name: 'r', hierarchical: false }))];
  },
  schemeFromAbnf: (tag) => {
    const d = schemeFromAbnf(`aurl = "a${tag}:" 1*DIGIT`, { name: `a${tag}`, hierarchical: false });
    return [d, defineScheme(d).parse(`a${tag}:12`), lookupScheme(`a${tag}`), run(() => schemeFromAbnf('r = "a" r', { name: 'r', hierarchical: false }))];
  },
  'g.literal': (tag) => [defineScheme({ name: `l${tag}`, hierarchical: false, grammar: g.literal(`l${tag}:x`) }).parse(`l${tag}:x`)],
  'g.seq': (tag) => [defineScheme({ name: `q${tag}`, hierarchical: false, grammar: g.seq(g.literal(`q${tag}:`), rules1738.hostport) }).parse(`q${tag}:h:1`)],
  'g.alt': (tag) => [defineScheme({ name: `t${tag}`, hierarchical: false, grammar: g.seq(g.literal(`t${tag}:`), g.alt(g.literal('a'), g.literal('b'))) }).parse(`t${tag}:b`)],
  'g.opt': (tag) => [defineScheme({ name: `p${tag}`, hierarchical: false, grammar: g.seq(g.literal(`p${tag}:`), g.opt(rules.host)) }).parse(`p${tag}:a.b`)],
  'g.many': (tag) => [defineScheme({ name: `m${tag}`, hierarchical: false, grammar: g.rule(`murl`, g.seq(g.literal(`m${tag}:`), g.many(g.rule('d', rules1738.digit)))) }).parse(`m${tag}:12`)],
  'g.rule': (tag) => [
    defineScheme({ name: `r${tag}`, hierarchical: false, grammar: g.rule('rurl', g.seq(g.literal(`r${tag}:`), g.rule('hp', rules1738.hostport))) }).parse(`r${tag}:h:1`),
    run(() => defineScheme({ name: `f${tag}`, hierarchical: false, grammar: g.rule('furl', g.literal(`f${tag}:`), () => JSON.parse('{"__proto__": {"x": 1}}')) }).parse(`f${tag}:`)),
  ],
  'g.ref': (tag) => [defineScheme({ name: `e${tag}`, hierarchical: false, grammar: g.rule('eurl', g.seq(g.literal(`e${tag}:`), g.ref('hostport'))) }).parse(`e${tag}:h`)],
  defaultPort: () => ['http', 'mailto', 'urn', 'nope'].map((s) => defaultPort(s)),
  isHierarchical: () => ['ftp', 'mailto', 'nope'].map((s) => isHierarchical(s)),
  lookupScheme: () => ['mailto', 'HTTP', 'geo', 'nope'].map((s) => lookupScheme(s)),
  registeredSchemes: () => registeredSchemes().filter((s) => !s.name.includes('zq')),
  isRuleName1738: () => [isRuleName1738('hostport'), isRuleName1738('nope')],
  escape: () => [escape('a b/c;d', 'segment'), escape('a=1&b', 'query', {}), escape('~u', 'user')],
  unescape: () => [unescape('a%2Fb%20c'), unescape('a%2Fb%20c', {})],
  unescapeBytes: () => [unescapeBytes('caf%E9')],
  format: () => [format({ host: 'a', segments: ['', 'b'] }), format({ path: 'this:that' }), format({ scheme: 'x', path: 'y' }), run(() => format({}))],
  formatUrl: () => [
    formatUrl('ftp', { host: 'a', path: 'p' }), formatUrl('http', { host: 'a', path: 'p' }), formatUrl('gopher', { host: 'a' }), formatUrl('mailto', { address: 'a@b' }),
    formatUrl('news', { group: 'comp.x' }), formatUrl('nntp', { host: 'a', group: 'g' }), formatUrl('telnet', { host: 'a' }), formatUrl('wais', { host: 'a', database: 'd' }),
    formatUrl('file', { path: 'etc' }), formatUrl('prospero', { host: 'a', hsoname: 'x/y', fields: [{ name: 'n', value: 'v' }] }),
  ],
  lint: () => [lint('http://www.bank.example@evil.example/'), lint('http://a/./b/%7e')],
  establishBase: () => [establishBase({ retrieval: 'http://a/b' }), establishBase({ content: { base: 'http://x/' } }), establishBase({ content: '<base href="g">' })],
  findHtmlBase: () => [findHtmlBase('<head><base href="http://a/"><base href="x"></head>')],
  hostOf: () => [hostOf(ref('http://u@a:8/')), hostOf(ref('g'))],
  portOf: () => [portOf(ref('http://a:8/')), portOf(ref('http://a/'))],
  userinfoOf: () => [userinfoOf(ref('http://u@a/')), userinfoOf(ref('http://a/'))],
  portNumber: () => [portNumber('80'), portNumber('')],
  extract: () => [[...extract('see http://a/b, and <x:y> or mailto:a@b.')]],
  extractStream: () => [(async () => {
    const found: unknown[] = [];
    for await (const e of extractStream(['see http://a', '/b and more'])) found.push(e);
    return found;
  })()],
  compileGrammar: () => {
    const abnf = compileGrammar('a = "x" b\nb = DIGIT', { notation: 'abnf' });
    const bnf = compileGrammar('a = "x" digit', { notation: 'bnf' });
    return [abnf.rules.a!.matches('x1'), abnf.rules.a!.viablePrefix('xx'), bnf.rules.a!.matches('x1'), run(() => compileGrammar('a = "x" /', { notation: 'bnf' }))];
  },
  readUrn: () => [readUrnOf('urn:isbn:1')],
  readData: () => [readOf('data:,A', readData)],
  readTag: () => [readOf('tag:a.example,2000:x', readTag)],
  readGeo: () => [readOf('geo:1,2', readGeo)],
  exactNumber: () => [exactNumber('1.50'), exactNumber('-0')],
  parse: () => [parse('hostname', 'a.b.com.'), parse('URI-reference', 'http://a/%zz')],
  isValid: () => [isValid('http://a/b'), isValid('a.b', 'hostname'), isValid('http:')],
  isRuleName: () => [isRuleName('host'), isRuleName('nope')],
  components: () => [components(ref('http://a/b?c#d')), components(ref('g'))],
  resolve: () => [resolve('http://a/b/c/d;p?q', '../../../g'), resolve('http://a/b', 'http:g')],
  resolveString: () => [resolveString('http://a/b/c/d;p?q', '../../../g'), resolveString('http://a/b', 'http:g')],
  recompose: () => [recompose({ path: '/a' }), recompose(components(ref('http://a/b?')))],
  normalize: () => [normalize('HTTP://A:80/./b/%7e'), normalize('HTTP://A:80/./b/../../c', {})],
  equivalent: () => [equivalent('http://a:80/./b', 'HTTP://A/b')],
  equivalence: () => [equivalence('http://a:80/./b', 'HTTP://A/b'), equivalence('http://a/b', '%zz')],
  relativize: () => [relativize('http://a/b/c', 'http://a/b/d'), relativize('http://a/b', 'http:g')],
  toReference: () => [toReference('g?y'), toReference('')],
  formatResolveError: () => {
    const r = resolve('http://a/b/c/d;p?q', '../../../g', { dotSegmentsAboveRoot: 'error' });
    const s = resolve('g', 'x');
    return [!r.ok && formatResolveError(r.error), !s.ok && formatResolveError(s.error, {})];
  },
  catalogue: (tag) => {
    const { mailto6068 } = catalogue;
    return [mailto6068.name, mailto6068.hierarchical, mailto6068.generic, run(() => defineScheme({ ...catalogue.geo, name: `c${tag}` }).parse(`c${tag}:1,2`))];
  },
  Resolution: () => [resolve('http://a/b', 'c?d').ok],
};

function readOf(uri: string, reader: (tree: never, input: string) => unknown): unknown {
  const r = parseUrl(uri);
  return r.ok && r.value.schemeName !== null ? reader((r.value as unknown as { url: never }).url, uri) : r;
}
const readUrnOf = (uri: string) => readOf(uri, readUrn);

/** Every name of `calls` run, as plain data (a promise among the results awaited), with `tag` written `TAG`. */
async function results(tag: string): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(CALLS)) {
    try {
      out[name] = plain(await Promise.all(call(tag)));
    } catch (e) {
      out[name] = plain(e);
    }
  }
  return JSON.stringify(out).split(tag).join('TAG');
}

/** The values to pollute a name with, in turn: its type's literals, else values of its kinds. */
function valuesFor(entry: ReturnType<typeof readNames> extends Map<string, infer E> ? E : never): unknown[] {
  const values = new Set<unknown>(entry.literals);
  if (entry.kinds.has('boolean')) (values.add(true), values.add(false));
  if (entry.kinds.has('number')) values.add(1);
  if (entry.kinds.has('string') && entry.literals.length === 0) values.add('X');
  if (entry.kinds.has('array')) values.add(['X']);
  if (entry.kinds.has('object')) values.add({ base: 'http://polluted/' });
  return values.size > 0 ? [...values] : ['X'];
}

/**
 * Part names that are also optional fields of the library's own ASTs and that some reader
 * still reads by plain access, so that with one of them on Object.prototype a result changes:
 * none. The resolver, lint, components, portOf, userinfoOf and parseUrl's RFC 1738 nodes read
 * userinfo, port, query, fragment and authority as own properties. The list is checked below,
 * so that it can only shrink.
 */
const AST_FIELDS: readonly string[] = [];

describe('a polluted Object.prototype', () => {
  const only = process.env.OWN_KEYS_ONLY; // diagnosis: pollute with these names only (comma-separated)
  const all = readNames();
  const names = new Map([...all].filter(([name]) => !AST_FIELDS.includes(name) && (!only || only.split(',').includes(name))));
  const pollution = [...names.values()].map((entry) => ({ name: entry.name, values: valuesFor(entry) }));
  const rounds = Math.max(...pollution.map((p) => p.values.length));

  it('is polluted with the names the API reads, options and parts among them', () => {
    // the collector finds what the brief names: a new option of these functions is found the same way
    for (const name of ['password', 'generic', 'updates', 'removeDotSegments', 'keepReserved', 'escapeReserved', 'dotSegmentsAboveRoot', 'color', 'context', 'defaultPort', 'schemes', 'strict', 'uses', 'meaning', 'retrieval', 'typecode']) {
      expect([name, names.has(name)]).toEqual([name, true]);
    }
  });

  it('leaves out only the AST field names, each of which the API reads as an option or part', () => {
    expect(AST_FIELDS.filter((name) => !all.has(name))).toEqual([]);
  });

  it('covers every function the package root exports', () => {
    const exported = Object.entries(library).flatMap(([name, value]): string[] => {
      if (typeof value === 'function') return [name];
      if (name === 'g') return Object.keys(value).map((k) => `g.${k}`);
      return name === 'catalogue' ? [name] : []; // rules, rules1738, characters, … are run through the functions above
    });
    expect(exported.filter((name) => !(name in CALLS) && !/^[A-Z]/.test(name))).toEqual([]);
  });

  it('changes no result of any of them', async () => {
    const clean = await results('zqb00'); // tags of one length: spans are equal
    const proto = Object.prototype as Record<string, unknown>;
    const differences: string[] = [];
    for (let round = 0; round < rounds; round++) {
      let polluted = '';
      const set = pollution.map(({ name, values }) => [name, values[round % values.length]] as const);
      try {
        for (const [name, value] of set) Object.defineProperty(proto, name, { value, configurable: true, writable: true, enumerable: true });
        polluted = await results(`zqr${String(round).padStart(2, '0')}`);
      } finally {
        for (const [name] of set) delete proto[name];
      }
      if (polluted !== clean) {
        const [a, b] = [JSON.parse(clean) as Record<string, unknown>, JSON.parse(polluted) as Record<string, unknown>];
        for (const name of Object.keys(a)) {
          if (JSON.stringify(a[name]) !== JSON.stringify(b[name])) differences.push(firstDifference({ [name]: a[name] }, { [name]: b[name] }, JSON.stringify(Object.fromEntries(set))));
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('cleaned up after itself', () => {
    expect(pollution.filter(({ name }) => Object.prototype.hasOwnProperty.call(Object.prototype, name))).toEqual([]);
  });
});

/** Where the results first differ (a path into them), both values there, and the pollution. */
function firstDifference(clean: unknown, polluted: unknown, set: string): string {
  const where: string[] = [];
  for (;;) {
    if (clean === null || polluted === null || typeof clean !== 'object' || typeof polluted !== 'object') break;
    const a = clean as Record<string, unknown>;
    const b = polluted as Record<string, unknown>;
    const key = [...new Set([...Object.keys(a), ...Object.keys(b)])].find((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    if (key === undefined) break;
    where.push(key);
    [clean, polluted] = [a[key], b[key]];
  }
  return `at ${where.join('.')}: clean ${JSON.stringify(clean)?.slice(0, 300)}, polluted ${JSON.stringify(polluted)?.slice(0, 300)}; with ${set.slice(0, 200)}…`;
}
