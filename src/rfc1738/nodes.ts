import type { Node } from '../combinators';
import { leaf } from '../combinators/node';
import { defaultPort } from '../registry/registry';
import { decode } from './decode';
import type { Fieldspec, Fileurl, Fpath, Ftptype, Ftpurl, Hpath, Httpurl, Ppath, Prosperourl, Search } from './ast';
import { LAZY_LIST } from '../rfc2396/fast/lazy';
import { type Host, type Hostport, type Login, effectivePort, hostOfSpan, hostnameOfSpan, hostportOfSpan, portOfSpan } from './hostport';
import { countUpTo, deferField, isDeferred, segmentListOf } from './segments';

/*
 * What grammar/rfc1738.bnf cannot say, once per rule, keyed by its RFC 1738 rule name: how
 * its node's typed fields are made. The compiled grammar finds the match and marks the rules
 * each node is made of (`kids`, in input order); `make` builds the node from its span and
 * those children's nodes. A rule with no entry is a leaf: `{ type, span, text }`.
 */

/** How a rule's node is made: from its span and the nodes of the rules in `kids` within it. */
export interface NodeMaker {
  /** The rules within this one whose nodes `make` reads (the compiled grammar marks only those). */
  readonly kids?: readonly string[];
  make(input: string, start: number, end: number, kids: readonly Node<string>[], scheme: string): Node<string>;
}

/** The node of `type` among `kids`, if any. */
function kid<N extends Node<string>>(kids: readonly Node<string>[], type: N['type']): N | undefined {
  for (const k of kids) if (k.type === type) return k as N;
  return undefined;
}

function base<T extends string>(type: T, input: string, start: number, end: number): Node<T> {
  return { type, span: { start, end }, text: input.slice(start, end) };
}

/**
 * `node` with the given fields added in order, each only when present (an absent optional
 * child is no key). Assigned, not spread: V8 (Node 20) spreads an object several times slower.
 */
function withFields(node: Node<string>, ...fields: unknown[]): Node<string> {
  const n = node as unknown as Record<string, unknown>;
  for (let k = 0; k < fields.length; k += 2) if (fields[k + 1] !== undefined) n[fields[k] as string] = fields[k + 1];
  return node;
}

/** A node of rule `type` with its text's escapes decoded (§2.2). */
function decodedNode(type: string, input: string, start: number, end: number): Node<string> {
  const text = input.slice(start, end);
  return { type, span: { start, end }, text, decoded: decode(text) } as Node<string>;
}

/**
 * `*[ fieldspec ]` over the member text input[from, to), each `";" fieldname "=" fieldvalue`:
 * neither fieldname nor fieldvalue holds ";" or "=" (§5), so each ";" starts a fieldspec and its
 * first "=" ends the fieldname. The nodes the fieldspec rule makes.
 */
function fieldspecsOf(input: string, from: number, to: number): Fieldspec[] {
  const specs: Fieldspec[] = [];
  for (let at = from; at < to; ) {
    const next = input.indexOf(';', at + 1);
    const end = next < 0 || next > to ? to : next;
    const equals = input.indexOf('=', at + 1);
    const spec = base('fieldspec', input, at, end) as Fieldspec;
    spec.fieldname = decodedNode('fieldname', input, at + 1, equals) as Fieldspec['fieldname'];
    spec.fieldvalue = decodedNode('fieldvalue', input, equals + 1, end) as Fieldspec['fieldvalue'];
    specs.push(spec);
    at = end;
  }
  return specs;
}

/** A node made from its span alone (the span builders of ./hostport: lazy lists, the readings' details). */
function fromSpan(build: (input: string, start: number, end: number) => Node<string> | undefined): NodeMaker {
  return { make: (input, start, end) => build(input, start, end)! };
}

/** `x *[ "/" x ]`: the segments as nodes, a long list built on first read (./segments). */
function segments(type: string, field: string, segment: string): NodeMaker {
  return { make: (input, start, end) => segmentListOf(type, field, segment, input, start, end) };
}

/** A scheme's node with `effectivePort` last: the explicit port, else the registry's default for `scheme`. */
function withPort<N extends Node<string>>(node: N, hostport: Hostport, scheme: string): N {
  (node as unknown as { effectivePort: number | undefined }).effectivePort = effectivePort(hostport, defaultPort(scheme));
  return node;
}

/** The node of another rule over a span it may match (`schemepart` reads an `ip-schemepart` in its span): set by ./compiled. */
export const nodeOfRule: { run: (rule: string, input: string, start: number, end: number) => Node<string> | undefined } = { run: () => undefined };

