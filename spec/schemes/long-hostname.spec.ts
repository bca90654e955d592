import { parseUrl } from '../../src';
import { LAZY_LIST } from '../../src/rfc2396/fast/lazy';

// Issue 27: an RFC 1738 hostname of more than LAZY_LIST labels has its domainlabels built on
// first read, as the RFC 2396 fast path does: 12 million labels built with the node outgrew a
// 1 GB heap. Built or not, the list is the same.

const labels = (n: number) => Array.from({ length: n }, (_, k) => `l${k}`);

describe('RFC 1738 hostnames of many labels', () => {
  it.each([LAZY_LIST, LAZY_LIST + 1, 3 * LAZY_LIST])('%s labels and a toplabel: the same nodes, deferred past LAZY_LIST', (n) => {
    const host = [...labels(n), 'top'].join('.');
    const r = parseUrl(`gopher://${host}:70/1x`);
    if (!r.ok || r.value.schemeName !== 'gopher') throw new Error('should parse as gopher');
    const hostname = r.value.url.hostport.host.hostname!;
    const start = 'gopher://'.length;
    const expected: unknown[] = [];
    for (let at = start, k = 0; k < n; k++) {
      const text = `l${k}`;
      expected.push({ type: 'domainlabel', span: { start: at, end: at + text.length }, text });
      at += text.length + 1; // and its "."
    }
    expect(Object.keys(hostname)).toEqual(['type', 'span', 'text', 'domainlabels', 'toplabel']);
    expect(typeof Object.getOwnPropertyDescriptor(hostname, 'domainlabels')!.get).toBe(n > LAZY_LIST ? 'function' : 'undefined');
    expect(hostname.domainlabels).toEqual(expected);
    expect(hostname.toplabel).toEqual({ type: 'toplabel', span: { start: start + host.length - 3, end: start + host.length }, text: 'top' });
  });
});
