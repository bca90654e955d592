import { parseUriReference } from '../../src';
import { resolve, resolveString, Resolution } from '../../src/resolver';
import { rows } from './rfc-table';

// RFC 1808 §5, base <URL:http://a/b/c/d;p?q#f>: the examples whose answer RFC 2396 kept.
// RFC 2396 Appendix G.4 says what changed: parameters no longer a separate component
// (";x", and with it "?y"), and the empty reference (a same-document reference, §4.2).
const BASE = 'http://a/b/c/d;p?q#f';

const UNCHANGED = `
      g:h        = <URL:g:h>
      g          = <URL:http://a/b/c/g>
      ./g        = <URL:http://a/b/c/g>
      g/         = <URL:http://a/b/c/g/>
      /g         = <URL:http://a/g>
      //g        = <URL:http://g>
      g?y        = <URL:http://a/b/c/g?y>
      g?y/./x    = <URL:http://a/b/c/g?y/./x>
      g#s        = <URL:http://a/b/c/g#s>
      g#s/./x    = <URL:http://a/b/c/g#s/./x>
      g?y#s      = <URL:http://a/b/c/g?y#s>
      g;x        = <URL:http://a/b/c/g;x>
      g;x?y#s    = <URL:http://a/b/c/g;x?y#s>
      .          = <URL:http://a/b/c/>
      ./         = <URL:http://a/b/c/>
      ..         = <URL:http://a/b/>
      ../        = <URL:http://a/b/>
      ../g       = <URL:http://a/b/g>
      ../..      = <URL:http://a/>
      ../../     = <URL:http://a/>
      ../../g    = <URL:http://a/g>
      ../../../g    = <URL:http://a/../g>
      ../../../../g = <URL:http://a/../../g>
      /./g          = <URL:http://a/./g>
      /../g         = <URL:http://a/../g>
      g.            = <URL:http://a/b/c/g.>
      .g            = <URL:http://a/b/c/.g>
      g..           = <URL:http://a/b/c/g..>
      ..g           = <URL:http://a/b/c/..g>
      ./../g        = <URL:http://a/b/g>
      ./g/.         = <URL:http://a/b/c/g/>
      g/./h         = <URL:http://a/b/c/g/h>
      g/../h        = <URL:http://a/b/c/h>
      http:g        = <URL:http:g>
`;

function url(result: string): string {
  const m = /^<URL:(.*)>$/.exec(result);
  if (!m) throw new Error(`not <URL:…>: ${result}`);
  return m[1];
}

function parsed(text: string) {
  const r = parseUriReference(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The whole resolution of `reference` against BASE, target AST included. */
function resolvedJson(reference: string) {
  const r = resolve(BASE, reference);
  return r.ok ? r.value.toJSON() : r.error;
}

describe('RFC 1808 §5 examples that RFC 2396 did not change', () => {
  it.each(rows(UNCHANGED))('$reference → $result', ({ reference, result }) => {
    const want = url(result);
    expect(resolve(BASE, reference)).toEqual({ ok: true, value: new Resolution(want, false) });
    expect(resolvedJson(reference)).toEqual({ target: parsed(want), text: want, sameDocument: false });
  });
});

describe('RFC 1808 §5 examples that RFC 2396 changed (Appendix G.4)', () => {
  it.each([
    // [reference, RFC 1808's answer, RFC 2396's answer]
    [';x', 'http://a/b/c/d;x', 'http://a/b/c/;x'],
    ['?y', 'http://a/b/c/d;p?y', 'http://a/b/c/?y'],
  ])('%s: RFC 1808 gave %s, RFC 2396 gives %s', (reference, rfc1808, rfc2396) => {
    expect(rfc1808).not.toBe(rfc2396);
    expect(resolveString(BASE, reference)).toEqual({ ok: true, value: rfc2396 });
  });

  it('<>: RFC 1808 gave the whole base with its fragment; RFC 2396 the current document, without the base fragment', () => {
    expect(resolve(BASE, '')).toEqual({ ok: true, value: new Resolution('http://a/b/c/d;p?q', true) });
    expect(resolvedJson('')).toEqual({ target: parsed('http://a/b/c/d;p?q'), text: 'http://a/b/c/d;p?q', sameDocument: true });
  });

  it('#s: the same text as RFC 1808, now flagged as the current document (no new retrieval)', () => {
    expect(resolve(BASE, '#s')).toEqual({ ok: true, value: new Resolution('http://a/b/c/d;p?q#s', true) });
    expect(resolvedJson('#s')).toEqual({ target: parsed('http://a/b/c/d;p?q#s'), text: 'http://a/b/c/d;p?q#s', sameDocument: true });
  });

  it('http: (RFC 1808: <URL:http:>) is not a URI reference in RFC 2396 (§3: something must follow the colon)', () => {
    expect(resolve(BASE, 'http:')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'syntax', argument: 'reference', offset: 5, input: 'http:' }),
    });
  });
});
