// The engine's modules, not its index: compiled to CommonJS, a re-export is a getter called on every use.
import { END_OF_INPUT } from '../combinators/errors';
import { framesOf, ruleFrame, tracker } from '../combinators/tracker';
import { URI_REFERENCE_DIAGNOSIS } from '../generated/rfc2396-diagnosis';

/*
 * The failure of a non-member of URI-reference, as `rules['URI-reference']` (the compiled
 * grammar) tells it, with no engine: its tried-order run's automaton and the failure told in
 * each state, generated from grammar/rfc2396.bnf and ./reporting (src/generated/rfc2396-diagnosis.ts).
 * The tracker is left as a run of that rule leaves it: the failure where the input stops being
 * viable, under its rule path; and the end of the input where the longest member prefix ends,
 * under URI-reference (the run matched that prefix and the input went on).
 */

const { width, states, items: itemLists, rulePaths, failures } = URI_REFERENCE_DIAGNOSIS;
// the strings as arrays, once: a load from a typed array costs half a `charCodeAt` here
const decoded = (text: string) => Uint16Array.from(text, (c) => c.charCodeAt(0) - 48);
const classes = decoded(URI_REFERENCE_DIAGNOSIS.classes);
const next = decoded(URI_REFERENCE_DIAGNOSIS.next);
const accepting = decoded(URI_REFERENCE_DIAGNOSIS.accepting);
const ends = decoded(URI_REFERENCE_DIAGNOSIS.ends);
const END = [END_OF_INPUT];
const URI_REFERENCE = ruleFrame('URI-reference', null);

/** Records the failures of `input`, a non-member, in the tracker (reset first); where the input stops being viable. */
export function recordUriReferenceFailures(input: string): number {
  let state = 0;
  let longest = 0; // the empty reference is a member
  let told = -1;
  let at = 0;
  for (const n = input.length; at < n; at++) {
    const c = input.charCodeAt(at);
    const to = next[state * width + classes[c < 128 ? c : 128]!]!;
    if (to >= states) {
      told = to - states;
      break;
    }
    state = to;
    if (accepting[state] === 1) longest = at + 1;
  }
  if (told < 0) told = ends[state]!;
  const [i, p, code] = failures[told]!;
  const items = itemLists[i]!;
  tracker.reset();
  const stack = tracker.stack;
  if (items.length > 0) {
    stack.top = framesOf(rulePaths[p]!, null);
    tracker.fail(at, items, code ?? undefined);
  }
  stack.top = URI_REFERENCE;
  tracker.fail(longest, END);
  stack.top = null;
  return at;
}
