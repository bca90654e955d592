import fc from 'fast-check';

// Generators of RFC 2396 URIs that exercise the resolver: mixed-case schemes and hosts,
// default and other ports, escapes of unreserved and reserved characters (both hex
// cases), ".", ".." and "%2E" segments, empty segments, empty and undefined queries.

const pick = (...options: string[]) => fc.constantFrom(...options);
const escape = pick('%7e', '%7E', '%41', '%2e', '%2E', '%2F', '%2f', '%25', '%3A', '%40', '%3f', '%23', '%20', '%c3%a9');
const pcharRun = fc
  .array(fc.oneof({ weight: 4, arbitrary: pick(...'abAB09-_.!~*\'():@&=+$,') }, { weight: 1, arbitrary: escape }), { maxLength: 4 })
  .map((a) => a.join(''));
export const segment = fc.oneof({ weight: 3, arbitrary: pick('a', 'b', 'c', '.', '..', '', '%2E', '%2e%2E', 'x;p', 'g:h') }, { weight: 2, arbitrary: pcharRun });
const uricRun = fc.array(fc.oneof(pick(...'aZ9-~;/?:@&=+$,'), escape), { maxLength: 4 }).map((a) => a.join(''));

export const scheme = pick('http', 'HTTP', 'Http', 'ftp', 'gopher', 'foo', 'news');
const hostname = pick('a', 'A', 'www.XEROX.com', 'b.c.', 'x-1.Org');
const host = fc.oneof(hostname, pick('1.2.3.4'));
const port = fc.option(pick('', '80', '080', '21', '70', '8080', '119', '0'), { nil: undefined });
const userinfo = fc.option(pick('u', 'U%7e', 'a%40b', 'x:y', ''), { nil: undefined });
export const server = fc
  .tuple(userinfo, host, port)
  .map(([u, h, p]) => (u === undefined ? '' : u + '@') + h + (p === undefined ? '' : ':' + p));
export const authority = fc.oneof({ weight: 5, arbitrary: server }, { weight: 1, arbitrary: pick('a_b', 'r%7eg', '') });
export const absPath = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => '/' + s.join('/'));
const optional = (a: fc.Arbitrary<string>, separator: string) => fc.option(a, { nil: undefined }).map((v) => (v === undefined ? '' : separator + v));

/** Hierarchical absolute URIs: scheme "://" authority abs_path [ "?" query ] [ "#" fragment ], and scheme ":" abs_path. */
export const hierarchicalUri = fc
  .tuple(scheme, fc.oneof(fc.tuple(authority, optional(absPath, '')).map(([a, p]) => '//' + a + p), absPath), optional(uricRun, '?'), optional(uricRun, '#'))
  .map(([s, h, q, f]) => `${s}:${h}${q}${f}`);

/** Absolute URIs with an opaque part as well. */
export const absoluteUri = fc.oneof(
  { weight: 4, arbitrary: hierarchicalUri },
  { weight: 1, arbitrary: fc.tuple(pick('mailto', 'NEWS', 'urn'), pick('x@Y', '%7e%2F', 'a?b%7e', 'g:h')).map(([s, o]) => `${s}:${o}`) },
);

/** Base and target pairs sharing scheme and authority most of the time, so relative forms are reachable. */
export const basePair = fc
  .tuple(pick('http', 'foo'), fc.option(pick('a', 'b:8080', ''), { nil: undefined }), absPath, absPath, optional(uricRun, '?'), optional(uricRun, '?'), optional(uricRun, '#'), fc.nat(9))
  .map(([s, a, bp, tp, bq, tq, tf, n]) => {
    const prefix = `${s}:${a === undefined ? '' : '//' + a}`;
    const other = n === 0 ? 'ftp:' : n === 1 ? `${s}://other` : prefix;
    // Paths "//x" with no authority would read as one: keep them under an authority.
    const fix = (p: string) => (a === undefined && p.startsWith('//') ? '/x' + p : p);
    return { base: prefix + fix(bp) + bq, target: other + (other === prefix ? fix(tp) : tp.startsWith('//') ? '/x' + tp : tp) + tq + tf };
  });
