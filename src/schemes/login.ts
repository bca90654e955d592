import { CharClass, Node, NodeFields, Rule, Span, alt, failure, fnOf, fromFn, leafRule, literal, longest, opt, rule, seq, success, tracker } from '../engine';
import { ALPHA, ALPHADIGIT, DIGIT, Decoded, charRun, decodedRule } from './common';
import { profile } from './profile';

// RFC 1738 §5 "URL schemeparts for ip based protocols" (§3.1).

export type Domainlabel = Node<'domainlabel'>;
export type Toplabel = Node<'toplabel'>;
export interface Hostname extends Node<'hostname'> {
  domainlabels: Domainlabel[];
  toplabel: Toplabel;
}
export type Hostnumber = Node<'hostnumber'>;
export type Host = Node<'host'> & ({ hostname: Hostname; hostnumber?: never } | { hostnumber: Hostnumber; hostname?: never });
export interface Port extends Node<'port'> {
  /** The port number; undefined for an empty port (only under updates 'rfc2396', RFC 2396 G.3). */
  value: number | undefined;
}
export interface Hostport extends Node<'hostport'> {
  host: Host;
  port?: Port;
}
export type User = Decoded<'user'>;
export type Password = Decoded<'password'>;
/** §3.1: an absent user (no "@") differs from an empty one (`ftp://@host.com/`); likewise the password. */
export interface Login extends Node<'login'> {
  user?: User;
  password?: Password;
  hostport: Hostport;
}

const HYPHEN = 45;
const DOT = 46;
const LABEL_CHARACTER = ALPHADIGIT.union('label character', new CharClass('', '-'));
const IN_LABEL = ['alphadigit', '"-"'];
const AFTER_LABEL = ['alphadigit', '"-"', '"."'];

/** The end of the alphadigit/"-" run of a label whose first character is at `i`, and the end of the longest label in it (never after a "-"). */
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

// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
export const domainlabel: Rule<Domainlabel> = labelRule('domainlabel', ALPHADIGIT);
// toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
export const toplabel: Rule<Toplabel> = labelRule('toplabel', ALPHA);

interface HostnameMatch {
  domainlabels: Span[];
  toplabel: Span;
}

// hostname = *[ domainlabel "." ] toplabel
// One deterministic pass (GUIDE pitfalls 1, 2, 12): every label starting with a letter is a
// candidate toplabel; the last wins. No trailing "." unless updates 'rfc2396' (RFC 2396 §3.2.2).
export const hostname: Rule<Hostname> = rule<Hostname, HostnameMatch>(
  'hostname',
  fromFn((input, i) => {
    const trailingDot = profile.updates === 'rfc2396';
    const labels: Span[] = [];
    let best: { end: number; match: HostnameMatch } | undefined;
    let p = i;
    for (;;) {
      const start = p;
      if (!ALPHADIGIT.has(input.charCodeAt(p))) {
        tracker.fail(p, ['alphadigit']);
        break;
      }
      const isTop = ALPHA.has(input.charCodeAt(p));
      const { run, label } = labelRun(input, p);
      p = run;
      if (label !== run || input.charCodeAt(p) !== DOT) {
        tracker.fail(p, label !== run ? IN_LABEL : AFTER_LABEL);
        if (isTop) best = { end: label, match: { domainlabels: labels, toplabel: { start, end: label } } };
        break;
      }
      if (isTop) best = { end: trailingDot ? p + 1 : p, match: { domainlabels: labels.slice(), toplabel: { start, end: p } } };
      labels.push({ start, end: p });
      p++;
    }
    return best ? success(best.end, best.match) : failure(p, []);
  }),
  (m, _span, input) => ({
    domainlabels: m.domainlabels.map((s) => ({ type: 'domainlabel' as const, span: s, text: input.slice(s.start, s.end) })),
    toplabel: { type: 'toplabel', span: m.toplabel, text: input.slice(m.toplabel.start, m.toplabel.end) },
  }),
);

// hostnumber = digits "." digits "." digits "." digits
export const hostnumber: Rule<Hostnumber> = leafRule(
  'hostnumber',
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

// host = hostname | hostnumber   (disjoint: a toplabel starts with a letter; the longer match wins)
export const host: Rule<Host> = rule<Host, Hostname | Hostnumber>('host', longest(hostname, hostnumber), (h) =>
  (h.type === 'hostname' ? { hostname: h } : { hostnumber: h }) as NodeFields<Host>,
);

const digitRun = charRun(['digit']);
const digitRun1 = charRun(['digit'], 1);

// port = digits   (RFC 2396 G.3: *digit under updates 'rfc2396')
export const port: Rule<Port> = rule<Port, string>(
  'port',
  fromFn((input, i) => fnOf(profile.updates === 'rfc2396' ? digitRun : digitRun1)(input, i)),
  (text) => ({ value: text === '' ? undefined : Number(text) }),
);

// hostport = host [ ":" port ]
export const hostport: Rule<Hostport> = rule<Hostport, [Host, [string, Port] | undefined]>(
  'hostport',
  seq(host, opt(seq(literal(':'), port))),
  ([h, p]) => (p ? { host: h, port: p[1] } : { host: h }),
);

// user = *[ uchar | ";" | "?" | "&" | "=" ]
export const user: Rule<User> = decodedRule('user', charRun(['uchar', '";"', '"?"', '"&"', '"="']));
// password = *[ uchar | ";" | "?" | "&" | "=" ]
export const password: Rule<Password> = decodedRule('password', charRun(['uchar', '";"', '"?"', '"&"', '"="']));

const nothing = fromFn((_input, i) => success(i, undefined));

// login = [ user [ ":" password ] "@" ] hostport
// user and password have no ":" or "@", so the user part is taken exactly when an "@" ends it.
export const login: Rule<Login> = rule<Login, [[User, [string, Password] | undefined, string] | undefined, Hostport]>(
  'login',
  seq(alt<[User, [string, Password] | undefined, string] | undefined>(seq(user, opt(seq(literal(':'), password)), literal('@')), nothing), hostport),
  ([credentials, hp]) => ({
    ...(credentials ? { user: credentials[0], ...(credentials[1] ? { password: credentials[1][1] } : {}) } : {}),
    hostport: hp,
  }),
);

/** The explicit port, else `fallback` (the registry's default port). */
export function effectivePort(hp: Hostport, fallback: number | undefined): number | undefined {
  return hp.port?.value ?? fallback;
}
