import { CharClass, Node, NodeFields, Rule, Span, failure, fromFn, leafRule, literal, longest, opt, rule, scan, seq, success, tracker } from '../engine';
import type { Domainlabel, Host, Hostname, Hostport, IPv4Address, Port, Toplabel } from './ast';
import { ALPHA, ALPHANUM, DIGIT } from './characters';

const HYPHEN = 45;
const DOT = 46;
const LABEL_CHARACTER = ALPHANUM.union('label character', new CharClass('', '-'));
const IN_LABEL = ['alphanum', '"-"'];
const AFTER_LABEL = ['alphanum', '"-"', '"."'];

/**
 * The end of the hyphen/alphanum run of a label starting at `i` (whose first character
 * the caller checked), and the end of the longest label in it: a label never ends in
 * "-" (pitfall 2: `alphanum *( alphanum | "-" ) alphanum`, not ordered choice).
 */
function labelRun(input: string, i: number): { run: number; label: number } {
  let p = i + 1;
  let label = p;
  while (LABEL_CHARACTER.has(input.charCodeAt(p))) {
    if (input.charCodeAt(p) !== HYPHEN) label = p + 1;
    p++;
  }
  return { run: p, label };
}

function labelRule<T extends 'domainlabel' | 'toplabel'>(name: T, first: CharClass): Rule<Node<T>> {
  return leafRule(
    name,
    fromFn((input, i) => {
      if (!first.has(input.charCodeAt(i))) return failure(i, [first.name]);
      const { run, label } = labelRun(input, i);
      tracker.fail(run, IN_LABEL);
      return success(label, null);
    }),
  );
}

// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
export const domainlabel: Rule<Domainlabel> = labelRule('domainlabel', ALPHANUM);
// toplabel = alpha | alpha *( alphanum | "-" ) alphanum
export const toplabel: Rule<Toplabel> = labelRule('toplabel', ALPHA);

interface HostnameMatch {
  labels: Span[];
  /** How many of `labels` are domainlabels; the next one is the toplabel. */
  domainlabelCount: number;
  end: number;
}

function leaf<T extends string>(type: T, span: Span, input: string) {
  return { type, span, text: input.slice(span.start, span.end) };
}

/**
 * hostname = *( domainlabel "." ) toplabel [ "." ]
 * The longest hostname at `i`, found in one pass: a naive `many(domainlabel ".")`
 * swallows the last label (pitfall 1). Every label is a candidate toplabel if it
 * starts with a letter; the last such candidate (with its optional ".") wins.
 */
export const hostname: Rule<Hostname> = rule<Hostname, HostnameMatch>(
  'hostname',
  fromFn((input, i) => {
    const labels: Span[] = [];
    let best: HostnameMatch | undefined;
    let p = i;
    for (;;) {
      const start = p;
      if (!ALPHANUM.has(input.charCodeAt(p))) {
        tracker.fail(p, ['alphanum']);
        break;
      }
      const isTop = ALPHA.has(input.charCodeAt(p));
      const { run, label } = labelRun(input, p);
      p = run;
      labels.push({ start, end: label });
      if (label !== run || input.charCodeAt(p) !== DOT) {
        tracker.fail(p, label !== run ? IN_LABEL : AFTER_LABEL);
        if (isTop) best = { labels, domainlabelCount: labels.length - 1, end: label };
        break;
      }
      if (isTop) best = { labels, domainlabelCount: labels.length - 1, end: p + 1 };
      p++;
    }
    return best ? success(best.end, best) : failure(p, []);
  }),
  (m, _span, input) => ({
    domainlabels: m.labels.slice(0, m.domainlabelCount).map((s) => leaf('domainlabel', s, input)),
    toplabel: leaf('toplabel', m.labels[m.domainlabelCount], input),
  }),
);

// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit   (no range check: pitfall 8)
export const IPv4address: Rule<IPv4Address> = leafRule(
  'IPv4address',
  fromFn((input, i) => {
    let p = i;
    for (let part = 0; part < 4; part++) {
      if (part > 0) {
        if (input.charCodeAt(p) !== DOT) return failure(p, ['digit', '"."']);
        p++;
      }
      if (!DIGIT.has(input.charCodeAt(p))) return failure(p, ['digit']);
      while (DIGIT.has(input.charCodeAt(p))) p++;
    }
    tracker.fail(p, ['digit']);
    return success(p, null);
  }),
);

// host = hostname | IPv4address   (disjoint: a toplabel starts with a letter; the longer match wins)
export const host: Rule<Host> = rule<Host, Hostname | IPv4Address>('host', longest(hostname, IPv4address), (h) =>
  (h.type === 'hostname' ? { hostname: h } : { IPv4address: h }) as NodeFields<Host>,
);

// port = *digit   (may be empty: pitfall 8)
export const port: Rule<Port> = leafRule('port', scan(DIGIT, { escapes: false }));

// hostport = host [ ":" port ]
export const hostport: Rule<Hostport> = rule<Hostport, [Host, [string, Port] | undefined]>(
  'hostport',
  seq(host, opt(seq(literal(':'), port))),
  ([h, p]) => (p ? { host: h, port: p[1] } : { host: h }),
);
