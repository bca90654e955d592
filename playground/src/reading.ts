// How a person reads a URI at a glance: split at the generic delimiters, whatever the grammar
// says. The error panel uses it to say where a character sits "as the user sees it": the
// library's rule path says where the parser was, which is not always where the eye is (in
// "http://a b/" the parser is still in userinfo, since an "@" could follow; the eye sees a host).

/** The parts a reader sees, in the order they appear. */
export type PartName = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

export interface Part {
  name: PartName;
  /** Where the part's text lies. */
  start: number;
  end: number;
  /** Where it lies with its delimiter ("http:", "//", "u@", ":80", "?q", "#f"): a character there belongs to it. */
  from: number;
  to: number;
}

/**
 * RFC 2396 Appendix B's regular expression, which splits any string (it is a reading, not a
 * check): scheme, authority, path, query, fragment.
 */
const APPENDIX_B = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

/**
 * The parts of `text` as a reader sees them: Appendix B's five, with the authority read as
 * userinfo (up to its last "@", as browsers read it), host and port (after the last ":" that
 * is not inside "[…]").
 *
 * @example readParts('http://a b/').map((p) => p.name) // ['scheme', 'host', 'path']
 */
export function readParts(text: string): Part[] {
  const m = APPENDIX_B.exec(text)!;
  const parts: Part[] = [];
  let p = 0;
  const add = (name: PartName, value: string | undefined, before: number, after: number) => {
    if (value === undefined) return;
    parts.push({ name, start: p + before, end: p + before + value.length, from: p, to: p + before + value.length + after });
    p += before + value.length + after;
  };
  add('scheme', m[1], 0, 1);
  if (m[2] !== undefined) {
    const authority = m[2];
    const at = authority.lastIndexOf('@');
    const hostport = authority.slice(at + 1);
    const colon = hostport.lastIndexOf(':');
    const port = colon > hostport.lastIndexOf(']') ? colon : -1;
    p += 2; // "//" reads as the start of the authority: it goes with what follows it
    const first = parts.length;
    add('userinfo', at < 0 ? undefined : authority.slice(0, at), 0, 1);
    add('host', port < 0 ? hostport : hostport.slice(0, port), 0, 0);
    add('port', port < 0 ? undefined : hostport.slice(port + 1), 1, 0);
    parts[first]!.from -= 2;
  }
  add('path', m[3], 0, 0);
  add('query', m[4], 1, 0);
  add('fragment', m[5], 1, 0);
  return parts.filter((part) => part.to > part.from || part.name === 'host');
}

/**
 * The part a character at `offset` sits in (at the end of the text: the part the text ends in).
 *
 * @example partAt('http://a b/', 8) // { name: 'host', start: 7, end: 10, from: 5, to: 10 }
 */
export function partAt(text: string, offset: number): Part | undefined {
  const parts = readParts(text);
  if (offset >= text.length) return parts.reverse().find((part) => part.to === text.length && part.to > part.from);
  return parts.find((part) => offset >= part.from && offset < part.to);
}
