import './builtins';

export { parseUrl } from './parseUrl';
export type {
  AnyUrl, FileUrl, FtpUrl, GenericUrl, GopherUrl, HttpAstFor, HttpUrl, HttpsUrl, MailtoUrl, NewsUrl, NntpUrl, ParseUrlOptions, ProsperoUrl,
  SchemeAsts, SchemeUrl, TelnetUrl, UrlFor, UpdatesOf, GenericOf, WaisUrl, WsUrl, WssUrl, SchemeGenerics, GenericOfScheme, GenericNode,
} from './parseUrl';
export { isRuleName1738, rules1738 } from './rules';
export type { RuleName1738, Rules1738 } from './rules';
export { defaultPort, isHierarchical, lookupScheme, registeredSchemes, SchemeRegistryError } from './registry';
export type { SchemeRegistryProblem, SchemeEntry, GenericSyntax, GrammarNotation, GrammarSource } from './registry';
export type { SchemeCase, Updates } from './profile';
export type { Decoded } from './common';
export type { Domainlabel, Host, Hostname, Hostnumber, Hostport, Login, Password, Port, Toplabel, User } from './login';
export type { Fpath, Fsegment, Ftptype, Ftpurl } from './ftp';
export type { Hpath, Hsegment, Httpurl, Search } from './http';
export type { Http2616Url, HttpAst } from './http2616';
export type { GopherPlusString, GopherSearch, Gopherurl, Gtype, Selector } from './gopher';
export type { Encoded822addr, Mailtourl } from './mailto';
export type { Article, Group, Grouppart, Newsurl } from './news';
export type { Nntpurl } from './nntp';
export type { Telneturl } from './telnet';
export type { Database, Waisdatabase, Waisdoc, Waisindex, Waisurl, Wpath, Wtype } from './wais';
export type { Fileurl } from './file';
export type { Fieldname, Fieldspec, Fieldvalue, Ppath, Prosperourl, ProsperoField, Psegment } from './prospero';
export type { Genericurl, IpSchemepart, Otherurl, Scheme1738, Schemepart, Url, Urlpath } from './generic';
export { defineScheme, overrideScheme, g } from './define';
export type { KitNode, RegisteredScheme, SchemeDefinition } from './define';
export { schemeFromBnf } from './fromBnf';
export type { BnfNode, BnfSchemeOptions } from './fromBnf';
export { SchemeGrammarError } from './check';
