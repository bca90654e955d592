import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Encoded822addr, Mailtourl } from './ast';

export type { Encoded822addr, Mailtourl } from './ast';

// RFC 1738 §3.5 / §5 MAILTO.

/** encoded822addr = 1*xchar   ; further defined in RFC822 */
export const encoded822addr: Rule<Encoded822addr> = compiledRule('encoded822addr');
/** mailtourl = "mailto:" encoded822addr */
export const mailtourl: Rule<Mailtourl> = compiledRule('mailtourl');
