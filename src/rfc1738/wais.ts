import { Node, NodeFields, Rule, alt, fromFn, literal, map, opt, rule, seq, success } from '../combinators';
import { Decoded, charRun, decodedRule, schemeLiteral } from './common';
import { Search, search } from './http';
import { Hostport, effectivePort, hostport } from './login';
import { defaultPort } from '../registry/registry';

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
export const database: Rule<Database> = decodedRule('database', charRun(['uchar']));
/** wtype = *uchar */
export const wtype: Rule<Wtype> = decodedRule('wtype', charRun(['uchar']));
/** wpath = *uchar */
export const wpath: Rule<Wpath> = decodedRule('wpath', charRun(['uchar']));

type Rest = { search: Search } | { wtype: Wtype; wpath: Wpath } | undefined;

const prefix = seq(schemeLiteral('wais://'), hostport, literal('/'), database);
const index = map(seq(literal('?'), search), ([, s]) => ({ search: s }));
const doc = map(seq(literal('/'), wtype, literal('/'), wpath), ([, t, , p]) => ({ wtype: t, wpath: p }));
const nothing = fromFn((_input, i) => success(i, undefined));

/** A WAIS URL node of the form `type`, from the shared prefix and `rest`. */
function waisRule<N extends Waisurl>(name: string, rest: Rule<Rest>): Rule<N> {
  return rule<N, [[string, Hostport, string, Database], Rest]>(
    // the rule stack says `name`; the node's type is the form that matched
    name as N['type'],
    seq(prefix, rest),
    ([[, hp, , db], r]) =>
      ({
        type: r === undefined ? 'waisdatabase' : 'search' in r ? 'waisindex' : 'waisdoc',
        hostport: hp,
        database: db,
        ...r,
        effectivePort: effectivePort(hp, defaultPort('wais')),
      }) as unknown as NodeFields<N>,
  );
}

/** waisdatabase = "wais://" hostport "/" database */
export const waisdatabase: Rule<Waisdatabase> = waisRule('waisdatabase', nothing);
/** waisindex = "wais://" hostport "/" database "?" search */
export const waisindex: Rule<Waisindex> = waisRule('waisindex', index);
/** waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath */
export const waisdoc: Rule<Waisdoc> = waisRule('waisdoc', doc);
/**
 * waisurl = waisdatabase | waisindex | waisdoc
 * The three share the prefix up to database, which stops at "?", "/" or the end: one pass.
 */
export const waisurl: Rule<Waisurl> = waisRule('waisurl', opt(alt<Rest>(index, doc)));
