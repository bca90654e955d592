import { Node, Rule, literal, opt, rule, seq } from '../combinators';
import { schemeLiteral } from './common';
import { Login, effectivePort, login } from './login';
import { defaultPort } from '../registry/registry';

// RFC 1738 §3.8 / §5 TELNET.

export interface Telneturl extends Node<'telneturl'> {
  /** §3.8: user and password are advisory only. */
  login: Login;
  /** The explicit port, else the registry's default (23). */
  effectivePort: number | undefined;
}

/** telneturl = "telnet://" login [ "/" ] */
export const telneturl: Rule<Telneturl> = rule<Telneturl, [string, Login, string | undefined]>(
  'telneturl',
  seq(schemeLiteral('telnet://'), login, opt(literal('/'))),
  ([, l]) => ({ login: l, effectivePort: effectivePort(l.hostport, defaultPort('telnet')) }),
);
