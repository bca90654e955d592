import { ALPHA_BIT, DIGIT_BIT, REG_NAME_BIT, TABLE } from './classes';
import { escapeAt, run } from './run';
import type { Shape } from './shape';
import { AT, COLON, DOT, HYPHEN, NUMBER_SIGN, QUESTION, SLASH } from './codes';

const ALPHANUM_BIT = ALPHA_BIT | DIGIT_BIT;

/**
 * hostname = *( domainlabel "." ) toplabel [ "." ]   (§3.2.2)
 * The end of the longest hostname at `i`, or -1: every label starting with a letter is a
 * candidate toplabel and the last one wins, as in the compiled grammar's derivation.
 */
function hostnameEnd(b: Uint8Array, i: number): number {
  let best = -1;
  let p = i;
  for (;;) {
    if (!(TABLE[b[p]] & ALPHANUM_BIT)) return best;
    const top = (TABLE[b[p]] & ALPHA_BIT) !== 0;
    let run = p + 1;
    let end = run; // a label never ends in "-"
    for (;; run++) {
      const c = b[run];
      if (c === HYPHEN) continue;
      if (!(TABLE[c] & ALPHANUM_BIT)) break;
      end = run + 1;
    }
    if (end !== run || b[run] !== DOT) return top ? end : best;
    if (top) best = run + 1;
    p = run + 1;
  }
}

/** IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit   (§3.2.2): its end at `i`, or -1. */
function ipv4End(b: Uint8Array, i: number): number {
  let p = i;
  for (let part = 0; part < 4; part++) {
    if (part > 0 && b[p++] !== DOT) return -1;
    if (!(TABLE[b[p]] & DIGIT_BIT)) return -1;
    while (TABLE[b[p]] & DIGIT_BIT) p++;
  }
  return p;
}

/** hostport = host [ ":" port ], host = hostname | IPv4address (the longer; §3.2.2): its end at `i`, or -1. */
function hostportEnd(b: Uint8Array, i: number, shape: Shape): number {
  const name = hostnameEnd(b, i);
  const quad = TABLE[b[i]] & DIGIT_BIT ? ipv4End(b, i) : -1;
  if (name < 0 && quad < 0) return -1;
  shape.ipv4 = quad > name;
  let p = shape.ipv4 ? quad : name;
  shape.hostStart = i;
  shape.hostEnd = p;
  shape.portStart = -1;
  if (b[p] === COLON) {
    shape.portStart = ++p;
    while (TABLE[b[p]] & DIGIT_BIT) p++;
  }
  return p;
}

/** userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ): reg_name's characters but "@". */
function userinfoEnd(b: Uint8Array, i: number): number {
  let p = i;
  for (;;) {
    const c = b[p];
    if (c !== AT && TABLE[c] & REG_NAME_BIT) p++;
    else if (escapeAt(b, p)) p += 3;
    else return p;
  }
}

/** Whether an "@" is in `b[a .. end - 1]` (a loop: a typed array's lastIndexOf is a call into the runtime). */
function hasAt(b: Uint8Array, a: number, end: number): boolean {
  for (let p = a; p < end; p++) if (b[p] === AT) return true;
  return false;
}

/**
 * server = [ [ userinfo "@" ] hostport ], as the compiled grammar's derivation reads it (an earlier alternative first):
 * whether the server at `a` ends exactly at `end`. Records its parts in `shape`.
 */
function serverSpans(b: Uint8Array, a: number, end: number, shape: Shape): boolean {
  const u = hasAt(b, a, end) ? userinfoEnd(b, a) : -1; // no "@": no userinfo
  if (u >= 0 && b[u] === AT) {
    const h = hostportEnd(b, u + 1, shape);
    if (h >= 0) {
      shape.userinfoEnd = u;
      return h === end;
    }
  }
  shape.userinfoEnd = -1;
  const h = hostportEnd(b, a, shape);
  if (h >= 0) return h === end;
  shape.hostStart = -1;
  return a === end;
}

/** Whether the authority ends at `p` (whose code unit is `c`): "/", "?", "#" or the end of the input (§3.2). */
function endsAuthority(c: number, p: number, n: number): boolean {
  return c === SLASH || c === QUESTION || c === NUMBER_SIGN || p === n;
}

/**
 * authority = server | reg_name   (§3.2): a server only when it spans the whole authority,
 * else a reg_name (§4.3: the compiled grammar derives it so). The authority's end, or -1 when no
 * URI-reference can go on after it: a malformed escape, or anything but "/", "?", "#" or
 * the end (which of server and reg_name it is then matters to nobody).
 */
export function authorityEnd(b: Uint8Array, n: number, a: number, shape: Shape): number {
  // The common case first: a hostport followed by what ends an authority ("/", "?", "#" or
  // the end; §3.2). Its characters are all userinfo and reg_name characters, so the userinfo
  // alternative stops there without an "@", and the server spans the whole authority.
  const h = hostportEnd(b, a, shape);
  if (h >= 0 && endsAuthority(b[h], h, n)) {
    shape.authorityStart = a;
    shape.authorityEnd = h;
    shape.userinfoEnd = -1;
    shape.regName = false;
    return h;
  }
  const end = run(b, a, REG_NAME_BIT);
  if (!endsAuthority(b[end], end, n)) return -1;
  shape.authorityStart = a;
  shape.authorityEnd = end;
  shape.regName = !serverSpans(b, a, end, shape);
  return end;
}
