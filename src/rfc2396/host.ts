import {
  CharClass, DomainShape, HostnameMatch, Node, NodeFields, Rule, Span, dottedQuadScanner, failure, fromFn, hostnameScanner, labelScanner, leafRule,
  literal, longest, opt, rule, scan, seq, success,
} from '../engine';
import type { Domainlabel, Host, Hostname, Hostport, IPv4Address, Port, Toplabel } from './ast';
import { ALPHA, ALPHANUM, DIGIT } from './characters';

/** A failure whose reason the scanner has already recorded. */
const alreadyRecorded = (i: number) => failure(i, []);

const DOMAIN: DomainShape = { alnum: ALPHANUM, alpha: ALPHA, trailingDot: true };
const scanHostname = hostnameScanner(DOMAIN);
const scanIPv4address = dottedQuadScanner(DIGIT);

function labelRule<T extends 'domainlabel' | 'toplabel'>(name: T, first: CharClass): Rule<Node<T>> {
  const scan = labelScanner(DOMAIN, first);
  return leafRule(
    name,
    fromFn((input, i) => {
      const end = scan(input, i);
      return end < 0 ? alreadyRecorded(i) : success(end, null);
    }),
  );
}

// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum   (never ends in "-": pitfall 2)
export const domainlabel: Rule<Domainlabel> = labelRule('domainlabel', ALPHANUM);
// toplabel = alpha | alpha *( alphanum | "-" ) alphanum
export const toplabel: Rule<Toplabel> = labelRule('toplabel', ALPHA);

function leaf<T extends string>(type: T, span: Span, input: string) {
  return { type, span, text: input.slice(span.start, span.end) };
}

// hostname = *( domainlabel "." ) toplabel [ "." ]
// One deterministic longest-match pass (pitfall 1): see hostnameScanner in src/engine/domain.ts.
export const hostname: Rule<Hostname> = rule<Hostname, HostnameMatch>(
  'hostname',
  fromFn((input, i) => {
    const m = scanHostname(input, i);
    return m ? success(m.end, m) : alreadyRecorded(i);
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
    const end = scanIPv4address(input, i);
    return end < 0 ? alreadyRecorded(i) : success(end, null);
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
