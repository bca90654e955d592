// The character sets of src/generated/rfc2396-charsets.ts and rfc1738-charsets.ts: current with grammar/, each exactly the
// one-character strings of its rule in the compiled grammar, and the only copy in src/.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileGrammar } from '../../src';
import * as RFC1738 from '../../src/generated/rfc1738-charsets';
import * as RFC2396 from '../../src/generated/rfc2396-charsets';
import { HandWrittenSet, LIMIT, handWrittenSets } from './hand-sets';

const ROOT = join(__dirname, '../..');

describe('src/generated/*-charsets.ts', () => {
  it('are current: scripts/generate-charsets.mjs --check regenerates the same text', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/generate-charsets.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  describe.each([
    ['rfc2396.bnf', RFC2396],
    ['rfc1738.bnf', RFC1738],
  ] as const)('grammar/%s', (file, sets) => {
    const { rules } = compileGrammar(readFileSync(join(ROOT, 'grammar', file), 'utf8'), { notation: 'bnf' });
    const exports = sets as unknown as Record<string, string | readonly string[]>;
    const setNames = Object.keys(exports).filter((name) => typeof exports[name] === 'string');
    const expectedNames = Object.keys(exports).filter((name) => name.endsWith('_expected'));

    it.each(setNames)('%s: a code unit is in the set exactly when the rule matches it (all 65,536)', (name) => {
      const members = exports[name] as string;
      const rule = rules[name]!;
      const disagree: string[] = [];
      for (let c = 0; c <= 0xffff; c++) {
        const ch = String.fromCharCode(c);
        if (rule.matches(ch) !== members.includes(ch)) disagree.push(`U+${c.toString(16).padStart(4, '0')}`);
      }
      expect(disagree).toEqual([]);
    });

    it.each(expectedNames)("%s: rules and literals of the grammar whose one-character strings make the run's set", (name) => {
      const items = exports[name] as readonly string[];
      const members = exports[name.slice(0, -'_expected'.length)] as string;
      const single = (item: string): string[] => {
        if (item.startsWith('"')) return [JSON.parse(item) as string];
        expect(rules[item]).toBeDefined();
        return Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).filter((ch) => rules[item]!.matches(ch));
      };
      expect([...new Set(items.flatMap(single))].sort().join('')).toBe([...members].sort().join(''));
      expect(items.length).toBeGreaterThan(1);
    });

    it('holds the character classes of the RFC, and no rule whose strings are of varying length', () => {
      const names = setNames;
      const [classes, others] =
        file === 'rfc2396.bnf'
          ? [['alpha', 'alphanum', 'digit', 'hex', 'mark', 'reserved', 'unreserved', 'uric', 'uric_no_slash', 'pchar'], ['escaped', 'scheme', 'domainlabel', 'toplabel', 'host', 'segment']]
          : [['alpha', 'alphadigit', 'digit', 'hex', 'safe', 'extra', 'national', 'punctuation', 'reserved', 'unreserved', 'uchar', 'xchar'], ['escape', 'domainlabel', 'toplabel', 'host', 'port']];
      expect(names).toEqual(expect.arrayContaining(classes));
      expect(names.filter((name) => others.includes(name))).toEqual([]);
    });
  });
});

/** Every `.ts` file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Sets of characters that are samples, not the RFC's classes: each listed here with why, so
 * that a new one is a decision in review.
 */
const SAMPLES: Record<string, string> = {};

describe(`no hand-written character set in src/ (${LIMIT}+ of the marks and reserved characters)`, () => {
  const found: HandWrittenSet[] = sources(join(ROOT, 'src'))
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .filter((file) => !file.startsWith('src/generated/'))
    .flatMap((file) => handWrittenSets(readFileSync(join(ROOT, file), 'utf8'), file));

  it('src/ outside src/generated spells none out (import it from src/generated/*-charsets.ts)', () => {
    expect(found.filter((f) => !(`${f.file}#${f.declaration}` in SAMPLES)).map((f) => `${f.file}:${f.line} (${f.declaration}): ${f.why}`)).toEqual([]);
  });

  it('each sample listed is still there', () => {
    expect(Object.keys(SAMPLES).filter((key) => !found.some((f) => `${f.file}#${f.declaration}` === key))).toEqual([]);
  });

  // the check itself: the shapes a copy takes are found, prose and regular-expression syntax are not
  it.each([
    ['a string', `const URI = new Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'();/?:@&=+$,#%");`],
    ['strings joined', `const URIC = ALPHANUM + ";/?:@" + "&=+$," + "-_.!~*'()";`],
    ['a template', "const PCHAR = `${ALPHANUM}:@&=+$,-_.!~*'()`;"],
    ['a character per word', `const RESERVED = '; / ? : @ & = + $ ,';`],
    ['an array of characters', `const MARK = ['-', '_', '.', '!', '~', '*', "'", '(', ')'];`],
    ['a regular expression class', `const URIC = /^[A-Za-z0-9\\-_.!~*'();/?:@&=+$,]*$/;`],
    ['a regular expression in a string', `const URIC = new RegExp('^[A-Za-z0-9\\\\-_.!~*\\'()]*$');`],
    ['character codes in an array', 'const RESERVED = [0x3b, 0x2f, 0x3f, 0x3a, 0x40, 0x26, 0x3d, 0x2b, 0x24, 0x2c];'],
    ['character codes compared', 'const isReserved = (c) => c === 59 || c === 47 || c === 63 || c === 58 || c === 64 || c === 38 || c === 61 || c === 43;'],
    ['an escaped string', `const MARK = '\\x2d\\x5f\\x2e\\x21\\x7e\\x2a\\x27\\x28\\x29';`],
  ])('finds %s', (_shape, text) => {
    expect(handWrittenSets(text)).not.toEqual([]);
  });

  it.each([
    ['a message quoting a rule', 'const M = \'is not a scheme name (RFC 2396 §3.1: scheme = alpha *( alpha | digit | "+" | "-" | "." ))\';'],
    ['a usage text', "const U = 'Usage: uri-grammar check [--rule NAME] [--json] [--updates none|rfc2396|rfc2616] [-q] [URI ...]';"],
    ['regular-expression syntax', 'const R = /<|(?<![A-Za-z0-9+.-])(?:(?:www|ftp)\\.(?=[A-Za-z0-9])|([A-Za-z][A-Za-z0-9+.-]*):)/gi;'],
    ['a few characters', `const SAFE = '$-_.+';`],
    ['an expected list', `const E = ['unreserved', 'escaped', '"$"', '","', '";"', '":"'];`],
  ])('passes %s', (_shape, text) => {
    expect(handWrittenSets(text)).toEqual([]);
  });
});
