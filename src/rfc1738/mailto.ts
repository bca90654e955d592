import { Node, Rule, rule, seq } from '../combinators';
import { Decoded, charRun, decodedRule, schemeLiteral } from './common';

// RFC 1738 §3.5 / §5 MAILTO.

/** RFC 1738 §5 `encoded822addr = 1*xchar               ; further defined in RFC822`. Its `decoded` value has the escapes decoded (§2.2). */
export type Encoded822addr = Decoded<'encoded822addr'>;
export interface Mailtourl extends Node<'mailtourl'> {
  encoded822addr: Encoded822addr;
  /** §3.5: the RFC 822 addr-spec, decoded (no characters are reserved in a mailto URL). */
  address: string;
}

/** encoded822addr = 1*xchar   ; further defined in RFC822 */
export const encoded822addr: Rule<Encoded822addr> = decodedRule('encoded822addr', charRun(['xchar'], 1));

/** mailtourl = "mailto:" encoded822addr */
export const mailtourl: Rule<Mailtourl> = rule<Mailtourl, [string, Encoded822addr]>(
  'mailtourl',
  seq(schemeLiteral('mailto:'), encoded822addr),
  ([, a]) => ({ encoded822addr: a, address: a.decoded }),
);
