import { Node, Rule, literal, many, rule, seq } from '../combinators';
import { Decoded, charRun, decode, decodedRule, schemeLiteral } from './common';
import { segmentList } from './segments';
import { Hostport, effectivePort, hostport } from './login';
import { defaultPort } from '../registry/registry';

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
export const psegment: Rule<Psegment> = decodedRule('psegment', charRun(['uchar', '"?"', '":"', '"@"', '"&"', '"="']));

/**
 * ppath = psegment *[ "/" psegment ]
 */
export const ppath: Rule<Ppath> = segmentList<Ppath, 'psegment'>('ppath', 'psegments', psegment, 'psegment');

/** fieldname = *[ uchar | "?" | ":" | "@" | "&" ] */
export const fieldname: Rule<Fieldname> = decodedRule('fieldname', charRun(['uchar', '"?"', '":"', '"@"', '"&"']));
/** fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ] */
export const fieldvalue: Rule<Fieldvalue> = decodedRule('fieldvalue', charRun(['uchar', '"?"', '":"', '"@"', '"&"']));

/** fieldspec = ";" fieldname "=" fieldvalue */
export const fieldspec: Rule<Fieldspec> = rule<Fieldspec, [string, Fieldname, string, Fieldvalue]>(
  'fieldspec',
  seq(literal(';'), fieldname, literal('='), fieldvalue),
  ([, n, , v]) => ({ fieldname: n, fieldvalue: v }),
);

/** prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] */
export const prosperourl: Rule<Prosperourl> = rule<Prosperourl, [string, Hostport, string, Ppath, Fieldspec[]]>(
  'prosperourl',
  seq(schemeLiteral('prospero://'), hostport, literal('/'), ppath, many(fieldspec)),
  ([, hp, , p, specs]) => ({
    hostport: hp,
    ppath: p,
    hsoname: decode(p.text), // the decoded segments joined by "/": no escape spans a "/" (the list itself may be deferred)
    fieldspecs: specs,
    fields: specs.map((f) => ({ name: f.fieldname.decoded, value: f.fieldvalue.decoded })),
    effectivePort: effectivePort(hp, defaultPort('prospero')),
  }),
);
