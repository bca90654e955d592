import { CharClass, NodeFields, Rule, alt, literal, notFollowedBy, rule, scan, seq, success, fromFn, fnOf, leafRule, tracker } from '../combinators';
import type { Authority, Hostport, RegName, Server, Userinfo } from './ast';
import * as RFC2396 from '../generated/rfc2396-charsets';
import { hostport } from './host';

// userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
export const USERINFO_CHARACTER = new CharClass('userinfo character', RFC2396.userinfo);
// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
export const REG_NAME_CHARACTER = new CharClass('reg_name character', RFC2396.reg_name);

export const USERINFO_EXPECTED = RFC2396.userinfo_expected;
export const userinfo: Rule<Userinfo> = leafRule(
  'userinfo',
  scan(USERINFO_CHARACTER, { escapes: true, expected: USERINFO_EXPECTED }),
);

export const REG_NAME_EXPECTED = RFC2396.reg_name_expected;

export const reg_name: Rule<RegName> = leafRule(
  'reg_name',
  scan(REG_NAME_CHARACTER, { escapes: true, min: 1, expected: REG_NAME_EXPECTED }),
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

/**
 * A server spanning the whole authority. Its text is all reg_name characters, so the same
 * text read as a reg_name could go on with any reg_name character: say so where it ends
 * (found by the differential test, spec/rfc2396/regressions.spec.ts: "@xé").
 */
const serverThenEnd = fnOf(seq(server, endOfAuthority));
const wholeServer = fromFn<Server>((input, i) => {
  const r = serverThenEnd(input, i);
  if (!r.status) return r;
  tracker.fail(r.index, REG_NAME_EXPECTED);
  return success(r.index, r.value[0]);
});

// authority = server | reg_name
// RFC 2396 §3.2 / GUIDE pitfall 3: the BNF is ambiguous; a server is taken only when it
// spans the whole authority, otherwise the authority is a reg_name.
export const authority: Rule<Authority> = rule<Authority, Server | RegName>(
  'authority',
  alt<Server | RegName>(wholeServer, reg_name),
  (a) => (a.type === 'server' ? { server: a } : { regName: a }) as NodeFields<Authority>,
);
