import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileBnf } from '../../src/engine/bnf';
import { parseUrl } from '../../src';
import { runCli } from '../cli/run';

// GUIDE pitfall 12: RFC 1738 §5 writes scheme names in lower case; §2.1 tells interpreters to
// treat upper case as equivalent. Both readings are reachable; §2.1's is the default.
const bnf = compileBnf(readFileSync(join(__dirname, '../../grammar/rfc1738.bnf'), 'utf8')).rules;

describe('schemeCase', () => {
  it("'ignore' (default): HTTP://h/p is an http URL (RFC 2616 http_URL by default, RFC 1738 httpurl under updates 'none')", () => {
    const r = parseUrl('HTTP://h/p');
    expect(r.ok && r.value.schemeName === 'http' && r.value.url.type).toBe('http_URL');
    const published = parseUrl('HTTP://h/p', { updates: 'none' });
    expect(published.ok && published.value.url.type).toBe('httpurl');
  });

  it.each([
    ['HTTP://h/p', 'httpurl', 0, 'H'],
    ['ftP://h/p', 'ftpurl', 2, 'P'],
    ['Mailto:a@b', 'mailtourl', 0, 'M'],
  ] as const)("'exact': %s fails where the BNF as published does (offset %i)", (input, rule, offset, found) => {
    const r = parseUrl(input, { schemeCase: 'exact', updates: 'none' });
    expect(r.ok ? 'valid' : [r.error.offset, r.error.found]).toEqual([offset, found]);
    expect(bnf[rule].viablePrefix(input)).toBe(offset);
  });

  it("'exact' accepts lower case, and the default comes back after it", () => {
    expect(parseUrl('http://h/p', { schemeCase: 'exact' }).ok).toBe(true);
    expect(parseUrl('HTTP://h/p').ok).toBe(true);
  });

  it('refuses an unknown value', () => {
    expect(() => parseUrl('http://h/', { schemeCase: 'upper' as never })).toThrow(RangeError);
  });

  it('the CLI flag --scheme-case', async () => {
    expect((await runCli(['check', 'HTTP://h/'])).code).toBe(0);
    expect((await runCli(['check', '--scheme-case', 'exact', 'HTTP://h/'])).code).toBe(1);
    expect((await runCli(['check', '--scheme-case', 'upper', 'HTTP://h/'])).code).toBe(2);
  });
});
