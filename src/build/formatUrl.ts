import { group as groupRule } from '../rfc1738/news';
import { UriBuildError } from './errors';
import { escapeWith } from './escape';
import { checked, digitsText, optionalString, partsOf, requiredString, segmentsOf } from './fields';
import { HostportFields, LoginFields, host1738Text, hostportText, loginText } from './login';
import { ARTICLE_UNIQUE, ESCAPE_TABLES, EscapeTable } from './tables';

/**
 * A url-path, decoded: `path`, a string whose "/" separate the segments, or `segments`.
 * RFC 1738 §3.1: the "/" between the host (or port) and the url-path is not part of the
 * url-path, so `path: 'a/b'` is written `/a/b` and `path: '/a'` is `//a` (an empty first segment).
 */
type UrlPath = { path?: string; segments?: never } | { segments?: readonly string[]; path?: never };

/**
 * The decoded fields `formatUrl` takes, per built-in scheme (the names of the scheme ASTs where they have one).
 *
 * @example
 * ```ts
 * const scheme: UrlScheme = 'news';
 * const fields: UrlFields['news'] = { group: 'comp.lang.misc' };
 * formatUrl(scheme, fields); //=> 'news:comp.lang.misc'
 * ```
 */
export interface UrlFields {
  ftp: LoginFields & UrlPath & { typecode?: 'a' | 'i' | 'd' };
  http: HostportFields & UrlPath & { search?: string };
  gopher: HostportFields & { gtype?: string; selector?: string; search?: string; gopherPlusString?: string };
  mailto: { address: string };
  /** `group: '*'` is "all groups"; `messageId` is `unique@host` (its part before the last "@" is escaped). */
  news: { group: string; messageId?: never } | { messageId: string; group?: never };
  nntp: HostportFields & { group: string; articleNumber?: number | string };
  telnet: LoginFields;
  wais: HostportFields & { database: string } & ({ search?: string; wtype?: never; wpath?: never } | { wtype: string; wpath: string; search?: never });
  file: { host?: string } & UrlPath;
  prospero: HostportFields & { hsoname: string; fields?: readonly { readonly name: string; readonly value: string }[] };
}

/**
 * A scheme `formatUrl` can build: one of the ten RFC 1738 schemes.
 *
 * @example
 * ```ts
 * const scheme: UrlScheme = 'news';
 * const fields: UrlFields['news'] = { group: 'comp.lang.misc' };
 * formatUrl(scheme, fields); //=> 'news:comp.lang.misc'
 * ```
 */
export type UrlScheme = keyof UrlFields;

function missing(field: string, needs: string, rule: string): UriBuildError {
  return new UriBuildError('missing-field', `${field} needs ${needs} (${rule})`, field);
}

/** The escaped segments joined by "/". */
function joined(segments: readonly string[], table: EscapeTable, field: string): string {
  return segments.map((s) => escapeWith(s, table, field)).join('/');
}

function noTab(value: string, field: string): string {
  const at = value.indexOf('\t');
  if (at >= 0) throw new UriBuildError('tab-in-gopher-field', `${field} contains a tab at offset ${at}; "%09" separates the gopher fields (RFC 1738 §3.4)`, field, at);
  return value;
}

// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
function ftp(f: Record<string, unknown>): string {
  const segments = segmentsOf(f);
  const typecode = optionalString(f.typecode, 'typecode');
  if (typecode !== undefined && !['a', 'i', 'd'].includes(typecode)) {
    throw new UriBuildError('invalid-value', `typecode must be "a", "i" or "d" (RFC 1738 §3.2.2), got ${JSON.stringify(typecode)}`, 'typecode');
  }
  if (typecode !== undefined && segments === undefined) throw missing('typecode', 'a path', 'ftpurl, RFC 1738 §5');
  const path = segments === undefined ? '' : '/' + joined(segments, ESCAPE_TABLES.fsegment, 'fsegment');
  return 'ftp://' + loginText(f) + path + (typecode === undefined ? '' : ';type=' + typecode);
}

// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
function http(f: Record<string, unknown>): string {
  const segments = segmentsOf(f);
  const search = optionalString(f.search, 'search');
  if (search !== undefined && segments === undefined) throw missing('search', "a path (path: '' for \"/?search\")", 'httpurl, RFC 1738 §5');
  const path = segments === undefined ? '' : '/' + joined(segments, ESCAPE_TABLES.hsegment, 'hsegment');
  return 'http://' + hostportText(f) + path + (search === undefined ? '' : '?' + escapeWith(search, ESCAPE_TABLES.search, 'search'));
}

// gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
function gopher(f: Record<string, unknown>): string {
  const gtype = optionalString(f.gtype, 'gtype');
  const selector = optionalString(f.selector, 'selector');
  const search = optionalString(f.search, 'search');
  const plus = optionalString(f.gopherPlusString, 'gopherPlusString');
  if (plus !== undefined && search === undefined) throw missing('gopherPlusString', 'a search', 'gopherurl, RFC 1738 §3.4');
  const after = selector !== undefined ? 'selector' : search !== undefined ? 'search' : undefined;
  if (gtype === undefined && after) throw missing(after, 'a gtype', 'gopherurl, RFC 1738 §3.4');
  let out = 'gopher://' + hostportText(f) + '/';
  if (gtype === undefined) return out;
  // gtype = xchar: one character, which is one octet
  if (gtype.length !== 1 || gtype.charCodeAt(0) > 127) {
    throw new UriBuildError('invalid-value', `gtype must be one ASCII character (gtype = xchar, RFC 1738 §5), got ${JSON.stringify(gtype)}`, 'gtype');
  }
  out += escapeWith(gtype, ESCAPE_TABLES.selector, 'gtype') + escapeWith(noTab(selector ?? '', 'selector'), ESCAPE_TABLES.selector, 'selector');
  if (search !== undefined) out += '%09' + escapeWith(noTab(search, 'search'), ESCAPE_TABLES.search, 'search');
  if (plus !== undefined) out += '%09' + escapeWith(plus, ESCAPE_TABLES['gopher+_string'], 'gopherPlusString');
  return out;
}

// mailtourl = "mailto:" encoded822addr
function mailto(f: Record<string, unknown>): string {
  return 'mailto:' + escapeWith(requiredString(f.address, 'address'), ESCAPE_TABLES.encoded822addr, 'address');
}

function groupText(value: unknown): string {
  return checked(groupRule, requiredString(value, 'group'), 'group', 'a group (alpha *[ alpha | digit | "-" | "." | "+" | "_" ], RFC 1738 §5)', 'invalid-value');
}

// newsurl = "news:" grouppart;  grouppart = "*" | group | article;  article = 1*[ ... ] "@" host
function news(f: Record<string, unknown>): string {
  if ((f.group === undefined) === (f.messageId === undefined)) throw new TypeError('uri-grammar: news needs exactly one of group and messageId');
  if (f.group !== undefined) return 'news:' + (f.group === '*' ? '*' : groupText(f.group));
  const messageId = requiredString(f.messageId, 'messageId');
  const at = messageId.lastIndexOf('@');
  if (at < 0) throw new UriBuildError('invalid-value', `messageId must be unique@host (RFC 1738 §3.6), got ${JSON.stringify(messageId)}`, 'messageId');
  return 'news:' + escapeWith(messageId.slice(0, at), ARTICLE_UNIQUE, 'messageId') + '@' + host1738Text(messageId.slice(at + 1), 'messageId host');
}

// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
function nntp(f: Record<string, unknown>): string {
  const number = f.articleNumber === undefined ? '' : '/' + digitsText(f.articleNumber, 'articleNumber');
  return 'nntp://' + hostportText(f) + '/' + groupText(f.group) + number;
}

// telneturl = "telnet://" login [ "/" ]   (written with the "/" of RFC 1738 §3.8)
function telnet(f: Record<string, unknown>): string {
  return 'telnet://' + loginText(f) + '/';
}