/** waisurl = waisdatabase | waisindex | waisdoc: one node, its type the form that matched (§3.9). */
const wais: NodeMaker = {
  kids: ['hostport', 'database', 'search', 'wtype', 'wpath', 'waisdatabase', 'waisindex', 'waisdoc'],
  make(input, start, end, kids) {
    if (kids.length === 1 && kids[0]!.type.startsWith('wais')) return kids[0]!;
    const search = kid(kids, 'search');
    const wtype = kid(kids, 'wtype');
    const type = search ? 'waisindex' : wtype ? 'waisdoc' : 'waisdatabase';
    const hostport = kid<Hostport>(kids, 'hostport')!;
    const node = base(type, input, start, end) as unknown as Record<string, unknown>;
    node['hostport'] = hostport;
    node['database'] = kid(kids, 'database');
    if (search) node['search'] = search;
    if (wtype) {
      node['wtype'] = wtype;
      node['wpath'] = kid(kids, 'wpath');
    }
    return withPort(node as unknown as Node<string>, hostport, 'wais');
  },
};

const TAB = '%09';

const DECODED = ['user', 'password', 'fsegment', 'hsegment', 'search', 'encoded822addr', 'gtype', 'selector', 'gopher+_string', 'database', 'wtype', 'wpath', 'psegment', 'fieldname', 'fieldvalue', 'uchar', 'xchar', 'unreserved', 'escape'];

