// What the package exports as the namespace `rfc1738`: parseUrl, the scheme registry, the
// RFC 1738 rules and node types (whose names overlap RFC 2396's), and scheme definitions.
import './schemes/builtins';

export { parseUrl } from './parse-url/parseUrl';
export { isValidUrl } from './parse-url/isValidUrl';
export type {
  AnyUrl, FileUrl, FtpUrl, GenericUrl, GopherUrl, HttpAstFor, HttpUrl, HttpsUrl, MailtoUrl, NewsUrl, NntpUrl, ParseUrlOptions, ProsperoUrl,
  SchemeAsts, SchemeUrl, TelnetUrl, UrlFor, UpdatesOf, GenericOf, WaisUrl, WsUrl, WssUrl, SchemeGenerics, GenericOfScheme, GenericNode,
} from './parse-url/parseUrl';
export { isRuleName1738, rules1738 } from './rfc1738/rules';
export type { RuleName1738, Rules1738 } from './rfc1738/rules';
export { defaultPort, isHierarchical } from './registry/registry';
export { lookupScheme, registeredSchemes } from './registry/lookup';
export { SchemeRegistryError } from './registry/errors';
export type { SchemeRegistryProblem } from './registry/errors';
export type { SchemeEntry, GenericSyntax, GrammarNotation, GrammarSource } from './registry/registry';
export type { SchemeCase, Updates } from './rfc1738/profile';
export type { Decoded } from './rfc1738/common';
export type { Domainlabel, Host, Hostname, Hostnumber, Hostport, Login, Password, Port, Toplabel, User } from './rfc1738/login';
export type { Fpath, Fsegment, Ftptype, Ftpurl } from './rfc1738/ftp';
export type { Hpath, Hsegment, Httpurl, Search } from './rfc1738/http';
export type { Http2616Url, HttpAst } from './rfc1738/http2616';
export type { GopherPlusString, GopherSearch, Gopherurl, Gtype, Selector } from './rfc1738/gopher';
export type { Encoded822addr, Mailtourl } from './rfc1738/mailto';
export type { Article, Group, Grouppart, Newsurl } from './rfc1738/news';
export type { Nntpurl } from './rfc1738/nntp';
export type { Telneturl } from './rfc1738/telnet';
export type { Database, Waisdatabase, Waisdoc, Waisindex, Waisurl, Wpath, Wtype } from './rfc1738/wais';
export type { Fileurl } from './rfc1738/file';
export type { Fieldname, Fieldspec, Fieldvalue, Ppath, Prosperourl, ProsperoField, Psegment } from './rfc1738/prospero';
export type { Genericurl, IpSchemepart, Otherurl, Scheme1738, Schemepart, Url, Urlpath } from './rfc1738/generic';
export { defineScheme, overrideScheme, g } from './parse-url/define';
export type { KitNode, RegisteredScheme, SchemeDefinition } from './parse-url/define';
export { schemeFromBnf } from './schemes/fromBnf';
export type { BnfNode, BnfSchemeOptions } from './schemes/fromBnf';
export { SchemeGrammarError } from './schemes/grammar-error';
