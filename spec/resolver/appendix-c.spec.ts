import { components, parseUriReference } from '../../src';
import { recompose, resolve, resolveString, Resolution } from '../../src/resolver';
import { rows } from './rfc-table';

// RFC 2396 Appendix C, copied verbatim. "(current document)" is the base without its
// fragment (§4.2); the resolver flags those rows as same-document references.
const BASE = 'http://a/b/c/d;p?q';

const C1 = `
      g:h           =  g:h
      g             =  http://a/b/c/g
      ./g           =  http://a/b/c/g
      g/            =  http://a/b/c/g/
      /g            =  http://a/g
      //g           =  http://g
      ?y            =  http://a/b/c/?y
      g?y           =  http://a/b/c/g?y
      #s            =  (current document)#s
      g#s           =  http://a/b/c/g#s
      g?y#s         =  http://a/b/c/g?y#s
      ;x            =  http://a/b/c/;x
      g;x           =  http://a/b/c/g;x
      g;x?y#s       =  http://a/b/c/g;x?y#s
      .             =  http://a/b/c/
      ./            =  http://a/b/c/
      ..            =  http://a/b/
      ../           =  http://a/b/
      ../g          =  http://a/b/g
      ../..         =  http://a/
      ../../        =  http://a/
      ../../g       =  http://a/g
`;

const C2 = `
      <>            =  (current document)

      ../../../g    =  http://a/../g
      ../../../../g =  http://a/../../g

      /./g          =  http://a/./g
      /../g         =  http://a/../g
      g.            =  http://a/b/c/g.
      .g            =  http://a/b/c/.g
      g..           =  http://a/b/c/g..
      ..g           =  http://a/b/c/..g

      ./../g        =  http://a/b/g
      ./g/.         =  http://a/b/c/g/
      g/./h         =  http://a/b/c/g/h
      g/../h        =  http://a/b/c/h
      g;x=1/./y     =  http://a/b/c/g;x=1/y
      g;x=1/../y    =  http://a/b/c/y

      g?y/./x       =  http://a/b/c/g?y/./x
      g?y/../x      =  http://a/b/c/g?y/../x
      g#s/./x       =  http://a/b/c/g#s/./x
      g#s/../x      =  http://a/b/c/g#s/../x
`;

const CURRENT = '(current document)';

function expected(result: string): { text: string; sameDocument: boolean } {
  return result.startsWith(CURRENT) ? { text: BASE + result.slice(CURRENT.length), sameDocument: true } : { text: result, sameDocument: false };
}

function parsed(text: string) {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

describe('RFC 2396 Appendix C: resolution against http://a/b/c/d;p?q', () => {
  const table = [...rows(C1), ...rows(C2)];

  it('has every line of C.1 and C.2', () => {
    expect(rows(C1)).toHaveLength(22);
    expect(rows(C2)).toHaveLength(19); // plus "http:g", tested below with both readings
    expect(table.map((r) => r.reference)).toEqual(expect.arrayContaining(['', '#s', '?y', '../../../g']));
  });

  it.each(table)('$reference → $result', ({ reference, result }) => {
    const want = expected(result);
    const r = resolve(BASE, reference);
    // The whole result: the text, the same-document flag, and the target parsed from its own text.
    expect(r).toEqual({ ok: true, value: new Resolution(want.text, want.sameDocument) });
    expect(r.ok && r.value.toJSON()).toEqual({ target: parsed(want.text), text: want.text, sameDocument: want.sameDocument });
    expect(String(r.ok && r.value)).toBe(want.text);
    expect(resolveString(BASE, reference)).toEqual({ ok: true, value: want.text });
  });

  it('gives the target an AST whose spans index its own text', () => {
    const r = resolve(BASE, 'g;x?y#s');
    if (!r.ok) throw new Error(r.error.message);
    const { target } = r.value;
    expect(target.span).toEqual({ start: 0, end: 'http://a/b/c/g;x?y#s'.length });
    const q = target.absoluteURI!.hierPart!.query!;
    expect(r.value.text.slice(q.span.start, q.span.end)).toBe('y');
    expect(r.value.components).toEqual({ scheme: 'http', authority: 'a', path: '/b/c/g;x', query: 'y', fragment: 's' });
  });

  it('accepts parsed ASTs for base and reference', () => {
    expect(resolveString(parsed(BASE), parsed('../g'))).toEqual({ ok: true, value: 'http://a/b/g' });
  });

  describe('both readings of http:g (§5.2 step 3, Appendix C)', () => {
    it.each([
      ['strict', 'http:g'],
      ['compat', 'http://a/b/c/g'],
    ] as const)('%s → %s', (sameSchemeLoophole, want) => {
      expect(resolveString(BASE, 'http:g', { sameSchemeLoophole })).toEqual({ ok: true, value: want });
    });

    it('is strict by default (a validating parser)', () => {
      expect(resolveString(BASE, 'http:g')).toEqual({ ok: true, value: 'http:g' });
    });

    it.each([
      ['HTTP:g', 'http://a/b/c/g'], // §3.1: schemes compare case-insensitively
      ['http:g?y#s', 'http://a/b/c/g?y#s'],
      ['http:../g', 'http://a/b/g'],
      ['http:/g', 'http://a/g'],
      ['http://g', 'http://g'],
      ['http:g:h', 'http://a/b/c/g:h'],
      ['ftp:g', 'ftp:g'], // another scheme: absolute
    ])('compat: %s → %s', (reference, want) => {
      expect(resolveString(BASE, reference, { sameSchemeLoophole: 'compat' })).toEqual({ ok: true, value: want });
    });

    it('compat applies only to schemes the registry marks hierarchical', () => {
      expect(resolveString('news:/a/b', 'news:g', { sameSchemeLoophole: 'compat' })).toEqual({ ok: true, value: 'news:g' });
      expect(resolveString('foo:/a/b', 'foo:g', { sameSchemeLoophole: 'compat' })).toEqual({ ok: true, value: 'foo:g' });
    });
  });

  describe('../../../g under the three choices of §5.2 step 6g', () => {
    it('keep (default): http://a/../g', () => {
      expect(resolveString(BASE, '../../../g', { dotSegmentsAboveRoot: 'keep' })).toEqual({ ok: true, value: 'http://a/../g' });
    });
    it('remove: http://a/g', () => {
      expect(resolveString(BASE, '../../../g', { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: 'http://a/g' });
      expect(resolveString(BASE, '../../../../g', { dotSegmentsAboveRoot: 'remove' })).toEqual({ ok: true, value: 'http://a/g' });
    });
    it('error: a resolution error naming the reference and the offset of the third ".."', () => {
      expect(resolve(BASE, '../../../g', { dotSegmentsAboveRoot: 'error' })).toEqual({
        ok: false,
        error: {
          code: 'above-root',
          argument: 'reference',
          offset: 6,
          input: '../../../g',
          message: expect.stringContaining('§5.2 step 6g'),
        },
      });
    });
  });

  it('round-trips recompose(components(x)) for every reference and result in the tables', () => {
    for (const { reference, result } of table) {
      for (const text of [reference, expected(result).text]) {
        const r = parseUriReference(text);
        if (r.ok) expect(recompose(components(r.value))).toBe(text);
        else expect(text).toBe('?y'); // the one reference the BNF does not derive
      }
    }
  });
});