export const NODES: ReadonlyMap<string, NodeMaker> = new Map<string, NodeMaker>([
  // each made with its type, as the other makers make theirs
  ...DECODED.map((name): [string, NodeMaker] => [name, fromSpan((input, start, end) => decodedNode(name, input, start, end))]),
  ['hostport', fromSpan(hostportOfSpan)],
  ['host', fromSpan(hostOfSpan)],
  ['hostname', fromSpan(hostnameOfSpan)],
  ['port', fromSpan(portOfSpan)],
  ['hostnumber', fromSpan((input, start, end) => leaf('hostnumber', input, start, end))],
  ['fpath', segments('fpath', 'fsegments', 'fsegment')],
  ['hpath', segments('hpath', 'hsegments', 'hsegment')],
  ['ppath', segments('ppath', 'psegments', 'psegment')],
  ['waisurl', wais],
  ['waisdatabase', wais],
  ['waisindex', wais],
  ['waisdoc', wais],
  [
    // ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]   (§3.2.2: CWD to each directory, then RETR the name)
    'ftpurl',
    {
      kids: ['login', 'fpath', 'ftptype'],
      make(input, start, end, kids) {
        const login = kid<Login>(kids, 'login')!;
        const fpath = kid<Fpath>(kids, 'fpath');
        const ftptype = kid<Ftptype>(kids, 'ftptype');
        // a long fpath (a deferred list: ./segments) has its cwd and name computed on first read
        const deferred = fpath !== undefined && isDeferred(fpath, 'fsegments');
        const segments = fpath && !deferred ? fpath.fsegments.map((s) => s.decoded) : [];
        const node = base('ftpurl', input, start, end) as Ftpurl;
        node.login = login;
        if (fpath) node.fpath = fpath;
        if (ftptype) node.ftptype = ftptype;
        node.cwd = segments.slice(0, -1);
        node.name = fpath ? segments[segments.length - 1] : undefined;
        node.typecode = ftptype ? (ftptype.text.toLowerCase() as 'a' | 'i' | 'd') : undefined;
        withPort(node, login.hostport, 'ftp');
        if (!deferred) return node;
        deferField(node, 'cwd', () => fpath.fsegments.slice(0, -1).map((s) => s.decoded));
        return deferField(node, 'name', () => decode(fpath.text.slice(fpath.text.lastIndexOf('/') + 1)));
      },
    },
  ],
  [
    // httpurl = "http://" hostport [ "/" hpath [ "?" search ]]   (https, ws, wss: the same, their scheme's default port)
    'httpurl',
    {
      kids: ['hostport', 'hpath', 'search'],
      make(input, start, end, kids, scheme) {
        const hostport = kid<Hostport>(kids, 'hostport')!;
        const hpath = kid<Hpath>(kids, 'hpath');
        const search = kid<Search>(kids, 'search');
        const node = base('httpurl', input, start, end) as Httpurl;
        node.hostport = hostport;
        if (hpath) node.hpath = hpath;
        if (search) node.search = search;
        return withPort(node, hostport, scheme === '' ? 'http' : scheme);
      },
    },
  ],
  [
    // gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
    // selector is *xchar, which takes "%09" too (GUIDE pitfall 10): everything after gtype is read as
    // *xchar, and the first "%09" ends the selector, the second the search (§3.4.1: no tab in a selector).
    'gopherurl',
    {
      kids: ['hostport', 'gtype'],
      make(input, start, end, kids) {
        const hostport = kid<Hostport>(kids, 'hostport')!;
        const gtype = kid<Node<'gtype'> & { decoded: string }>(kids, 'gtype');
        const node = base('gopherurl', input, start, end) as unknown as Record<string, unknown>;
        node['hostport'] = hostport;
        if (gtype) {
          const from = gtype.span.end;
          const first = input.indexOf(TAB, from);
          const second = first >= 0 && first < end ? input.indexOf(TAB, first + 3) : -1;
          const selectorEnd = first >= 0 && first < end ? first : end;
          node['gtype'] = gtype;
          node['selector'] = decodedNode('selector', input, from, selectorEnd);
          if (selectorEnd < end) {
            const searchEnd = second >= 0 && second < end ? second : end;
            node['search'] = decodedNode('search', input, first + 3, searchEnd);
            if (searchEnd < end) node['gopherPlusString'] = decodedNode('gopher+_string', input, second + 3, end);
          }
        }
        node['gophertype'] = gtype ? gtype.decoded : '1'; // §3.4.1: an empty gopher-path is type "1"
        return withPort(node as unknown as Node<string>, hostport, 'gopher');
      },
    },
  ],
  [
    // prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]   (§3.11)
    'prosperourl',
    {
      // the fieldspecs are made from the text after the ppath, not marked by the derivation: more
      // than LAZY_LIST of them are built on first read (a 2 MB run of ";a=b" held 136 bytes per
      // character in nodes, and ran a capped heap out of memory)
      kids: ['hostport', 'ppath'],
      make(input, start, end, kids) {
        const hostport = kid<Hostport>(kids, 'hostport')!;
        const ppath = kid<Ppath>(kids, 'ppath')!;
        const node = base('prosperourl', input, start, end) as Prosperourl;
        node.hostport = hostport;
        node.ppath = ppath;
        node.hsoname = decode(ppath.text); // the decoded segments joined by "/": no escape spans a "/" (the list itself may be deferred)
        const from = ppath.span.end;
        const fieldsOf = (specs: readonly Fieldspec[]) => specs.map((f) => ({ name: f.fieldname.decoded, value: f.fieldvalue.decoded }));
        if (countUpTo(input, ';', from, end, LAZY_LIST + 1) <= LAZY_LIST) {
          node.fieldspecs = fieldspecsOf(input, from, end);
          node.fields = fieldsOf(node.fieldspecs);
        } else {
          node.fieldspecs = [];
          node.fields = [];
          deferField(node, 'fieldspecs', () => fieldspecsOf(input, from, end));
          deferField(node, 'fields', () => fieldsOf(node.fieldspecs));
        }
        return withPort(node, hostport, 'prospero');
      },
    },
  ],
  // fieldspec = ";" fieldname "=" fieldvalue
  ['fieldspec', { kids: ['fieldname', 'fieldvalue'], make: (input, start, end, kids) => withFields(base('fieldspec', input, start, end), 'fieldname', kid(kids, 'fieldname'), 'fieldvalue', kid(kids, 'fieldvalue')) }],
  [
    // ip-schemepart = "//" login [ "/" urlpath ]
    'ip-schemepart',
    {
      kids: ['login', 'urlpath'],
      make(input, start, end, kids) {
        return withFields(base('ip-schemepart', input, start, end), 'login', kid(kids, 'login'), 'urlpath', kid(kids, 'urlpath'));
      },
    },
  ],
  [
    // schemepart = *xchar | ip-schemepart: every ip-schemepart is *xchar; the node says ip-schemepart when it spans the whole part
    'schemepart',
    {
      make(input, start, end) {
        const ip = nodeOfRule.run('ip-schemepart', input, start, end);
        return withFields(base('schemepart', input, start, end), 'ipSchemepart', ip);
      },
    },
  ],
  // genericurl = scheme ":" schemepart
  ['genericurl', { kids: ['scheme', 'schemepart'], make: (input, start, end, kids) => withFields(base('genericurl', input, start, end), 'scheme', kid(kids, 'scheme'), 'schemepart', kid(kids, 'schemepart')) }],
  // otherurl = genericurl
  ['otherurl', { kids: ['genericurl'], make: (input, start, end, kids) => withFields(base('otherurl', input, start, end), 'genericurl', kid(kids, 'genericurl')) }],
  [
    // url = httpurl | ftpurl | ... | otherurl: the longest alternative; on a tie, the earlier (a specific scheme before otherurl)
    'url',
    {
      kids: ['httpurl', 'ftpurl', 'newsurl', 'nntpurl', 'telneturl', 'gopherurl', 'waisurl', 'mailtourl', 'fileurl', 'prosperourl', 'otherurl'],
      make: (input, start, end, kids) => withFields(base('url', input, start, end), 'url', kids[0]),
    },
  ],
  [
    // login = [ user [ ":" password ] "@" ] hostport   (§3.1: an absent user differs from an empty one)
    'login',
    {
      kids: ['user', 'password', 'hostport'],
      make(input, start, end, kids) {
        const node = base('login', input, start, end) as Login;
        const user = kid<Login['user'] & {}>(kids, 'user');
        const password = kid<Login['password'] & {}>(kids, 'password');
        if (user) node.user = user;
        if (password) node.password = password;
        node.hostport = kid<Hostport>(kids, 'hostport')!;
        return node;
      },
    },
  ],
  [
    // telneturl = "telnet://" login [ "/" ]   (§3.8: user and password are advisory only)
    'telneturl',
    {
      kids: ['login'],
      make(input, start, end, kids) {
        const login = kid<Login>(kids, 'login')!;
        return withPort(withFields(base('telneturl', input, start, end), 'login', login), login.hostport, 'telnet');
      },
    },
  ],
  [
    // nntpurl = "nntp://" hostport "/" group [ "/" digits ]   (§3.7: the article number within the group)
    'nntpurl',
    {
      kids: ['hostport', 'group', 'digits'],
      make(input, start, end, kids) {
        const hostport = kid<Hostport>(kids, 'hostport')!;
        const digits = kid(kids, 'digits');
        const node = withFields(base('nntpurl', input, start, end), 'hostport', hostport, 'group', kid(kids, 'group'), 'digits', digits) as Node<string> & { articleNumber: number | undefined };
        node.articleNumber = digits ? Number(digits.text) : undefined;
        return withPort(node, hostport, 'nntp');
      },
    },
  ],
  // newsurl = "news:" grouppart
  ['newsurl', { kids: ['grouppart'], make: (input, start, end, kids) => withFields(base('newsurl', input, start, end), 'grouppart', kid(kids, 'grouppart')) }],
  [
    // grouppart = "*" | group | article   (§3.6: all groups, a newsgroup, or an article's message-id)
    'grouppart',
    {
      kids: ['group', 'article'],
      make(input, start, end, kids) {
        const k = kids[0];
        return withFields(base('grouppart', input, start, end), 'kind', k ? k.type : 'all', k?.type, k);
      },
    },
  ],
  [
    // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host   (§3.6: the RFC 1036 Message-ID without "<" ">")
    'article',
    {
      kids: ['host'],
      make(input, start, end, kids) {
        const host = kid<Host>(kids, 'host')!;
        return withFields(base('article', input, start, end), 'host', host, 'messageId', `${decode(input.slice(start, host.span.start - 1))}@${host.text}`);
      },
    },
  ],
  [
    // mailtourl = "mailto:" encoded822addr   (§3.5: no characters are reserved in a mailto URL)
    'mailtourl',
    {
      kids: ['encoded822addr'],
      make(input, start, end, kids) {
        const address = kid<Node<'encoded822addr'> & { decoded: string }>(kids, 'encoded822addr')!;
        return withFields(base('mailtourl', input, start, end), 'encoded822addr', address, 'address', address.decoded);
      },
    },
  ],
  [
    // fileurl = "file://" [ host | "localhost" ] "/" fpath   (§3.10: an empty host and "localhost" both mean this machine)
    'fileurl',
    {
      kids: ['host', 'fpath'],
      make(input, start, end, kids) {
        const host = kid<Host>(kids, 'host');
        const fpath = kid<Fpath>(kids, 'fpath')!;
        const node = base('fileurl', input, start, end) as Fileurl;
        if (host) node.host = host;
        node.machine = !host || host.text.toLowerCase() === 'localhost' ? { kind: 'this-machine' } : { kind: 'host', name: host.text };
        node.fpath = fpath;
        // the decoded path; of a long path (a deferred list: ./segments), on first read: with an
        // accessor defined on every file URL, this maker was a quarter of its CPU profile
        if (isDeferred(fpath, 'fsegments')) return deferField(node, 'path', () => fpath.fsegments.map((s) => s.decoded));
        node.path = fpath.fsegments.map((s) => s.decoded);
        return node;
      },
    },
  ],
]);
