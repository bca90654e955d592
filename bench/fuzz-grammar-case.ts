/** What the grammar fuzzer sends its child and what the child answers (bench/fuzz-grammar-child.ts). */
export type GrammarApi = 'schemeFromAbnf' | 'schemeFromBnf' | 'compileGrammar';

export interface GrammarCase {
  id: number;
  api: GrammarApi;
  notation: 'abnf' | 'bnf';
  text: string;
  /** ABNF: the built-in rules undefined names come from. */
  uses?: 'rfc3986' | 'rfc2396';
}

/** A thrown value, as far as it says what it is. */
export interface Refusal {
  name: string;
  message: string;
  problem?: string;
  line?: number;
  column?: number;
}

export interface GrammarAnswer {
  id: number;
  /** accepted; refused with a documented grammar error at registration; or threw anything else (a failure). */
  outcome: 'accepted' | 'refused' | 'threw';
  /** Where it threw. */
  phase?: 'register' | 'parse';
  registerMs: number;
  /** The three sample inputs, all run. */
  parseMs: number;
  /** Characters run through the compiled rules (an input once per rule and call). */
  parsedChars?: number;
  sampleLength?: number;
  error?: Refusal;
}
