/** The joint language of a scheme grammar (its part before "#") and a generic syntax (the whole): its longest viable prefix, by the product of the two lazy DFAs. */
import { readAbnf } from '../../../src/engine/abnf';
import { shippedGrammar } from '../../../src/engine/abnf/files';
import { CompiledStart } from '../../../src/engine/compile/rule';

const abnf = (text: string, start = 'x') => new CompiledStart(readAbnf(text).grammar, start);
const uri = new CompiledStart(readAbnf(shippedGrammar('rfc3986.abnf')).grammar, 'URI');
const failure = (inner: CompiledStart, input: string, readsFragment = false) => {
  const f = inner.jointFailure(uri, input, readsFragment);
  return f && { offset: f.offset, expected: f.expected, rulePath: f.rulePath, endOfInput: f.endOfInput };
};

describe('CompiledStart.jointFailure', () => {
  // every "%" member is refused by RFC 3986 (pct-encoded needs two hex digits): only the digits branch is joint
  const percentOrDigits = abnf('x = "xj:" ( 1*ALPHA "%" / 1*DIGIT )');

  it('stops where no text both accept goes on, though each grammar alone would read further', () => {
    expect(percentOrDigits.diagnose('xj:ab%')).toBeNull(); // a member of the scheme grammar
    expect(uri.diagnose('xj:ab%')?.offset).toBe(6); // a viable prefix of RFC 3986
    expect(failure(percentOrDigits, 'xj:ab%')).toEqual({ offset: 3, expected: ['DIGIT'], rulePath: ['x'], endOfInput: false });
  });

  it('names only what can go on jointly, "#" where the part may end before a fragment, and end of input', () => {
    expect(failure(percentOrDigits, 'xj:1x')).toEqual({ offset: 4, expected: ['DIGIT', '"#"', 'end of input'], rulePath: ['x'], endOfInput: true });
  });

  it('past the "#", the generic syntax alone reads on, in its own words', () => {
    expect(failure(percentOrDigits, 'xj:1#a b')).toEqual({ offset: 6, expected: expect.arrayContaining(['unreserved', 'end of input']), rulePath: ['URI', 'fragment', 'pchar'], endOfInput: true });
  });

  it('a rule that reads its fragment itself: "#" is its own character there', () => {
    const own = abnf('x = "xk:" 1*ALPHA [ "#" 1*DIGIT ]');
    expect(failure(own, 'xk:ab#1x', true)).toEqual({ offset: 7, expected: ['DIGIT', 'end of input'], rulePath: ['x'], endOfInput: true });
  });

  it('at 0 with nothing to expect when no text is in both languages', () => {
    expect(failure(abnf('x = "xe:" 1*ALPHA "["'), 'xe:ab[')).toEqual({ offset: 0, expected: [], rulePath: ['x'], endOfInput: false });
  });

  it('for a grammar within the generic one, the smaller of the two offsets (what parseUrl gives without it)', () => {
    const digits = abnf('x = "xd:" 1*DIGIT [ "/" 1*ALPHA ]');
    for (const input of ['xd:12/ab', 'xd:1a', 'xd:/', 'xd:1/a b', 'xd:1/a#b c', 'xd:1/a#%z']) {
      const hash = input.indexOf('#');
      const part = hash < 0 ? input : input.slice(0, hash);
      // each grammar's own offset, Infinity where it accepts (the scheme its part, RFC 3986 the whole)
      const alone = Math.min(digits.diagnose(part)?.offset ?? Infinity, uri.diagnose(input)?.offset ?? Infinity);
      expect([input, failure(digits, input)?.offset]).toEqual([input, alone === Infinity ? input.length : alone]);
    }
  });

  it('answers nothing, not a guess, where a search would pass its budget; nothing at or past a given offset', () => {
    const wide = abnf('x = "xw:" 1*( ALPHA / DIGIT ) "%"');
    const parts = wide as unknown as { forward: unknown; alphabet: unknown };
    const outer = uri as unknown as { forward: unknown; alphabet: unknown };
    const { jointViablePrefix } = jest.requireActual<typeof import('../../../src/engine/compile/joint')>('../../../src/engine/compile/joint');
    const run = (budget: number) => jointViablePrefix(parts.forward as never, parts.alphabet as never, outer.forward as never, outer.alphabet as never, 'xw:ab%', false, undefined, Infinity, budget);
    expect(run(1)).toBeUndefined(); // the search from the pair after "xw:" visits two
    expect(run(4096)?.offset).toBe(0);
    expect(percentOrDigits.jointFailure(uri, 'xj:ab%', false, 3)).toBeUndefined();
  });
});

describe('CompiledStart.jointFailure against a brute-force search', () => {
  // a continuation of up to 4 of these characters is enough for these grammars to accept, wherever a text both accept goes on
  const ALPHABET = ['a', 'B', '1', 'f', '%', '[', '/', '#'];
  const continuations: string[] = [''];
  for (let length = 1; length <= 4; length++) for (const w of continuations.filter((c) => c.length === length - 1)) for (const c of ALPHABET) continuations.push(w + c);
  const both = (inner: CompiledStart, text: string, readsFragment: boolean) => {
    const hash = readsFragment ? -1 : text.indexOf('#');
    return inner.matches(hash < 0 ? text : text.slice(0, hash)) && uri.matches(text);
  };
  const goesOn = (inner: CompiledStart, prefix: string, readsFragment: boolean) => continuations.some((w) => both(inner, prefix + w, readsFragment));

  it.each([
    ['x = "xj:" ( 1*ALPHA "%" / 1*DIGIT )', false],
    ['x = "xk:" 1*( ALPHA / "[" ) [ "/" 1*DIGIT ]', false],
    ['x = "xm:" *( "%" HEXDIG HEXDIG / ALPHA ) "%"', false],
    ['x = "xn:" 1*ALPHA [ "#" 1*( ALPHA / "[" ) ]', true],
  ] as const)('%s', (text, readsFragment) => {
    const inner = abnf(text);
    const head = text.slice(5, 8);
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const wrong: string[] = [];
    for (let k = 0; k < 300; k++) {
      let input = head;
      for (let n = random(7); n > 0; n--) input += ALPHABET[random(ALPHABET.length)];
      const offset = inner.jointFailure(uri, input, readsFragment)!.offset;
      // the text before the offset goes on to a text both accept (at 0: none may); one more character of the input does not
      const ok = (offset === 0 || goesOn(inner, input.slice(0, offset), readsFragment)) && (offset === input.length || !goesOn(inner, input.slice(0, offset + 1), readsFragment));
      if (!ok) wrong.push(`${input}: ${offset}`);
    }
    expect(wrong).toEqual([]);
  });
});
