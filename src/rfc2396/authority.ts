import { CharClass, NodeFields, Rule, alt, literal, map, notFollowedBy, rule, scan, seq, success, fromFn, leafRule } from '../engine';
import type { Authority, Hostport, RegName, Server, Userinfo } from './ast';
import { UNRESERVED } from './characters';
import { hostport } from './host';

// userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
const USERINFO_CHARACTER = UNRESERVED.union('userinfo character', new CharClass('', ';:&=+$,'));
// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
const REG_NAME_CHARACTER = UNRESERVED.union('reg_name character', new CharClass('', '$,;:@&=+'));

export const userinfo: Rule<Userinfo> = leafRule(
  'userinfo',
  scan(USERINFO_CHARACTER, { escapes: true, expected: ['unreserved', 'escaped', '";"', '":"', '"&"', '"="', '"+"', '"$"', '","'] }),
);

export const reg_name: Rule<RegName> = leafRule(
  'reg_name',
  scan(REG_NAME_CHARACTER, {
    escapes: true,
    min: 1,
    expected: ['unreserved', 'escaped', '"$"', '","', '";"', '":"', '"@"', '"&"', '"="', '"+"'],
  }),
);

const nothing = fromFn((_input, i) => success(i, undefined));

// server = [ [ userinfo "@" ] hostport ]
// userinfo has no "@" and hostport's characters are userinfo characters, so the first
// alternative that succeeds is the longest: ordered choice is exact here.
export const server: Rule<Server> = rule<Server, [Userinfo, string, Hostport] | Hostport | undefined>(
  'server',
  alt<[Userinfo, string, Hostport] | Hostport | undefined>(seq(userinfo, literal('@'), hostport), hostport, nothing),
  (v) => (v === undefined ? {} : Array.isArray(v) ? { userinfo: v[0], hostport: v[2] } : { hostport: v }),
);

/** After an authority: a character that no reg_name can continue with (§3.2: the authority ends at "/", "?", "#" or the end). */
const endOfAuthority = notFollowedBy(REG_NAME_CHARACTER, true);

// authority = server | reg_name
// RFC 2396 §3.2 / GUIDE pitfall 3: the BNF is ambiguous; a server is taken only when it
// spans the whole authority, otherwise the authority is a reg_name.
export const authority: Rule<Authority> = rule<Authority, Server | RegName>(
  'authority',
  alt<Server | RegName>(map(seq(server, endOfAuthority), ([s]) => s), reg_name),
  (a) => (a.type === 'server' ? { server: a } : { regName: a }) as NodeFields<Authority>,
);
