import type { Components } from '../../src';

/** RFC 2396 Appendix B: the regular expression that splits a URI reference into its components. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/** The components Appendix B gives: $2 scheme, $4 authority, $5 path, $7 query, $9 fragment; a key absent when its group did not match. */
export function appendixB(input: string): Components {
  const m = APPENDIX_B.exec(input)!;
  const out: Components = { path: m[5] };
  if (m[1] !== undefined) out.scheme = m[2];
  if (m[3] !== undefined) out.authority = m[4];
  if (m[6] !== undefined) out.query = m[7];
  if (m[8] !== undefined) out.fragment = m[9];
  return out;
}

/** RFC 2396 §1.3, verbatim. */
export const SECTION_1_3 = [
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles',
  'http://www.math.uio.no/faq/compression-faq/part1.html',
  'mailto:mduerst@ifi.unizh.ch',
  'news:comp.infosystems.www.servers.unix',
  'telnet://melvyl.ucop.edu/',
];

/** RFC 2396 Appendix B's example. */
export const APPENDIX_B_EXAMPLE = 'http://www.ics.uci.edu/pub/ietf/uri/#Related';

/** The base of Appendix C. */
export const APPENDIX_C_BASE = 'http://a/b/c/d;p?q';

/**
 * Every reference string of Appendix C (C.1 and C.2), verbatim, `<>` written as the
 * empty string. `?y` is listed separately: the BNF of Appendix A cannot derive it.
 */
export const APPENDIX_C_REFERENCES = [
  'g:h', 'g', './g', 'g/', '/g', '//g', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s',
  '.', './', '..', '../', '../g', '../..', '../../', '../../g',
  '', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g',
  './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y',
  'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];

/** Valid inputs used across the specs, with the RFC section each illustrates. */
export const VALID: ReadonlyArray<[string, string]> = [
  ...SECTION_1_3.map((s): [string, string] => [s, '§1.3']),
  [APPENDIX_B_EXAMPLE, 'Appendix B'],
  [APPENDIX_C_BASE, 'Appendix C base'],
  ...APPENDIX_C_REFERENCES.map((s): [string, string] => [s, 'Appendix C']),
  ['http://a.b.com./', 'pitfall 1: hostname with a trailing dot'],
  ['http://a-b.c-d.example/', 'pitfall 2: inner hyphens'],
  ['http://a:b/', 'pitfall 3: reg_name (b is no port)'],
  ['http://1.2.3.4a/', 'pitfall 3: reg_name'],
  ['http://a_b/', 'pitfall 3: reg_name (_ is no hostname character)'],
  ['file:///etc', 'pitfall 4: empty server'],
  ['//', 'pitfall 4: empty authority'],
  ['this:that', 'pitfall 6: absolute'],
  ['./this:that', 'pitfall 6: relative'],
  ['a#b', 'pitfall 7'],
  ['http://999.999.999.999/', 'pitfall 8: no range check'],
  ['http://a:/', 'pitfall 8: empty port'],
  ['http://user:pw@host.example:8080/p;q;r/s?x=1#frag', '§3.2 server with userinfo and port'],
  ['http://@h/', '§3.2.2 empty userinfo'],
  ['mailto:a%40b', '§2.4.1 escape in opaque_part'],
  ['urn:isbn:0-395-36341-1', '§3 opaque_part'],
  ['a:?', '§3 opaque_part starting with ?'],
  ['http://a/b;c=1;d/e;;/', '§3.3 params, empty params'],
  ['http://a//b//', '§3.3 empty segments'],
  ['http:/', '§3 abs_path "/"'],
  ['A+b-c.d:x', '§3.1 scheme characters'],
  ['%41%42', '§2.4.1 escapes in rel_segment'],
  ['mailto:a?subject=b', 'Appendix B splits a query off an opaque_part'],
];

/** Invalid inputs: [input, error offset, section]. */
export const INVALID: ReadonlyArray<[string, number, string]> = [
  ['http://a/%zz', 10, '§2.4.1'],
  ['http://a/%4', 11, '§2.4.1'],
  ['http://a b/', 8, '§2.4.3'],
  ['http:', 5, 'pitfall 5'],
  ['a#b#c', 3, 'pitfall 7'],
  ['1a:b', 2, 'pitfall 6'],
  ['http://a/b<c', 10, '§2.4.3'],
  ['http://[::1]/', 7, '§2.4.3: no IPv6 literals in RFC 2396'],
  ['?y', 0, 'Appendix A: rel_path needs a non-empty rel_segment'],
  ['http://a/\u00e9', 9, '§2.1: non-ASCII'],
  ['a\tb', 1, '§2.4.3: control'],
  ['http://a/"', 9, '§2.4.3: delims'],
  ['http://a/{}', 9, '§2.4.3: unwise'],
  ['http://a/|', 9, '§2.4.3: unwise'],
  ['http://a/\\', 9, '§2.4.3: unwise'],
  ['http://a/^', 9, '§2.4.3: unwise'],
  ['http://a/`', 9, '§2.4.3: unwise'],
  ['http://a/]', 9, '§2.4.3: unwise'],
  ['http://a/ ', 9, '§2.4.3: space'],
  [':x', 0, '§3.1: empty scheme'],
  ['http://a/%', 10, '§2.4.1'],
  ['%', 1, '§2.4.1'],
  ['http://a?b#c#', 12, 'pitfall 7'],
];
