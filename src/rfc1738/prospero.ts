import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Fieldname, Fieldspec, Fieldvalue, Ppath, Prosperourl, Psegment } from './ast';

export type { Psegment, Ppath, Fieldname, Fieldvalue, Fieldspec, ProsperoField, Prosperourl } from './ast';

// RFC 1738 §3.11 / §5 PROSPERO.

/** psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ] */
export const psegment: Rule<Psegment> = compiledRule('psegment');
/** ppath = psegment *[ "/" psegment ] */
export const ppath: Rule<Ppath> = compiledRule('ppath');
/** fieldname = *[ uchar | "?" | ":" | "@" | "&" ] */
export const fieldname: Rule<Fieldname> = compiledRule('fieldname');
/** fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ] */
export const fieldvalue: Rule<Fieldvalue> = compiledRule('fieldvalue');
/** fieldspec = ";" fieldname "=" fieldvalue */
export const fieldspec: Rule<Fieldspec> = compiledRule('fieldspec');
/** prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
export const prosperourl: Rule<Prosperourl> = compiledRule('prosperourl');
