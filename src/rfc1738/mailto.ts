import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Decoded } from './common';

// RFC 1738 §3.5 / §5 MAILTO.

/** RFC 1738 §5 `encoded822addr = 1*xchar               ; further defined in RFC822`. Its `decoded` value has the escapes decoded (§2.2). */
export type Encoded822addr = Decoded<'encoded822addr'>;
export interface Mailtourl extends Node<'mailtourl'> {
  encoded822addr: Encoded822addr;
  /** §3.5: the RFC 822 addr-spec, decoded (no characters are reserved in a mailto URL). */
  address: string;
}

/** encoded822addr = 1*xchar   ; further defined in RFC822 */
export const encoded822addr: Rule<Encoded822addr> = compiledRule('encoded822addr');
/** mailtourl = "mailto:" encoded822addr */
export const mailtourl: Rule<Mailtourl> = compiledRule('mailtourl');
