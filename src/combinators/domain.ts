import { CharClass } from './chars';
import { Rule, failure, fromFn, leafRule, rule, success } from './combinators';
import { type Node, leaf } from './node';
import { tracker } from './tracker';

const HYPHEN = 45;
const DOT = 46;

/**
 * The domain-name shape both RFCs share (RFC 2396 §3.2.2, RFC 1738 §5):
 *   hostname    = *( domainlabel "." ) toplabel [ "." ]     (the dot: RFC 2396 only)
 *   domainlabel = alnum | alnum *( alnum | "-" ) alnum
 *   toplabel    = alpha | alpha *( alnum | "-" ) alnum
 * `alnum` is `alphanum` in RFC 2396 and `alphadigit` in RFC 1738.
 */
export interface DomainShape {
  alnum: CharClass;
  alpha: CharClass;
  /** Whether a hostname may end in "." (RFC 2396; RFC 1738 under its Appendix G updates). */
  trailingDot: boolean;
}

function labelCharacter(shape: DomainShape): CharClass {
  return shape.alnum.union('label character', new CharClass('', '-'));
}

/**
 * The end of the alnum/"-" run of a label whose first character (checked by the caller) is
 * at `i`, and the end of the longest label in it: a label never ends in "-" (GUIDE pitfall 2:
 * `alnum *( alnum | "-" ) alnum`, not ordered choice).
 */
export function labelRun(input: string, i: number, label: CharClass): { run: number; label: number } {
  let p = i + 1;
  let end = p;
  while (label.has(input.charCodeAt(p))) {
    if (input.charCodeAt(p) !== HYPHEN) end = p + 1;
    p++;
  }
  return { run: p, label: end };
}

/** A scanner for one label starting with a `first` character; records where the run stops. */
export function labelScanner(shape: DomainShape, first: CharClass): (input: string, i: number) => number {
  const label = labelCharacter(shape);
  const inLabel = [shape.alnum.name, '"-"'];
  return (input, i) => {
    if (!first.has(input.charCodeAt(i))) {
      tracker.fail(i, [first.name]);
      return -1;
    }
    const { run, label: end } = labelRun(input, i, label);
    tracker.fail(run, inLabel);
    return end;
  };
}

/**
 * The end of the longest hostname at `i`, in one pass (GUIDE pitfall 1: a greedy
 * `*( domainlabel "." )` swallows the last label), or -1 when none starts there. Every label
 * starting with a letter is a candidate toplabel; the last candidate (with its "." where
 * allowed) wins. Linear, and nothing is allocated per label: the labels are the text
 * between the dots (`hostnameRule` splits them off). Records where it stops.
 */
export function hostnameScanner(shape: DomainShape): (input: string, i: number) => number {
  const label = labelCharacter(shape);
  const labelStart = [shape.alnum.name];
  const inLabel = [shape.alnum.name, '"-"'];
  const afterLabel = [shape.alnum.name, '"-"', '"."'];
  return (input, i) => {
    let best = -1;
    let p = i;
    for (;;) {
      if (!shape.alnum.has(input.charCodeAt(p))) {
        tracker.fail(p, labelStart);
        return best;
      }
      const isTop = shape.alpha.has(input.charCodeAt(p));
      const { run, label: end } = labelRun(input, p, label);
      p = run;
      if (end !== run || input.charCodeAt(p) !== DOT) {
        tracker.fail(p, end !== run ? inLabel : afterLabel);
        return isTop ? end : best;
      }
      if (isTop) best = shape.trailingDot ? p + 1 : p;
      p++;
    }
  };
}

/** `1*digit "." 1*digit "." 1*digit "." 1*digit` at `i` (no range check): its end, or -1 after recording the failure. */
export function dottedQuadScanner(digit: CharClass): (input: string, i: number) => number {
  const digitOrDot = [digit.name, '"."'];
  const digits = [digit.name];
  return (input, i) => {
    let p = i;
    for (let part = 0; part < 4; part++) {
      if (part > 0) {
        if (input.charCodeAt(p) !== DOT) {
          tracker.fail(p, digitOrDot);
          return -1;
        }
        p++;
      }
      if (!digit.has(input.charCodeAt(p))) {
        tracker.fail(p, digits);
        return -1;
      }
      while (digit.has(input.charCodeAt(p))) p++;
    }
    tracker.fail(p, digits);
    return p;
  };
}

const NONE: string[] = [];

/** A failure whose reason the scanner has already recorded. */
const alreadyRecorded = (i: number) => failure(i, NONE);

/** A leaf rule around a scanner that returns the end of its match, or -1 (its failure recorded). */
export function scannerRule<T extends string>(name: T, scan: (input: string, i: number) => number): Rule<Node<T>> {
  return leafRule(
    name,
    fromFn((input, i) => {
      const end = scan(input, i);
      return end < 0 ? alreadyRecorded(i) : success(end, null);
    }),
  );
}

/** The hostname node of both RFCs: `*( domainlabel "." ) toplabel`. */
export interface HostnameNode extends Node<'hostname'> {
  domainlabels: Node<'domainlabel'>[];
  toplabel: Node<'toplabel'>;
}

/**
 * The hostname rule over the scanner `select()` gives for this parse (RFC 1738's depends on
 * its updates); `parts` makes its labels (RFC 1738's defers a long list: src/rfc1738/login.ts).
 */
export function hostnameRule(
  select: () => (input: string, i: number) => number,
  parts: (input: string, start: number, end: number) => Pick<HostnameNode, 'domainlabels' | 'toplabel'> = hostnameParts,
): Rule<HostnameNode> {
  return rule<HostnameNode, null>(
    'hostname',
    fromFn((input, i) => {
      const end = select()(input, i);
      return end < 0 ? alreadyRecorded(i) : success(end, null);
    }),
    (_, { start, end }, input) => parts(input, start, end),
  );
}

/** The labels of the hostname at input[start, end) (a member): its domainlabels and its toplabel, a final "." in neither. */
export function hostnameParts(input: string, start: number, end: number): Pick<HostnameNode, 'domainlabels' | 'toplabel'> {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const domainlabels = domainlabelsOf(input, start, last);
  const from = domainlabels.length === 0 ? start : domainlabels[domainlabels.length - 1].span.end + 1;
  return { domainlabels, toplabel: leaf('toplabel', input, from, last) };
}

/**
 * The domainlabels of the hostname at `[start, last)`, a final "." (RFC 2396) not included:
 * the text before each "." (the toplabel follows the last one). Also what the fast path's
 * AST builds on first read for a hostname of very many labels (src/rfc2396/fast/lazy.ts).
 */
export function domainlabelsOf(input: string, start: number, last: number): Node<'domainlabel'>[] {
  const domainlabels: Node<'domainlabel'>[] = [];
  // indexOf, not a charCodeAt per character: much faster on the sliced and joined strings inputs often are
  for (let from = start, p = input.indexOf('.', start); p >= 0 && p < last; from = p + 1, p = input.indexOf('.', from)) {
    domainlabels.push(leaf('domainlabel', input, from, p));
  }
  return domainlabels;
}
