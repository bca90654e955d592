import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';
import type { Hostport } from './hostport';

// RFC 1738 §3.11 / §5 PROSPERO.

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
