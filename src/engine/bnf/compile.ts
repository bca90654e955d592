// The rules handed to a user are parsimmon parsers (src/combinators/core.ts): this import makes them so wherever they are bundled.
import '../../combinators/combinators';
import { Alphabet } from './alphabet';
import type { Grammar } from './model';
import { readGrammar, type ReadOptions } from './reader';
import { CompiledStart, type RunOptions } from '../compile/rule';
import { assertString } from '../../combinators/arguments';

/**
 * What may follow the longest viable prefix of an input.
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * const expected: Expected = compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' }).rules.x!.expectedAt('ab');
 * expected; //=> { offset: 2, ranges: [[98, 98]], endOfInput: true }
 * ```
 */
export interface Expected {
  /** The length of the longest viable prefix (= `viablePrefix(input)`). */
  offset: number;
  /** Code-unit ranges `[first, last]` (inclusive, ascending) that extend the prefix. */
  ranges: Array<[number, number]>;
  /** What the grammar calls them: quoted literals and rule names, and `end of input`. */
  expected: readonly string[];
  /** The rules open at the offset, outermost first. */
  rulePath: readonly string[];
  /** Whether the prefix is itself a member of the language. */
  endOfInput: boolean;
  /** Set when the input nests recursive rules deeper than `maxNesting`: the offset is then the longest prefix viable within the limit. */
  nestingTooDeep?: true;
}

/**
 * One rule compiled to a lazy DFA: linear-time membership, viable prefix and expected characters.
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * const compiled: CompiledGrammar = compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' });
 * const x: CompiledRule = compiled.rules.x!;
 * [x.matches('abb'), x.viablePrefix('abc')]; //=> [true, 2]
 * ```
 */
export interface CompiledRule {
  /**
   * The rule's name.
   */
  readonly name: string;
  /** Membership in the rule's BNF language (no PEG ordering, no greediness). */
  matches(input: string): boolean;
  /** The length of the longest prefix of `input` that some member of the language starts with. */
  viablePrefix(input: string): number;
  /**
   * The longest viable prefix of `input`, the code-unit ranges that extend it, and whether it is itself a member.
   */
  expectedAt(input: string): Expected;
}

/**
 * A compiled grammar: its model and every rule compiled, by name.
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * const compiled: CompiledGrammar = compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' });
 * const x: CompiledRule = compiled.rules.x!;
 * [x.matches('abb'), x.viablePrefix('abc')]; //=> [true, 2]
 * ```
 */
export interface CompiledGrammar {
  /**
   * The grammar model the rules were compiled from.
   */
  readonly grammar: Grammar;
  readonly rules: Readonly<Record<string, CompiledRule>>;
}

/**
 * Compiles BNF text to one linear-time matcher per rule (src/engine/compile). The engine's own
 * entry for BNF; users call `compileGrammar(text, { notation })` (src/engine/grammar-text.ts).
 *
 * @example
 * ```ts
 * const { rules } = compileBnf('x = "a" 1*( "b" )');
 * rules.x.matches('abb'); //=> true
 * rules.x.viablePrefix('abc'); //=> 2
 * rules.x.expectedAt('ab'); //=> { offset: 2, ranges: [[98, 98]], endOfInput: true }
 * ```
 */
export function compileBnf(bnfText: string, options: ReadOptions = {}): CompiledGrammar {
  return compileModel(readGrammar(bnfText, options));
}

/**
 * Compiles a grammar model (from any notation; its references all defined). `run.maxNesting`:
 * the most calls of recursive rules open at once while an input is read (default 1,000).
 * Each rule's automaton is built on first use, and checked then (limits: GrammarProblemError).
 *
 * @example
 * ```ts
 * import { compileModel, readGrammar } from 'uri-grammar/grammar-compiler';
 * const compiled = compileModel(readGrammar('x = "a" 1*( "b" )'));
 * compiled.rules.x.matches('ab'); //=> true
 * ```
 */
export function compileModel(grammar: Grammar, run: RunOptions = {}): CompiledGrammar {
  if (typeof grammar !== 'object' || grammar === null || !(grammar.rules instanceof Map)) {
    throw new TypeError('uri-grammar: compileModel expects a grammar model (what readGrammar or readAbnf gives)');
  }
  const alphabet = new Alphabet(grammar);
  const rules: Record<string, CompiledRule> = Object.create(null);
  for (const name of grammar.rules.keys()) {
    let compiled: CompiledStart | undefined;
    const start = (): CompiledStart => (compiled ??= new CompiledStart(grammar, name, {}, alphabet, undefined, run));
    rules[name] = {
      name,
      matches(input) {
        assertString(input);
        return start().matches(input);
      },
      viablePrefix(input) {
        assertString(input);
        return start().diagnose(input)?.offset ?? input.length;
      },
      expectedAt(input) {
        assertString(input);
        return start().diagnose(input, 0, input.length, true)!;
      },
    };
  }
  return { grammar, rules };
}
