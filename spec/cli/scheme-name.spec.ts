/** The scheme a --grammar file defines: from its file name by one rule, or --scheme-name; anything else a one-line refusal. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Refusal } from '../../src/cli/command';
import { checkedSchemeName, schemeNameOf } from '../../src/cli/scheme-name';
import { runCli } from './run';

const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-scheme-name-'));
const grammarFile = (name: string, text = 'x = ALPHA ":" 1*DIGIT\n'): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('the file name -> scheme name rule', () => {
  it.each([
    ['geo.abnf', 'geo'],
    ['my_geo.abnf', 'my-geo'],
    ['a__b_.bnf', 'a--b-'],
    ['Ldap.BNF', 'Ldap'],
    ['x-y.z+1.abnf', 'x-y.z+1'],
    ['/some/dir/geo_v2.abnf', 'geo-v2'],
  ])('%s is the scheme %s', (path, scheme) => {
    expect(schemeNameOf(path)).toBe(scheme);
  });

  it.each(['9geo.abnf', '_geo.abnf', 'a b.abnf', 'café.abnf', '.abnf', '-x.bnf', 'a\nb.abnf'])('%j gives no scheme name: a refusal naming --scheme-name', (path) => {
    expect(() => schemeNameOf(path)).toThrow(Refusal);
    expect(() => schemeNameOf(path)).toThrow(/--scheme-name/);
  });

  it('--scheme-name must itself be a scheme name', () => {
    expect(checkedSchemeName('coord+x.1')).toBe('coord+x.1');
    for (const bad of ['a b', '', '1a', 'a_b', 'a:b']) expect(() => checkedSchemeName(bad)).toThrow(Refusal);
  });
});

describe('through the CLI', () => {
  it('my_geo.abnf registers my-geo, which then judges its URIs', async () => {
    const path = grammarFile('my_geo.abnf', 'my-geo = "my-geo:" 1*DIGIT\n');
    const r = await runCli(['check', '--grammar', path, 'my-geo:12', 'my-geo:x']);
    expect([r.code, r.stdout]).toEqual([1, 'valid: my-geo:12\ninvalid: my-geo:x\n']);
  });

  it.each([
    [['--grammar', grammarFile('9geo.abnf')], /^uri-grammar: --grammar .*9geo\.abnf: the file name "9geo" gives no scheme name .*; name the scheme with --scheme-name\n$/],
    [['--grammar', grammarFile('a\u202Eb.abnf')], /^uri-grammar: --grammar .*a\\u202Eb\.abnf: the file name "a\\u202Eb" gives no scheme name .*--scheme-name\n$/],
    [['--grammar', grammarFile('geo.abnf'), '--scheme-name', 'a b'], /^uri-grammar: --scheme-name "a b" is not a scheme name \(RFC 2396 §3\.1: .*\)\n$/],
    [['--grammar', grammarFile('geo.abnf'), '--scheme-name', ''], /^uri-grammar: --scheme-name "" is not a scheme name/],
  ])('%j: exit 2, one line', async (args, message) => {
    for (const command of ['check', 'parse']) {
      const r = await runCli([command, ...args, 'x:1']);
      expect([r.code, r.stdout, r.stderr]).toEqual([2, '', expect.stringMatching(message)]);
      expect(r.stderr.split('\n')).toHaveLength(2); // one line and its newline
    }
  });

  it('a bad file name with --scheme-name is fine', async () => {
    const r = await runCli(['check', '--grammar', grammarFile('9geo.abnf', 'g = "g9:" 1*DIGIT\n'), '--scheme-name', 'g9', 'g9:1']);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, 'valid: g9:1\n', '']);
  });
});
