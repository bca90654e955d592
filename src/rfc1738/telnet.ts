import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Login } from './hostport';

// RFC 1738 §3.8 / §5 TELNET.

export interface Telneturl extends Node<'telneturl'> {
  /** §3.8: user and password are advisory only. */
  login: Login;
  /** The explicit port, else the registry's default (23). */
  effectivePort: number | undefined;
}

/** telneturl = "telnet://" login [ "/" ] */
export const telneturl: Rule<Telneturl> = compiledRule('telneturl');
