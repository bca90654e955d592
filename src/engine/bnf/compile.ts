import { Alphabet, singleCharacters } from './alphabet';
import { DEAD, LazyDfa } from './dfa';
import type { Grammar } from './model';
import { matcher } from './matcher';
import { buildNfa } from './nfa';
import { readGrammar, type ReadOptions } from './reader';

/** What may follow the longest viable prefix of an input. */
export interface Expected {
  /** The length of the longest viable prefix (= `viablePrefix(input)`). */
  offset: number;
  /** Code-unit ranges `[first, last]` (inclusive, ascending) that extend the prefix. */
  ranges: Array<[number, number]>;
  /** Whether the prefix is itself a member of the language. */
  endOfInput: boolean;
}

/**
 * One rule compiled to a lazy DFA: linear-time membership, viable prefix and expected characters.
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
 */
export interface CompiledGrammar {
  /**
   * The grammar model the rules were compiled from.
   */
  readonly grammar: Grammar;
  readonly rules: Readonly<Record<string, CompiledRule>>;
}

/**
 * Compiles BNF text to one linear-time matcher per rule. Every rule's language is non-empty
 * (the reader rejects empty repetition ranges), so every NFA state lies on a path to
 * acceptance and "the automaton is not dead" is exactly "the prefix is viable".
 *
 * @example
 * ```ts
 * import { compileGrammar } from 'uri-grammar/grammar-compiler';
 * const { rules } = compileGrammar('x = "a" 1*( "b" )');
 * rules.x.matches('abb');      // true
 * rules.x.viablePrefix('abc'); // 2
 * rules.x.expectedAt('ab');    // { offset: 2, ranges: [[98, 98]], endOfInput: true }
 * ```
 */
export function compileGrammar(bnfText: string, options: ReadOptions = {}): CompiledGrammar {
  return compileModel(readGrammar(bnfText, options));
}

/**
 * Compiles a grammar model (from any notation; its references all defined, no recursion).
 *
 * @example
 * ```ts
 * import { compileModel, readGrammar } from 'uri-grammar/grammar-compiler';
 * const compiled = compileModel(readGrammar('x = "a" 1*( "b" )'));
 * compiled.rules.x.matches('ab'); // true
 * ```
 */
export function compileModel(grammar: Grammar): CompiledGrammar {
  const alphabet = new Alphabet(grammar);
  const single = singleCharacters(grammar);
  const rules: Record<string, CompiledRule> = Object.create(null);
  for (const name of grammar.rules.keys()) {
    let dfa: LazyDfa | undefined;
    const automaton = (): LazyDfa => (dfa ??= new LazyDfa(buildNfa(grammar, alphabet, single, name), alphabet));
    rules[name] = compiledRule(name, automaton, alphabet);
  }
  return { grammar, rules };
}

function compiledRule(name: string, automaton: () => LazyDfa, alphabet: Alphabet): CompiledRule {
  const { classOf } = alphabet;
  /** Runs until the input ends or the automaton dies: [characters consumed, last live state]. */
  const walk = (input: string): [number, number] => {
    const dfa = automaton();
    let state = dfa.start;
    for (let i = 0; i < input.length; i++) {
      const next = dfa.step(state, classOf[input.charCodeAt(i)]!);
      if (next === DEAD) return [i, state];
      state = next;
    }
    return [input.length, state];
  };
  return {
    name,
    matches: matcher(automaton, alphabet),
    viablePrefix: (input) => walk(input)[0],
    expectedAt(input) {
      const [offset, state] = walk(input);
      const dfa = automaton();
      return { offset, ranges: dfa.allowed(state), endOfInput: dfa.isAccepting(state) };
    },
  };
}
