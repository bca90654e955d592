/**
 * The failures known when the fuzzers were written, named after the reproductions that found
 * them: `npm run fuzz` runs each and reports whether it still fails; the CI sample
 * (spec/fuzz-sample.spec.ts) leaves them out until they are fixed. When one passes, move it
 * into the sample (and out of this table).
 */
import type { GrammarApi } from './fuzz-grammar-case';

export interface KnownGrammar {
  name: string;
  api: GrammarApi;
  notation: 'abnf' | 'bnf';
  text: () => string;
}

export interface KnownInput {
  name: string;
  api: string;
  shape: string;
}


export const KNOWN_GRAMMARS: KnownGrammar[] = [
  { name: 'the 46-byte grammar with an exponential lazy DFA (16 KB input)', api: 'compileGrammar', notation: 'abnf', text: () => 'x = "t:" *( "a" / "b" ) "a" 2000( "a" / "b" )' },
];

export const KNOWN_INPUTS: KnownInput[] = [];

export const isKnownInput = (api: string, shape: string) => KNOWN_INPUTS.some((k) => k.api === api && k.shape === shape);
