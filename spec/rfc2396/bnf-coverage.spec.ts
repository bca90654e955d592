import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rules } from '../../src';

/** Rule names defined in a BNF text: `name =` at the start of a (possibly indented) line. */
function definedRules(bnf: string): string[] {
  return [...bnf.matchAll(/^\s*([A-Za-z][A-Za-z0-9_-]*)\s*=/gm)].map((m) => m[1]);
}

describe('grammar/rfc2396.bnf (RFC 2396 Appendix A)', () => {
  const names = definedRules(readFileSync(join(__dirname, '../../grammar/rfc2396.bnf'), 'utf8'));

  it('defines the 40 rules of Appendix A, from URI-reference down to digit', () => {
    expect(names).toHaveLength(40);
    expect(names[0]).toBe('URI-reference');
    expect(names[names.length - 1]).toBe('digit');
  });

  it.each(names)('%s has an exported combinator in rules', (name) => {
    expect(Object.prototype.hasOwnProperty.call(rules, name)).toBe(true);
    expect(typeof (rules as Record<string, { parse?: unknown }>)[name].parse).toBe('function');
  });

  it('exports no combinator that the BNF does not define', () => {
    expect(Object.keys(rules).sort()).toEqual([...names].sort());
  });
});
