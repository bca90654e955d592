import { LAZY_LIST } from '../../src/rfc2396/fast/lazy';
import { parseUrl, rules1738 } from '../../src';

// src/rfc1738/segments.ts: fpath, hpath and ppath of more than LAZY_LIST segments are built on
// first read. The list read is the one the combinators build for a short path, node for node.

/** The segment nodes the combinators build, from the segment texts. */
function segments(type: string, texts: string[], start: number) {
  let at = start;
  return texts.map((text) => {
    const node = { type, span: { start: at, end: at + text.length }, text, decoded: text.replace(/%41/g, 'A') };
    at += text.length + 1;
    return node;
  });
}

const texts = (n: number) => Array.from({ length: n }, (_, k) => (k % 3 === 0 ? 'a%41' : k % 3 === 1 ? '' : `s${k}`));

describe.each([
  ['http', 'http://h/', 'hpath', 'hsegments', 'hsegment'],
  ['ftp', 'ftp://h/', 'fpath', 'fsegments', 'fsegment'],
  ['file', 'file:///', 'fpath', 'fsegments', 'fsegment'],
  ['prospero', 'prospero://h/', 'ppath', 'psegments', 'psegment'],
] as const)('%s: a path of more than LAZY_LIST segments', (_scheme, prefix, path, field, type) => {
  const long = texts(LAZY_LIST + 7);
  const r = parseUrl(prefix + long.join('/'), { updates: 'none' });
  const url = (r.ok ? r.value.url : undefined) as unknown as Record<string, Record<string, unknown>>;

  it('is deferred (no list held after the parse), then reads as the eager list', () => {
    expect(typeof Object.getOwnPropertyDescriptor(url[path], field)?.get).toBe('function');
    expect(url[path][field]).toEqual(segments(type, long, prefix.length));
    expect(url[path][field]).toBe(url[path][field]); // built once
    expect(Object.keys(url[path])).toEqual(['type', 'span', 'text', field]);
  });

  it('a short path is a plain data list, of the same shape', () => {
    const short = texts(5);
    const s = parseUrl(prefix + short.join('/'), { updates: 'none' });
    const node = (s.ok ? s.value.url : undefined) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.getOwnPropertyDescriptor(node[path], field)?.value).toEqual(segments(type, short, prefix.length));
  });
});

describe('fields derived from a deferred list', () => {
  const long = texts(LAZY_LIST + 7);
  const decoded = long.map((t) => t.replace(/%41/g, 'A'));

  it('ftp cwd and name, in their usual key order', () => {
    const r = parseUrl('ftp://h/' + long.join('/') + ';type=i');
    if (!r.ok || r.value.schemeName !== 'ftp') throw new Error('parse failed');
    expect([r.value.url.cwd, r.value.url.name, r.value.url.typecode]).toEqual([decoded.slice(0, -1), decoded[decoded.length - 1], 'i']);
    expect(Object.keys(r.value.url)).toEqual(['type', 'span', 'text', 'login', 'fpath', 'ftptype', 'cwd', 'name', 'typecode', 'effectivePort']);
  });

  it('file path', () => {
    const r = parseUrl('file:///' + long.join('/'));
    if (!r.ok || r.value.schemeName !== 'file') throw new Error('parse failed');
    expect(r.value.url.path).toEqual(decoded);
    expect(Object.keys(r.value.url)).toEqual(['type', 'span', 'text', 'machine', 'fpath', 'path']);
  });

  it('prospero hsoname: the decoded segments joined by "/"', () => {
    const r = parseUrl('prospero://h/' + long.join('/') + ';a=b');
    if (!r.ok || r.value.schemeName !== 'prospero') throw new Error('parse failed');
    expect(r.value.url.hsoname).toBe(decoded.join('/'));
  });

  it('an error after a long path is the same as after a short one', () => {
    const bad = (n: number) => parseUrl('http://h/' + 'a/'.repeat(n) + 'b%zz');
    const [short, long2] = [bad(3), bad(LAZY_LIST + 3)];
    if (short.ok || long2.ok) throw new Error('parsed');
    expect({ ...long2.error, offset: long2.error.offset - 2 * LAZY_LIST, column: long2.error.column - 2 * LAZY_LIST }).toEqual({ ...short.error });
  });
});

describe('prospero fieldspecs (a 2 MB run of ";a=b" held 136 bytes per character and ran a capped heap out of memory, 2026-12-07)', () => {
  const specs = (n: number) => Array.from({ length: n }, (_, k) => (k % 3 === 0 ? [`n%41${k}`, 'v'] : k % 3 === 1 ? ['', ''] : [`a${k}`, `b:@&?${k}`]));
  /** The fieldspec nodes the fieldspec rule builds, from the name and value texts. */
  const nodes = (pairs: string[][], start: number) => {
    let at = start;
    return pairs.map(([name, value]) => {
      const text = `;${name}=${value}`;
      const node = { type: 'fieldspec', span: { start: at, end: at + text.length }, text, fieldname: { type: 'fieldname', span: { start: at + 1, end: at + 1 + name!.length }, text: name, decoded: name!.replace(/%41/g, 'A') }, fieldvalue: { type: 'fieldvalue', span: { start: at + 2 + name!.length, end: at + text.length }, text: value, decoded: value } };
      at += text.length;
      return node;
    });
  };
  const url = (pairs: string[][]) => {
    const r = parseUrl(`prospero://h/p${pairs.map(([n, v]) => `;${n}=${v}`).join('')}`);
    return (r.ok ? r.value.url : undefined) as unknown as Record<string, unknown>;
  };

  it('more than LAZY_LIST of them are built on first read, as the rule builds them, fields with them', () => {
    const long = specs(LAZY_LIST + 7);
    const u = url(long);
    expect(typeof Object.getOwnPropertyDescriptor(u, 'fieldspecs')?.get).toBe('function');
    expect(typeof Object.getOwnPropertyDescriptor(u, 'fields')?.get).toBe('function');
    expect(u.fieldspecs).toEqual(nodes(long, 'prospero://h/p'.length));
    expect(u.fields).toEqual(long.map(([n, v]) => ({ name: n!.replace(/%41/g, 'A'), value: v })));
    expect(Object.keys(u)).toEqual(['type', 'span', 'text', 'hostport', 'ppath', 'hsoname', 'fieldspecs', 'fields', 'effectivePort']);
  });

  it('a few are plain data, node for node what rules1738.fieldspec gives', () => {
    const short = specs(5);
    const u = url(short);
    expect(Object.getOwnPropertyDescriptor(u, 'fieldspecs')?.value).toEqual(nodes(short, 'prospero://h/p'.length));
    const one = rules1738.fieldspec as unknown as { parse(s: string): { status: boolean; value: unknown } };
    expect(one.parse(';n%41=v').value).toEqual(nodes([['n%41', 'v']], 0)[0]);
  });
});
