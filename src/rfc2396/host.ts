import {
  DomainShape, NodeFields, Rule, dottedQuadScanner, hostnameRule, hostnameScanner, labelScanner, leafRule, literal, longest, opt, rule, scan,
  scannerRule, seq,
} from '../combinators';
import type { Domainlabel, Host, Hostname, Hostport, IPv4Address, Port, Toplabel } from './ast';
import { ALPHA, ALPHANUM, DIGIT } from './characters';

const DOMAIN: DomainShape = { alnum: ALPHANUM, alpha: ALPHA, trailingDot: true };
export const scanHostname = hostnameScanner(DOMAIN);
export const scanIPv4address = dottedQuadScanner(DIGIT);

// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum   (never ends in "-": pitfall 2)
export const domainlabel: Rule<Domainlabel> = scannerRule('domainlabel', labelScanner(DOMAIN, ALPHANUM));
// toplabel = alpha | alpha *( alphanum | "-" ) alphanum
export const toplabel: Rule<Toplabel> = scannerRule('toplabel', labelScanner(DOMAIN, ALPHA));

// hostname = *( domainlabel "." ) toplabel [ "." ]
// One deterministic longest-match pass (pitfall 1): see hostnameScanner in src/combinators/domain.ts.
export const hostname: Rule<Hostname> = hostnameRule(() => scanHostname);

// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit   (no range check: pitfall 8)
export const IPv4address: Rule<IPv4Address> = scannerRule('IPv4address', scanIPv4address);

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
