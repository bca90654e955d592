import type { Node } from '../combinators';
import type { Decoded } from './decode';
import type { Host, Hostport, Login } from './hostport';

// The AST node types of RFC 1738's schemes (§5), each named after its rule; hostport's and
// login's are in ./hostport. Kept apart from the rules that yield them, so that the node
// table (./nodes) can name them without importing a rule.

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

/** RFC 1738 §5 `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Hsegment = Decoded<'hsegment'>;

export interface Hpath extends Node<'hpath'> {
  hsegments: Hsegment[];
}

/** RFC 1738 §5 `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Search = Decoded<'search'>;

export interface Httpurl extends Node<'httpurl'> {
  hostport: Hostport;
  /** Undefined when the "/" is omitted. */
  hpath?: Hpath;
  /** Undefined without "?"; empty text for a bare "?". */
  search?: Search;
  /** The explicit port, else the registry's default (80 for http). */
  effectivePort: number | undefined;
}

/** RFC 1738 §5 `psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Psegment = Decoded<'psegment'>;

export interface Ppath extends Node<'ppath'> {
  psegments: Psegment[];
}

/** RFC 1738 §5 `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Fieldname = Decoded<'fieldname'>;

/** RFC 1738 §5 `fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type Fieldvalue = Decoded<'fieldvalue'>;

export interface Fieldspec extends Node<'fieldspec'> {
  fieldname: Fieldname;
  fieldvalue: Fieldvalue;
}

/** A decoded field/value pair. Plain data: a field named `__proto__` is just a string. */
export interface ProsperoField {
  readonly name: string;
  readonly value: string;
}

export interface Prosperourl extends Node<'prosperourl'> {
  hostport: Hostport;
  ppath: Ppath;
  /** §3.11: the host-specific object name, decoded ("/" carries no meaning in it). */
  hsoname: string;
  fieldspecs: Fieldspec[];
  /** The field/value pairs in URL order, as an array (never object keys: no prototype is touched). */
  fields: ProsperoField[];
  /** The explicit port, else the registry's default (1525). */
  effectivePort: number | undefined;
}

/** RFC 1738 §5 `gtype = xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Gtype = Decoded<'gtype'>;

/** RFC 1738 §5 `selector = *xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Selector = Decoded<'selector'>;

/** RFC 1738 §5 `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]`. Its `decoded` value has the escapes decoded (§2.2). */
export type GopherSearch = Decoded<'search'>;

/** RFC 1738 §5 `gopher+_string = *xchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type GopherPlusString = Decoded<'gopher+_string'>;

export interface Gopherurl extends Node<'gopherurl'> {
  hostport: Hostport;
  /** Undefined when the gopher-path is empty. */
  gtype?: Gtype;
  /** Present (possibly empty) whenever gtype is: the text up to the first "%09". */
  selector?: Selector;
  /** After the first "%09", up to the second (§3.4.2). */
  search?: GopherSearch;
  /** After the second "%09" (§3.4.3). */
  gopherPlusString?: GopherPlusString;
  /** §3.4.1: the decoded gtype, or "1" when the gopher-path is empty. */
  gophertype: string;
  /** The explicit port, else the registry's default (70). */
  effectivePort: number | undefined;
}

/** RFC 1738 §5 `encoded822addr = 1*xchar               ; further defined in RFC822`. Its `decoded` value has the escapes decoded (§2.2). */
export type Encoded822addr = Decoded<'encoded822addr'>;

export interface Mailtourl extends Node<'mailtourl'> {
  encoded822addr: Encoded822addr;
  /** §3.5: the RFC 822 addr-spec, decoded (no characters are reserved in a mailto URL). */
  address: string;
}

/** RFC 1738 §5 `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`. */
export type Group = Node<'group'>;

export interface Article extends Node<'article'> {
  host: Host;
  /** §3.6: the Message-ID of RFC 1036 §2.1.5 without "<" ">", i.e. `unique@host`, decoded. */
  messageId: string;
}

/** §3.6: `*` (all available groups), a newsgroup name, or an article's message-id ("@" tells them apart). */
export type Grouppart = Node<'grouppart'> &
  ({ kind: 'all' } | { kind: 'group'; group: Group } | { kind: 'article'; article: Article });

export interface Newsurl extends Node<'newsurl'> {
  grouppart: Grouppart;
}

export interface Nntpurl extends Node<'nntpurl'> {
  hostport: Hostport;
  group: Group;
  digits?: Node<'digits'>;
  /** §3.7: the article number within the group, when given. */
  articleNumber: number | undefined;
  /** The explicit port, else the registry's default (119). */
  effectivePort: number | undefined;
}

export interface Telneturl extends Node<'telneturl'> {
  /** §3.8: user and password are advisory only. */
  login: Login;
  /** The explicit port, else the registry's default (23). */
  effectivePort: number | undefined;
}

/** RFC 1738 §5 `database = *uchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Database = Decoded<'database'>;

/** RFC 1738 §5 `wtype = *uchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Wtype = Decoded<'wtype'>;

/** RFC 1738 §5 `wpath = *uchar`. Its `decoded` value has the escapes decoded (§2.2). */
export type Wpath = Decoded<'wpath'>;

interface WaisBase<T extends string> extends Node<T> {
  hostport: Hostport;
  database: Database;
  /** The explicit port, else the registry's default (210). */
  effectivePort: number | undefined;
}

/** §3.9: a database available for searching. */
export type Waisdatabase = WaisBase<'waisdatabase'>;

/** §3.9: a particular search. */
export interface Waisindex extends WaisBase<'waisindex'> {
  search: Search;
}

/** §3.9: a document: its WAIS type and its document-id. */
export interface Waisdoc extends WaisBase<'waisdoc'> {
  wtype: Wtype;
  wpath: Wpath;
}

/** `type` says which of the three forms of §3.9 it is. */
export type Waisurl = Waisdatabase | Waisindex | Waisdoc;

export interface Fileurl extends Node<'fileurl'> {
  /** Undefined when the host is empty (`file:///etc`); `localhost` is a host node. */
  host?: Host;
  /** §3.10 (GUIDE pitfall 13): an empty host and "localhost" both mean the machine interpreting the URL. */
  machine: { kind: 'this-machine' } | { kind: 'host'; name: string };
  fpath: Fpath;
  /** The decoded directory names and file name (<directory>/.../<name>). */
  path: string[];
}

/** RFC 1738 §5 `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`. */
export type Scheme1738 = Node<'scheme'>;

/** RFC 1738 §5 `urlpath = *xchar    ; depends on protocol see section 3.1`. */
export type Urlpath = Node<'urlpath'>;

export interface IpSchemepart extends Node<'ip-schemepart'> {
  login: Login;
  urlpath?: Urlpath;
}

/** `ipSchemepart` when the whole scheme part has the common Internet syntax (§3.1), else its text only. */
export type Schemepart = Node<'schemepart'> & { ipSchemepart?: IpSchemepart };

export interface Genericurl extends Node<'genericurl'> {
  scheme: Scheme1738;
  schemepart: Schemepart;
}

/** RFC 1738 §5 `otherurl = genericurl`. */
export type Otherurl = Node<'otherurl'> & { genericurl: Genericurl };

/** RFC 1738 §5 `url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl`. */
export type Url = Node<'url'> & {
  url: Httpurl | Ftpurl | Newsurl | Nntpurl | Telneturl | Gopherurl | Waisurl | Mailtourl | Fileurl | Prosperourl | Otherurl;
};
