import { CharClass, Node, Rule, charOf, leafRule, literal, map, opt, rule, seq } from '../combinators';
import { Decoded, charRun, decode, decodedRule, schemeLiteral } from './common';
import * as RFC1738 from '../generated/rfc1738-charsets';
import { deferField, isDeferred, segmentList } from './segments';
import { Login, effectivePort, login } from './login';
import { defaultPort } from '../registry/registry';

// RFC 1738 §3.2 / §5 FTP.

/** RFC 1738 §5 `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Fsegment = Decoded<'fsegment'>;
export interface Fpath extends Node<'fpath'> {
  fsegments: Fsegment[];
}
/** RFC 1738 §5 `ftptype = "A" | "I" | "D" | "a" | "i" | "d"`. */
export type Ftptype = Node<'ftptype'>;
export interface Ftpurl extends Node<'ftpurl'> {
  login: Login;
  /** Undefined when the url-path is omitted with its "/" (§3.2.2). */
  fpath?: Fpath;
  ftptype?: Ftptype;
  /** §3.2.2: the decoded arguments of the CWD commands, in order (all fsegments but the last). */
  cwd: string[];
  /** §3.2.2: the decoded argument of RETR (or NLST for typecode "d"); undefined without a url-path. */
  name: string | undefined;
  /** §3.2.2–3.2.3: "a", "i" or "d" (lower-cased), or undefined when ";type=" is omitted. */
  typecode: 'a' | 'i' | 'd' | undefined;
  /** The explicit port, else the registry's default (21). */
  effectivePort: number | undefined;
}

/** fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ] */
export const fsegment: Rule<Fsegment> = decodedRule('fsegment', charRun(['uchar', '"?"', '":"', '"@"', '"&"', '"="']));

/**
 * fpath = fsegment *[ "/" fsegment ]
 */
export const fpath: Rule<Fpath> = segmentList<Fpath, 'fsegment'>('fpath', 'fsegments', fsegment, 'fsegment');

/** ftptype = "A" | "I" | "D" | "a" | "i" | "d" */
export const ftptype: Rule<Ftptype> = leafRule('ftptype', charOf(new CharClass('ftptype', RFC1738.ftptype)));

const typePart = map(seq(literal(';type='), ftptype), ([, t]) => t);

/**
 * ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * With a long fpath (a deferred list: ./segments), cwd and name are computed on first read.
 */
const ftpurlNode = rule<Ftpurl, [string, Login, [string, Fpath, Ftptype | undefined] | undefined]>(
  'ftpurl',
  seq(schemeLiteral('ftp://'), login, opt(seq(literal('/'), fpath, opt(typePart)))),
  ([, l, path]) => {
    const segments = path && !isDeferred(path[1], 'fsegments') ? path[1].fsegments.map((s) => s.decoded) : [];
    return {
      login: l,
      ...(path ? { fpath: path[1] } : {}),
      ...(path?.[2] ? { ftptype: path[2] } : {}),
      cwd: segments.slice(0, -1),
      name: path ? segments[segments.length - 1] : undefined,
      typecode: path?.[2] ? (path[2].text.toLowerCase() as 'a' | 'i' | 'd') : undefined,
      effectivePort: effectivePort(l.hostport, defaultPort('ftp')),
    };
  },
);
export const ftpurl: Rule<Ftpurl> = map(ftpurlNode, (node) => {
  const path = node.fpath;
  if (!path || !isDeferred(path, 'fsegments')) return node;
  deferField(node, 'cwd', () => path.fsegments.slice(0, -1).map((s) => s.decoded));
  return deferField(node, 'name', () => decode(path.text.slice(path.text.lastIndexOf('/') + 1)));
});