// waisurl = "wais://" hostport "/" database [ "?" search | "/" wtype "/" wpath ]
function wais(f: Record<string, unknown>): string {
  const database = escapeWith(requiredString(f.database, 'database'), ESCAPE_TABLES.database, 'database');
  const search = optionalString(f.search, 'search');
  const wtype = optionalString(f.wtype, 'wtype');
  const wpath = optionalString(f.wpath, 'wpath');
  if (search !== undefined && (wtype !== undefined || wpath !== undefined)) {
    throw new UriBuildError('conflicting-fields', 'a WAIS URL has a search or a wtype and wpath, not both (RFC 1738 §3.9)', 'search');
  }
  if ((wtype === undefined) !== (wpath === undefined)) throw missing(wtype === undefined ? 'wpath' : 'wtype', wtype === undefined ? 'a wtype' : 'a wpath', 'waisdoc, RFC 1738 §3.9');
  let out = 'wais://' + hostportText(f) + '/' + database;
  if (search !== undefined) out += '?' + escapeWith(search, ESCAPE_TABLES.search, 'search');
  if (wtype !== undefined) out += '/' + escapeWith(wtype, ESCAPE_TABLES.wtype, 'wtype') + '/' + escapeWith(wpath!, ESCAPE_TABLES.wpath, 'wpath');
  return out;
}

// fileurl = "file://" [ host | "localhost" ] "/" fpath
function file(f: Record<string, unknown>): string {
  const host = optionalString(f.host, 'host');
  const segments = segmentsOf(f);
  if (segments === undefined) throw new TypeError('uri-grammar: file needs a path or segments');
  return 'file://' + (host === undefined || host === '' ? '' : host1738Text(host)) + '/' + joined(segments, ESCAPE_TABLES.fsegment, 'fsegment');
}

// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ];  fieldspec = ";" fieldname "=" fieldvalue
function prospero(f: Record<string, unknown>): string {
  const hsoname = requiredString(f.hsoname, 'hsoname');
  const fields = f.fields ?? [];
  if (!Array.isArray(fields)) throw new TypeError('uri-grammar: fields must be an array of { name, value }');
  let out = 'prospero://' + hostportText(f) + '/' + joined(hsoname.split('/'), ESCAPE_TABLES.psegment, 'psegment');
  fields.forEach((given: unknown, k) => {
    const field = partsOf(given, `fields[${k}]`);
    const name = escapeWith(requiredString(field.name, `fields[${k}].name`), ESCAPE_TABLES.fieldname, 'fieldname');
    out += ';' + name + '=' + escapeWith(requiredString(field.value, `fields[${k}].value`), ESCAPE_TABLES.fieldvalue, 'fieldvalue');
  });
  return out;
}

const BUILDERS: { readonly [S in UrlScheme]: (fields: Record<string, unknown>) => string } = {
  ftp, http, gopher, mailto, news, nntp, telnet, wais, file, prospero,
};

/**
 * Builds a URL of a built-in RFC 1738 scheme from decoded field values (the names of the
 * scheme's AST), escaping each per its rule and checking hosts, ports and group names
 * against the grammar. `parseUrl` of the result gives back those values (`unescape` of
 * each node's text). Combinations the scheme's grammar cannot express are a `UriBuildError`.
 *
 * @example
 * ```ts
 * formatUrl('ftp', { user: 'anonymous', host: 'ftp.example.org', path: 'pub/read me.txt', typecode: 'i' })
 * //=> 'ftp://anonymous@ftp.example.org/pub/read%20me.txt;type=i'
 * formatUrl('http', { host: 'example.com', path: 'search', search: 'a b' })
 * //=> 'http://example.com/search?a%20b'
 * ```
 */
export function formatUrl<S extends UrlScheme>(scheme: S, fields: UrlFields[S]): string {
  if (typeof scheme !== 'string' || !Object.prototype.hasOwnProperty.call(BUILDERS, scheme)) {
    throw new UriBuildError('invalid-scheme', `formatUrl builds ${Object.keys(BUILDERS).join(', ')}; got ${JSON.stringify(scheme)} (use format for others)`, 'scheme');
  }
  return BUILDERS[scheme](partsOf(fields, `formatUrl('${scheme}', fields)`));
}
