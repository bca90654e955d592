import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Telneturl } from './ast';

export type { Telneturl } from './ast';

// RFC 1738 §3.8 / §5 TELNET.

/** telneturl = "telnet://" login [ "/" ] */
export const telneturl: Rule<Telneturl> = compiledRule('telneturl');
