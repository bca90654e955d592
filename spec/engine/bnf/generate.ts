/**
 * fast-check arbitraries derived from the grammar model: members of a rule's language
 * (valid by construction) and mutants of them. For the specs and the fuzzer (bench/fuzz.ts):
 * fast-check is a devDependency, so this lives outside src/ and the package.
 */
import fc from 'fast-check';
import { singleCharacters } from '../../../src/engine/bnf/alphabet';
import type { Expr, Grammar } from '../../../src/engine/bnf/model';

export interface GenerateOptions {
  /** Extra repetitions beyond a repetition's minimum, at most (default 4). */
  maxExtraRepeats?: number;
}

/** Random members of `rule`'s language. */
export function memberOf(grammar: Grammar, rule: string, options: GenerateOptions = {}): fc.Arbitrary<string> {
  const extra = options.maxExtraRepeats ?? 4;
  const single = singleCharacters(grammar);
  const rules = new Map<string, fc.Arbitrary<string>>();
  const of = (expr: Expr): fc.Arbitrary<string> => {
    const ranges = single(expr);
    if (ranges) return fc.oneof(...ranges.map(([a, b]) => fc.integer({ min: a, max: b }))).map((c) => String.fromCharCode(c));
    switch (expr.kind) {
      case 'literal':
        if (!expr.caseInsensitive) return fc.constant(expr.text);
        return fc.array(fc.boolean(), { minLength: expr.text.length, maxLength: expr.text.length })
          .map((upper) => [...expr.text].map((ch, k) => (upper[k] ? ch.toUpperCase() : ch.toLowerCase())).join(''));
      case 'chars':
        return fc.constant(''); // unreachable: a chars expression is a single character
      case 'ref': {
        if (!rules.has(expr.name)) rules.set(expr.name, of(grammar.rules.get(expr.name)!.expr));
        return rules.get(expr.name)!;
      }
      case 'seq':
        return fc.tuple(...expr.items.map(of)).map((parts) => parts.join(''));
      case 'alt':
        return fc.oneof(...expr.options.map(of));
      case 'repeat': {
        const maxLength = expr.max ?? expr.min + extra;
        return fc.array(of(expr.item), { minLength: expr.min, maxLength }).map((parts) => parts.join(''));
      }
    }
  };
  if (!grammar.rules.has(rule)) throw new Error(`no rule "${rule}" in the grammar`);
  return of({ kind: 'ref', name: rule, at: { line: 0, column: 0 } });
}

/** Delimiters of both RFCs, where exactness bugs live (GUIDE, PEG pitfalls). */
const DELIMITERS = [':', '/', '?', '#', '%', '@', '.', '-', ';', '='];
/** Characters outside every URI grammar: excluded US-ASCII (RFC 2396 §2.4.3), controls, non-ASCII. */
const OUTSIDE = [' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '[', ']', '\u0000', '\u007f', 'é', '\u2028', '\ud83d'];
const ORDINARY = ['a', 'Z', 'x', '0', '9', '1', '_', '~', '!', '*', "'", '(', ')', '$', ',', '&', '+', 'F'];

const character: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...DELIMITERS) },
  { weight: 3, arbitrary: fc.constantFrom(...OUTSIDE) },
  { weight: 2, arbitrary: fc.constantFrom(...ORDINARY) },
);

type Edit = { op: 'insert' | 'replace' | 'delete'; at: number; ch: string };

const edit: fc.Arbitrary<Edit> = fc.record({
  op: fc.constantFrom('insert' as const, 'replace' as const, 'delete' as const),
  at: fc.nat(),
  ch: character,
});

/** `valid` with one or two characters inserted, deleted or replaced. */
export function mutantOf(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.array(edit, { minLength: 1, maxLength: 2 }))
    .map(([text, edits]) => edits.reduce(applyEdit, text));
}

function applyEdit(text: string, { op, at, ch }: Edit): string {
  const i = at % (text.length + (op === 'insert' ? 1 : 0) || 1);
  if (op === 'insert') return text.slice(0, i) + ch + text.slice(i);
  if (text.length === 0) return ch;
  return text.slice(0, i) + (op === 'replace' ? ch : '') + text.slice(i + 1);
}
