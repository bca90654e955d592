/** hostOf, portOf, userinfoOf, portNumber: the server of an authority without the walk through it (RFC 2396 §3.2.2). */
import fc from 'fast-check';
import { UriReference, parseUriReference, parseUrl } from '../../src';
import { hostOf, portNumber, portOf, userinfoOf } from '../../src/rfc2396/components';

function ref(input: string): UriReference {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('hostOf', () => {
  it('a hostname or an IPv4address, as the host node', () => {
    expect(hostOf(ref('http://Example.COM:8080/'))).toEqual({
      type: 'host', span: { start: 7, end: 18 }, text: 'Example.COM',
      hostname: {
        type: 'hostname', span: { start: 7, end: 18 }, text: 'Example.COM',
        domainlabels: [{ type: 'domainlabel', span: { start: 7, end: 14 }, text: 'Example' }],
        toplabel: { type: 'toplabel', span: { start: 15, end: 18 }, text: 'COM' },
      },
    });
    expect(hostOf(ref('//1.2.3.4/x'))).toEqual({
      type: 'host', span: { start: 2, end: 9 }, text: '1.2.3.4',
      IPv4address: { type: 'IPv4address', span: { start: 2, end: 9 }, text: '1.2.3.4' },
    });
  });
  it.each([
    ['http:/x', 'no authority'],
    ['file:///etc', 'an empty authority (an empty server)'],
    ['//a_b/', 'a reg_name (§3.2.1) has no host'],
    ['mailto:x@y', 'an opaque part'],
    ['g', 'a relative path'],
    ['#f', 'nothing but a fragment'],
  ])('undefined for %s: %s', (input) => {
    expect(hostOf(ref(input))).toBeUndefined();
    expect(portOf(ref(input))).toBeUndefined();
    expect(userinfoOf(ref(input))).toBeUndefined();
  });
});

describe('portOf', () => {
  it.each([
    ['http://h:8080/', { type: 'port', span: { start: 9, end: 13 }, text: '8080', number: 8080 }],
    ['http://h:080/', { type: 'port', span: { start: 9, end: 12 }, text: '080', number: 80 }],
    ['http://h:/', { type: 'port', span: { start: 9, end: 9 }, text: '', number: null }],
    ['http://h:65536/', { type: 'port', span: { start: 9, end: 14 }, text: '65536', number: 65536 }],
    ['http://h:9007199254740992/', { type: 'port', span: { start: 9, end: 25 }, text: '9007199254740992', number: null }],
    ['//u@h:1', { type: 'port', span: { start: 6, end: 7 }, text: '1', number: 1 }],
  ])('%s', (input, port) => {
    expect(portOf(ref(input))).toEqual(port);
  });
  it('undefined without ":" (the scheme default is not filled in)', () => {
    expect(portOf(ref('http://h/'))).toBeUndefined();
  });
  it('a copy: changing it leaves the AST alone', () => {
    const r = ref('http://h:1/');
    const p = portOf(r)!;
    p.span.start = 99;
    expect(portOf(r)?.span).toEqual({ start: 9, end: 10 });
  });
});

describe('userinfoOf', () => {
  it('raw, absent without "@", empty for "@h"', () => {
    expect(userinfoOf(ref('ftp://anon:x%3Ay@h/'))).toEqual({ type: 'userinfo', span: { start: 6, end: 16 }, text: 'anon:x%3Ay' });
    expect(userinfoOf(ref('ftp://@h/'))).toEqual({ type: 'userinfo', span: { start: 6, end: 6 }, text: '' });
    expect(userinfoOf(ref('ftp://h/'))).toBeUndefined();
  });
  it('reads a parseUrl result too (it is a URI-reference with more fields)', () => {
    const r = parseUrl('ftp://anon@h:21/x');
    expect(r.ok && [userinfoOf(r.value)?.text, hostOf(r.value)?.text, portOf(r.value)?.number]).toEqual(['anon', 'h', 21]);
  });
  it('a TypeError for anything but a URI-reference node', () => {
    expect(() => userinfoOf('http://u@h/' as never)).toThrow(TypeError);
    expect(() => hostOf(null as never)).toThrow(TypeError);
    expect(() => portOf({ type: 'authority' } as never)).toThrow(TypeError);
  });
});

describe('portNumber', () => {
  it('the digits as a number while they are a safe integer', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), fc.nat({ max: 3 }), (n, zeros) => {
        expect(portNumber('0'.repeat(zeros) + String(n))).toBe(n);
      }),
      { numRuns: 200 },
    );
    expect([portNumber(''), portNumber('9007199254740991'), portNumber('9007199254740992'), portNumber('9'.repeat(400))]).toEqual([null, 9007199254740991, null, null]);
  });
});
