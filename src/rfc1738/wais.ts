import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';
import type { Search } from './http';
import type { Hostport } from './hostport';

// RFC 1738 §3.9 / §5 WAIS.

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

/** database = *uchar */
export const database: Rule<Database> = compiledRule('database');
/** wtype = *uchar */
export const wtype: Rule<Wtype> = compiledRule('wtype');
/** wpath = *uchar */
export const wpath: Rule<Wpath> = compiledRule('wpath');
/** waisdatabase = "wais://" hostport "/" database */
export const waisdatabase: Rule<Waisdatabase> = compiledRule('waisdatabase');
/** waisindex = "wais://" hostport "/" database "?" search */
export const waisindex: Rule<Waisindex> = compiledRule('waisindex');
/** waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath */
export const waisdoc: Rule<Waisdoc> = compiledRule('waisdoc');
/** waisurl = waisdatabase | waisindex | waisdoc   (the node's type is the form that matched) */
export const waisurl: Rule<Waisurl> = compiledRule('waisurl');
