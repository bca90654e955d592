/**
 * runRule's `diagnose` option and the recognize-only mode under it (src/engine/run.ts,
 * `recognizing` in src/engine/combinators.ts; issue 6). Without building values the
 * combinators must decide exactly as with them, so the error (offset, line, column, found,
 * expected in order, rulePath, code, message) is the same object; a member is parsed again.
 * Checked on every Appendix A rule with members and mutants of grammar/rfc2396.bnf (fixed
 * seeds), and on every line of ../shared/corpus/urls.txt with one character replaced.
 */
import fc from 'fast-check';
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { RuleName } from '../../src';
import { Reply, Rule, fnOf, leafRule, literal, many, map, opt, recognizing, rule, runRule, scan, seq, tracker } from '../../src/engine';
import { compileGrammar } from '../../src/engine/bnf';
import { memberOf, mutantOf } from '../../src/engine/bnf/generate';
import { rules } from '../../src/rfc2396';
import { DIGIT } from '../../src/rfc2396/characters';
import { bnf } from './bnf/grammars';

const MEMBERS_PER_RULE = 200;
const MUTANTS_PER_RULE = 800;
const MEMBERS = 3_000;
const MUTANTS = 12_000;

/** A run of `rule` over `input` from offset 0, and what the tracker recorded: as plain data. */
function outcome(r: Rule<unknown>, input: string, recognize: boolean) {
  tracker.reset();
  const fn = fnOf(r);
  const reply: Reply<unknown> = recognize ? recognizing(() => fn(input, 0)) : fn(input, 0);
  return {
    status: reply.status,
    index: reply.status ? reply.index : -1,
    furthest: reply.status ? -1 : reply.furthest,
    failure: { offset: tracker.offset, expected: tracker.expected, rulePath: tracker.rulePath, code: tracker.code },
  };
}

/** Throws (with the input in the message) unless both modes agree, on the run and on the whole result. */
function agrees(r: Rule<unknown>, input: string): void {
  const full = outcome(r, input, false);
  const recognized = outcome(r, input, true);
  const result = runRule(r, input);
  const diagnosed = runRule(r, input, { diagnose: true });
  if (JSON.stringify(recognized) !== JSON.stringify(full)) {
    throw new Error(`${JSON.stringify(input)}: recognizing ${JSON.stringify(recognized)}, building ${JSON.stringify(full)}`);
  }
  if (JSON.stringify(diagnosed) !== JSON.stringify(result)) {
    throw new Error(`${JSON.stringify(input)}: diagnose ${JSON.stringify(diagnosed)}, runRule ${JSON.stringify(result)}`);
  }
}

const grammar = compileGrammar(bnf('rfc2396')).grammar;

describe.each(Object.keys(rules) as RuleName[])('%s: recognizing and building agree', (name) => {
  const r = rules[name] as Rule<unknown>;
  const members = memberOf(grammar, name);
  it(`on ${MEMBERS_PER_RULE} members and ${MUTANTS_PER_RULE} mutants`, () => {
    fc.assert(fc.property(members, (s) => agrees(r, s)), { seed: 6, numRuns: MEMBERS_PER_RULE });
    fc.assert(fc.property(mutantOf(members), (s) => agrees(r, s)), { seed: 6, numRuns: MUTANTS_PER_RULE });
  });
});

describe('URI-reference: recognizing and building agree', () => {
  const r = rules['URI-reference'] as Rule<unknown>;
  const members = memberOf(grammar, 'URI-reference');
  it(`on ${MEMBERS} members and ${MUTANTS} mutants`, () => {
    fc.assert(fc.property(members, (s) => agrees(r, s)), { seed: 2396, numRuns: MEMBERS });
    fc.assert(fc.property(mutantOf(members), (s) => agrees(r, s)), { seed: 2396, numRuns: MUTANTS });
  });

  const corpus = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
  (existsSync(corpus) ? it : it.skip)('on every line of ../shared/corpus/urls.txt, and each with one character replaced', () => {
    const lines = readFileSync(corpus, 'utf8').split('\n').filter((l) => l.length > 0);
    expect(lines.length).toBeGreaterThan(4000);
    const replacements = ' <>"{}|\\^`[]%#:/?@é\u0000';
    lines.forEach((line, k) => {
      agrees(r, line);
      const at = (k * 7) % line.length;
      agrees(r, line.slice(0, at) + replacements[k % replacements.length] + line.slice(at + 1));
    });
  });
});

describe('runRule with diagnose', () => {
  it('parses a member again, with values: the same result as without', () => {
    const input = 'http://u@h:80/p;x?q#f';
    const result = runRule(rules['URI-reference'], input);
    expect(result.ok).toBe(true);
    expect(runRule(rules['URI-reference'], input, { diagnose: true })).toEqual(result);
  });

  it('throws the same TypeError for a non-string input', () => {
    expect(() => runRule(rules.port, 42, { diagnose: true })).toThrow(new TypeError('uri-grammar: input must be a string, got number'));
  });
});

describe('recognizing', () => {
  const digits = scan(DIGIT, { escapes: false, min: 1 });
  const fields = jest.fn(() => ({}));
  const number = rule('number', digits, fields);
  const f = jest.fn((n: unknown) => n);
  const list = map(seq(number, many(seq(literal(','), number)), opt(literal(';'))), f);

  beforeEach(() => {
    fields.mockClear();
    f.mockClear();
  });

  it('builds no node and maps nothing, and succeeds where building does', () => {
    const recognized = recognizing(() => fnOf(list)('1,22,3;', 0));
    expect([recognized.status, recognized.status && recognized.index]).toEqual([true, 7]);
    expect([fields.mock.calls.length, f.mock.calls.length]).toEqual([0, 0]);
  });

  it('builds as usual outside', () => {
    expect(runRule(list, '1,22')).toEqual({
      ok: true,
      value: [{ type: 'number', span: { start: 0, end: 1 }, text: '1' }, [[',', { type: 'number', span: { start: 2, end: 4 }, text: '22' }]], undefined],
    });
    expect([fields.mock.calls.length, f.mock.calls.length]).toEqual([2, 1]);
  });

  it('restores the mode after the function returns or throws, nested too', () => {
    const leaf = leafRule('x', literal('x'));
    expect(() =>
      recognizing(() => {
        recognizing(() => 0);
        throw new Error('inside');
      }),
    ).toThrow('inside');
    expect(runRule(leaf, 'x')).toEqual({ ok: true, value: { type: 'x', span: { start: 0, end: 1 }, text: 'x' } });
  });
});
