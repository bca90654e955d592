import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Database, Waisdatabase, Waisdoc, Waisindex, Waisurl, Wpath, Wtype } from './ast';

export type { Database, Wtype, Wpath, Waisdatabase, Waisindex, Waisdoc, Waisurl } from './ast';

// RFC 1738 §3.9 / §5 WAIS.

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
