import { ALPHA_BIT, DIGIT_BIT, REG_NAME_BIT, TABLE, at, bits } from './classes';
import { escapeAt, run } from './run';
import type { Shape } from './shape';
import { AT, COLON, DOT, HYPHEN, NUMBER_SIGN, PERCENT, QUESTION, SLASH } from './codes';

const ALPHANUM_BIT = ALPHA_BIT | DIGIT_BIT;

/**
 * hostname = *( domainlabel "." ) toplabel [ "." ]   (§3.2.2)
 * The end of the longest hostname at `i`, or -1: every label starting with a letter is a
 * candidate toplabel and the last one wins, as in the combinator (src/rfc2396/host.ts).
 */
function hostnameEnd(s: string, i: number): number {
  let best = -1;
  let p = i;
  for (;;) {
    if (!(bits(at(s, p)) & ALPHANUM_BIT)) return best;
    const top = (bits(at(s, p)) & ALPHA_BIT) !== 0;
    let run = p + 1;
    let end = run; // a label never ends in "-"
    for (; run < s.length; run++) {
      const c = s.charCodeAt(run);
      if (c === HYPHEN) continue;
      if (!(c < 128 && TABLE[c] & ALPHANUM_BIT)) break;
      end = run + 1;
    }
    if (end !== run || at(s, run) !== DOT) return top ? end : best;
    if (top) best = run + 1;
    p = run + 1;
  }
}

/** IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit   (§3.2.2): its end at `i`, or -1. */
function ipv4End(s: string, i: number): number {
  let p = i;
  for (let part = 0; part < 4; part++) {
    if (part > 0 && at(s, p++) !== DOT) return -1;
    if (!(bits(at(s, p)) & DIGIT_BIT)) return -1;
    while (bits(at(s, p)) & DIGIT_BIT) p++;
  }
  return p;
}

/** hostport = host [ ":" port ], host = hostname | IPv4address (the longer; §3.2.2): its end at `i`, or -1. */
function hostportEnd(s: string, i: number, shape: Shape): number {
  const name = hostnameEnd(s, i);
  const quad = bits(at(s, i)) & DIGIT_BIT ? ipv4End(s, i) : -1;
  if (name < 0 && quad < 0) return -1;
  shape.ipv4 = quad > name;
  let p = shape.ipv4 ? quad : name;
  shape.hostStart = i;
  shape.hostEnd = p;
  shape.portStart = -1;
  if (at(s, p) === COLON) {
    shape.portStart = ++p;
    while (bits(at(s, p)) & DIGIT_BIT) p++;
  }
  return p;
}

/** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ): reg_name's characters but "@". */
function userinfoEnd(s: string, i: number): number {
  let p = i;
  for (;;) {
    const c = at(s, p);
    if (c !== AT && bits(c) & REG_NAME_BIT) p++;
    else if (escapeAt(s, p)) p += 3;
    else return p;
  }
}

/**
 * server = [ [ userinfo "@" ] hostport ], as the combinator's ordered choice reads it:
 * whether the server at `a` ends exactly at `end`. Records its parts in `shape`.
 */
function serverSpans(s: string, a: number, end: number, shape: Shape): boolean {
  const u = s.lastIndexOf('@', end - 1) < a ? -1 : userinfoEnd(s, a); // no "@": no userinfo
  if (u >= 0 && at(s, u) === AT) {
    const h = hostportEnd(s, u + 1, shape);
    if (h >= 0) {
      shape.userinfoEnd = u;
      return h === end;
    }
  }
  shape.userinfoEnd = -1;
  const h = hostportEnd(s, a, shape);
  if (h >= 0) return h === end;
  shape.hostStart = -1;
  return a === end;
}

/** Whether the authority ends at `p` (whose code unit is `c`): "/", "?", "#" or the end of the input (§3.2). */
function endsAuthority(c: number, p: number, s: string): boolean {
  return c === SLASH || c === QUESTION || c === NUMBER_SIGN || p === s.length;
}

/**
 * authority = server | reg_name   (§3.2): a server only when it spans the whole authority,
 * else a reg_name (src/rfc2396/authority.ts). The authority's end, or -1 when what follows
 * it can only be a malformed escape (then no URI-reference matches).
 */
export function authorityEnd(s: string, a: number, shape: Shape): number {
  // The common case first: a hostport followed by what ends an authority ("/", "?", "#" or
  // the end; §3.2). Its characters are all userinfo and reg_name characters, so the userinfo
  // alternative stops there without an "@", and the server spans the whole authority.
  const h = hostportEnd(s, a, shape);
  if (h >= 0 && endsAuthority(at(s, h), h, s)) {
    shape.authorityStart = a;
    shape.authorityEnd = h;
    shape.userinfoEnd = -1;
    shape.regName = false;
    return h;
  }
  const end = run(s, a, REG_NAME_BIT);
  if (at(s, end) === PERCENT) return -1;
  shape.authorityStart = a;
  shape.authorityEnd = end;
  shape.regName = !serverSpans(s, a, end, shape);
  return end;
}
