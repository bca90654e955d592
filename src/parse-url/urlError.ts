import { type ErrorCode, type UriSyntaxError, END_OF_INPUT } from '../combinators/errors';
import { syntaxError } from '../combinators/diagnose';

/** Codes that say no more than where an input stops. */
const PLAIN: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['unexpected-character', 'unexpected-end', 'illegal-character']);

/** How the generic grammar writes the "#" that starts a fragment, in an `expected` list. */
const NUMBER_SIGN = '"#"';

/**
 * What two grammars said of one URL: the generic syntax's over the whole input, the scheme
 * grammar's over input[0, end) (the part before the first "#", unless the scheme reads its
 * fragment itself), and whether each can end at an offset.
 */
export interface TwoReadings {
  input: string;
  /** The generic grammar's error, or null when it accepts the whole input. */
  generic: UriSyntaxError | null;
  /** The scheme grammar's error, or null when it accepts input[0, end). */
  scheme: UriSyntaxError | null;
  /** Where the scheme grammar's part ends. */
  end: number;
  /** Whether a fragment ("#" …) may follow the scheme grammar's part (false when the scheme reads the fragment itself). */
  fragmentFollows: boolean;
  /** Whether input[0, offset) is a member of the generic grammar (offset ≤ end: no fragment in it). */
  genericEnds(offset: number): boolean;
  /** Whether input[0, offset) is a member of the scheme grammar (offset ≤ end). */
  schemeEnds(offset: number): boolean;
}

/**
 * The error of a URL that both grammars read, as the language of URLs both accept gives it,
 * as near as one grammar's error can: the offset is the smaller of the two (no URL both
 * accept goes on from a prefix that either refuses; when the scheme's language lies within
 * the generic one, as RFC 1738's schemes lie within RFC 2396's, the scheme's offset is the
 * exact one). At a tie, the scheme's error, in its own words, with the generic grammar's
 * code where that one names the problem and the scheme's does not. Then the list is mended where
 * the other grammar has a say: "end of input" stays only where both grammars can end, and
 * where the scheme's part could end before a fragment, "#" is expected with it; a "#" of the
 * generic grammar's list before the scheme's part ends stays only where the scheme can end.
 */
export function urlError(readings: TwoReadings): UriSyntaxError {
  const { input, generic, end } = readings;
  let { scheme } = readings;
  if (scheme && (!generic || scheme.offset <= generic.offset)) {
    if (generic?.offset === scheme.offset && PLAIN.has(scheme.code) && !PLAIN.has(generic.code)) {
      scheme = syntaxError(input, scheme.offset, scheme.expected, scheme.rulePath, generic.code); // the generic grammar names the problem (a bad escape, nothing after the colon)
    }
    if (!scheme.expected.includes(END_OF_INPUT)) return scheme;
    if (!readings.genericEnds(scheme.offset)) return without(scheme, input, [END_OF_INPUT]);
    if (!readings.fragmentFollows || scheme.expected.includes(NUMBER_SIGN)) return scheme;
    const expected = scheme.expected.filter((e) => e !== END_OF_INPUT);
    return syntaxError(input, scheme.offset, [...expected, NUMBER_SIGN, END_OF_INPUT], scheme.rulePath, scheme.code);
  }
  const error = generic!;
  // past the scheme's part, only the generic grammar judges; before its end, the scheme must be able to end where the generic one stops
  if (error.offset > end || readings.schemeEnds(error.offset)) return error;
  return without(error, input, readings.fragmentFollows ? [END_OF_INPUT, NUMBER_SIGN] : [END_OF_INPUT]);
}

/**
 * `error` without the `dropped` items (no text both grammars accept goes on with them
 * there). Unchanged when nothing else would be expected: then the offset itself is as near as
 * one grammar can tell.
 */
function without(error: UriSyntaxError, input: string, dropped: readonly string[]): UriSyntaxError {
  const kept = error.expected.filter((e) => !dropped.includes(e));
  if (kept.length === error.expected.length || kept.length === 0) return error;
  return syntaxError(input, error.offset, kept, error.rulePath, error.code);
}
