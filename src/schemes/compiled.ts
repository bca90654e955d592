import type { ParseResult, Rule } from '../combinators';
import type { StartRule } from '../engine/compile/start';

/**
 * A scheme grammar run by the compiled engine: parses `input.slice(0, end)` and reports an
 * error against the whole input, with no global state (no tracker), so that any callback
 * may call the library again.
 */
export interface SchemeParser {
  parse(input: string, end: number): ParseResult<unknown>;
  /**
   * Whether the grammar writes "#" as a terminal of its own (a fragment part, as RFC 8141 and
   * RFC 4151 do): then it reads the whole input, fragment included; otherwise the part before
   * the first "#", and the fragment is the generic grammar's.
   */
  readonly wholeInput?: boolean;
  /**
   * Whether the parse reads the RFC 1738 profile (`updates`), so that parseUrl must set it
   * first: a kit grammar that makes the value of a built-in rule, or has a `fields` callback
   * (which may call the library). A grammar from text reads none.
   */
  readonly readsProfile?: boolean;
  /**
   * Whether `input`, which the grammar accepts whole, is an RFC 3986 `URI` by what is proven
   * of the grammar's language (once, see withinUri3986), so that parseUrl need not check a
   * member of a scheme with RFC 3986's generic syntax again.
   */
  isWithinRfc3986?(input: string): boolean;
  /** Whether input[0, end) is a member of the grammar (membership only: no tree, no error). */
  matches?(input: string, end: number): boolean;
  /** The compiled start rule itself: what parseUrl asks about its language where an error needs both grammars. */
  readonly start?: StartRule;
}

/** The compiled parser behind a scheme grammar's rule, where it has one. */
export const schemeParsers = new WeakMap<Rule<unknown>, SchemeParser>();
