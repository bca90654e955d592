// From the modules themselves, not ../../engine: compiled to CommonJS, a re-export is a getter
// called on every use, and these are used a dozen times per diagnosis.
import { HEX_DIGIT } from '../../combinators/hex';
import { END_OF_INPUT, ErrorCode } from '../../combinators/errors';
import { RuleFrame, ruleFrame, tracker } from '../../combinators/tracker';
import { ALPHANUM, DIGIT } from '../classes';
import * as RFC2396 from '../../generated/rfc2396-charsets';
import { readingBytes } from './bytes';
import { run as scanRun } from './run';
import {
  ALPHA_BIT, DIGIT_BIT, HEX_BIT, PATH_BIT, REG_NAME_BIT, REL_SEGMENT_BIT, SCHEME_BIT, TABLE, URIC_BIT, URIC_NO_SLASH_BIT, USERINFO_BIT,
} from './classes';
import { AT, COLON, DOT, HYPHEN, NUMBER_SIGN, PERCENT, QUESTION, SLASH } from './codes';

// What each rule expects where it could go on, in the words its errors have always used (the
// compiled grammar's, with ./../reporting: spec/rfc2396/reporting.spec.ts holds the two equal).
const USERINFO_EXPECTED = RFC2396.userinfo_expected;
const REG_NAME_EXPECTED = RFC2396.reg_name_expected;
const REL_SEGMENT_EXPECTED = RFC2396.rel_segment_expected;
const IN_PATH_SEGMENTS = ['pchar', '";"', '"/"'];
const OPAQUE_START = ['uric_no_slash'];
const IN_OPAQUE_PART = ['uric'];
const SCHEME_START = ['alpha'];
const IN_SCHEME = ['alpha', 'digit', '"+"', '"-"', '"."'];
const IN_QUERY = ['uric'];
const IN_FRAGMENT = ['uric'];

/*
 * The failures `rules['URI-reference']` (grammar/rfc2396.bnf on the compiled engine, told in
 * ../reporting's words) records for a non-member, recorded by a direct reading of Appendix A
 * (a diagnosis costs a few microseconds, not a derivation). Each function below is one rule:
 * it makes the tracker calls the compiled rule makes at the furthest offset, with the same
 * expected lists, codes and rule stack, and returns the end of its match or -1. The tracker
 * then holds what the compiled rule leaves in it, so `buildError` gives the same error. Only
 * failures matter here (URI-reference itself never fails: both its parts are optional), so
 * nothing is built. spec/rfc2396/fast/diagnose.spec.ts holds it to the compiled rule; a
 * grammar change must be made here too.
 *
 * It reads the bytes the fast scan made (./bytes: the class bits of ./classes, one load and
 * one mask a character, where `charCodeAt` on a sliced or concatenated string costs several
 * times that), or for an input with characters outside ASCII, bytes in which each of them
 * is NUL: in no class and no delimiter, so every test treats it as the combinators treat a
 * character outside ASCII. Past the end, the bytes are zeros, which no test accepts either.
 */

const SLASH_EXPECTED = ['"/"'];
const COLON_EXPECTED = ['":"'];
const AT_EXPECTED = ['"@"'];
const QUESTION_EXPECTED = ['"?"'];
const NUMBER_SIGN_EXPECTED = ['"#"'];
const PORT_EXPECTED = [DIGIT.name];
const END = [END_OF_INPUT];
// what a hostname and an IPv4address expect, in RFC 2396's classes
const LABEL_START = [ALPHANUM.name];
const IN_LABEL = [ALPHANUM.name, '"-"'];
const AFTER_LABEL = [ALPHANUM.name, '"-"', '"."'];
const DIGITS = [DIGIT.name];
const DIGIT_OR_DOT = [DIGIT.name, '"."'];
const ALPHANUM_BIT = ALPHA_BIT | DIGIT_BIT;
const NOTHING: string[] = [];

const frame = ruleFrame;
const stack = tracker.stack;

/** Records a failure with `at` as the rule stack. */
function fail(at: RuleFrame | null, offset: number, expected: readonly string[], code?: ErrorCode): void {
  stack.top = at;
  tracker.fail(offset, expected, code);
}

/*
 * The rule stacks, one frame per rule and place (the grammar has no recursion), made once.
 */

interface AbsPathFrames {
  absPath: RuleFrame;
  /** path_segments scans its segments with "segment" pushed (src/rfc2396/path.ts). */
  segment: RuleFrame;
}

function absPathFrames(parent: RuleFrame): AbsPathFrames {
  const absPath = frame('abs_path', parent);
  return { absPath, segment: frame('segment', frame('path_segments', absPath)) };
}

interface AuthorityFrames {
  authority: RuleFrame;
  server: RuleFrame;
  userinfo: RuleFrame;
  hostport: RuleFrame;
  hostname: RuleFrame;
  IPv4address: RuleFrame;
  port: RuleFrame;
  regName: RuleFrame;
}

function authorityFrames(parent: RuleFrame): AuthorityFrames {
  const authority = frame('authority', parent);
  const server = frame('server', authority);
  const hostport = frame('hostport', server);
  const host = frame('host', hostport);
  return {
    authority,
    server,
    userinfo: frame('userinfo', server),
    hostport,
    hostname: frame('hostname', host),
    IPv4address: frame('IPv4address', host),
    port: frame('port', hostport),
    regName: frame('reg_name', authority),
  };
}

interface NetPathFrames {
  netPath: RuleFrame;
  authority: AuthorityFrames;
  absPath: AbsPathFrames;
}

function netPathFrames(parent: RuleFrame): NetPathFrames {
  const netPath = frame('net_path', parent);
  return { netPath, authority: authorityFrames(netPath), absPath: absPathFrames(netPath) };
}

/** hier_part and relativeURI: a path choice, then `[ "?" query ]`. */
interface PathChoiceFrames {
  rule: RuleFrame;
  netPath: NetPathFrames;
  absPath: AbsPathFrames;
  query: RuleFrame;
}

function pathChoiceFrames(rule: RuleFrame): PathChoiceFrames {
  return { rule, netPath: netPathFrames(rule), absPath: absPathFrames(rule), query: frame('query', rule) };
}

const URI_REFERENCE = frame('URI-reference', null);
const ABSOLUTE_URI = frame('absoluteURI', URI_REFERENCE);
const SCHEME = frame('scheme', ABSOLUTE_URI);
const OPAQUE_PART = frame('opaque_part', ABSOLUTE_URI);
const HIER_PART = pathChoiceFrames(frame('hier_part', ABSOLUTE_URI));
const RELATIVE_URI = pathChoiceFrames(frame('relativeURI', URI_REFERENCE));
const REL_PATH = frame('rel_path', RELATIVE_URI.rule);
const REL_SEGMENT = frame('rel_segment', REL_PATH);
const REL_PATH_ABS_PATH = absPathFrames(REL_PATH);
const FRAGMENT = frame('fragment', URI_REFERENCE);

/**
 * A run at `i` of characters with class bit `bit`, and of escapes when `escapes` is set, with
 * `at` on the stack, recording a malformed escape (at its first character that is no hex
 * digit, code bad-escape: §2.4.1) where it stops. The run itself is the fast
 * scan's (./run): it stops at a "%" only when no escape starts there.
 */
function run(at: RuleFrame, b: Uint8Array, i: number, bit: number, escapes: boolean): number {
  stack.top = at;
  if (!escapes) {
    let p = i;
    while (TABLE[b[p]] & bit) p++;
    return p;
  }
  const end = scanRun(b, i, bit);
  if (b[end] === PERCENT) tracker.fail(TABLE[b[end + 1]] & HEX_BIT ? end + 2 : end + 1, HEX_DIGIT, 'bad-escape');
  return end;
}

// hostname = *( domainlabel "." ) toplabel [ "." ]: the longest hostname (every label
// starting with a letter is a candidate toplabel)
function hostname(b: Uint8Array, i: number): number {
  let best = -1;
  let p = i;
  for (;;) {
    const first = TABLE[b[p]];
    if (!(first & ALPHANUM_BIT)) {
      tracker.fail(p, LABEL_START);
      return best;
    }
    // domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum: never ends in "-"
    let end = ++p;
    for (let c = b[p]; c === HYPHEN || TABLE[c] & ALPHANUM_BIT; c = b[++p]) if (c !== HYPHEN) end = p + 1;
    if (end !== p || b[p] !== DOT) {
      tracker.fail(p, end !== p ? IN_LABEL : AFTER_LABEL);
      return first & ALPHA_BIT ? end : best;
    }
    if (first & ALPHA_BIT) best = p + 1; // with its trailing "."
    p++;
  }
}

// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
function ipv4address(b: Uint8Array, i: number): number {
  let p = i;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (b[p] !== DOT) {
        tracker.fail(p, DIGIT_OR_DOT);
        return -1;
      }
      p++;
    }
    if (!(TABLE[b[p]] & DIGIT_BIT)) {
      tracker.fail(p, DIGITS);
      return -1;
    }
    while (TABLE[b[p]] & DIGIT_BIT) p++;
  }
  tracker.fail(p, DIGITS);
  return p;
}

// abs_path = "/" path_segments;  path_segments = segment *( "/" segment )
function absPath(b: Uint8Array, i: number, f: AbsPathFrames): number {
  if (b[i] !== SLASH) {
    fail(f.absPath, i, SLASH_EXPECTED);
    return -1;
  }
  const end = run(f.segment, b, i + 1, PATH_BIT, true);
  fail(f.segment, end, IN_PATH_SEGMENTS);
  return end;
}

// hostport = host [ ":" port ];  host = hostname | IPv4address (the longer)
function hostport(b: Uint8Array, i: number, f: AuthorityFrames): number {
  stack.top = f.hostname;
  const name = hostname(b, i);
  if (name < 0) tracker.fail(i, NOTHING); // scannerRule's failure: its reason is recorded
  stack.top = f.IPv4address;
  const quad = ipv4address(b, i);
  if (quad < 0) tracker.fail(i, NOTHING);
  const h = name >= 0 && (quad < 0 || name >= quad) ? name : quad;
  if (h < 0) return -1;
  if (b[h] !== COLON) {
    fail(f.hostport, h, COLON_EXPECTED);
    return h;
  }
  const end = run(f.port, b, h + 1, DIGIT_BIT, false);
  fail(f.port, end, PORT_EXPECTED);
  return end;
}

// server = [ [ userinfo "@" ] hostport ]: the first alternative that succeeds (never fails)
function server(b: Uint8Array, a: number, f: AuthorityFrames): number {
  const u = run(f.userinfo, b, a, USERINFO_BIT, true);
  fail(f.userinfo, u, USERINFO_EXPECTED);
  if (b[u] === AT) {
    const h = hostport(b, u + 1, f);
    if (h >= 0) return h;
  } else {
    fail(f.server, u, AT_EXPECTED);
  }
  const h = hostport(b, a, f);
  return h >= 0 ? h : a;
}

// authority = server | reg_name: a server only when no reg_name character follows it (§3.2)
function authority(b: Uint8Array, a: number, f: AuthorityFrames): number {
  const e = server(b, a, f);
  const c = b[e];
  if (!(TABLE[c] & REG_NAME_BIT) && c !== PERCENT) {
    fail(f.authority, e, REG_NAME_EXPECTED);
    return e;
  }
  const end = run(f.regName, b, a, REG_NAME_BIT, true);
  fail(f.regName, end, REG_NAME_EXPECTED);
  if (end === a) {
    fail(f.regName, end, REG_NAME_EXPECTED); // 1*( … ): the minimum
    return -1;
  }
  return end;
}

// net_path = "//" authority [ abs_path ]
function netPath(b: Uint8Array, i: number, f: NetPathFrames): number {
  if (b[i] !== SLASH) {
    fail(f.netPath, i, SLASH_EXPECTED);
    return -1;
  }
  if (b[i + 1] !== SLASH) {
    fail(f.netPath, i + 1, SLASH_EXPECTED);
    return -1;
  }
  const p = authority(b, i + 2, f.authority);
  return p < 0 ? -1 : pathAfterAuthority(b, p, f);
}

// net_path's [ abs_path ], after the authority
function pathAfterAuthority(b: Uint8Array, p: number, f: NetPathFrames): number {
  const end = absPath(b, p, f.absPath);
  return end < 0 ? p : end;
}

// rel_path = rel_segment [ abs_path ]
function relPath(b: Uint8Array, i: number): number {
  const end = run(REL_SEGMENT, b, i, REL_SEGMENT_BIT, true);
  fail(REL_SEGMENT, end, REL_SEGMENT_EXPECTED, b[end] === COLON ? 'colon-in-first-segment' : undefined);
  if (end === i) {
    fail(REL_SEGMENT, end, REL_SEGMENT_EXPECTED); // 1*( … ): the minimum
    return -1;
  }
  const p = absPath(b, end, REL_PATH_ABS_PATH);
  return p < 0 ? end : p;
}

// [ "?" query ], query = *uric
function queryPart(b: Uint8Array, p: number, f: PathChoiceFrames): number {
  if (b[p] !== QUESTION) {
    fail(f.rule, p, QUESTION_EXPECTED);
    return p;
  }
  const end = run(f.query, b, p + 1, URIC_BIT, true);
  fail(f.query, end, IN_QUERY);
  return end;
}

// hier_part = ( net_path | abs_path ) [ "?" query ];  relativeURI adds rel_path
function pathChoice(b: Uint8Array, i: number, f: PathChoiceFrames, relative: boolean): number {
  let p = netPath(b, i, f.netPath);
  if (p < 0) p = absPath(b, i, f.absPath);
  if (p < 0 && relative) p = relPath(b, i);
  return p < 0 ? -1 : queryPart(b, p, f);
}

// opaque_part = uric_no_slash *uric
function opaquePart(b: Uint8Array, i: number): number {
  const c = b[i];
  if (c === SLASH || (!(TABLE[c] & URIC_NO_SLASH_BIT) && c !== PERCENT)) {
    fail(OPAQUE_PART, i, OPAQUE_START);
    return -1;
  }
  const end = run(OPAQUE_PART, b, i, URIC_BIT, true);
  fail(OPAQUE_PART, end, IN_OPAQUE_PART);
  if (end === i) {
    fail(OPAQUE_PART, i, OPAQUE_START); // a malformed escape first
    return -1;
  }
  return end;
}

// absoluteURI = scheme ":" ( hier_part | opaque_part ), something after the ":" (pitfall 5)
function absoluteUri(b: Uint8Array, n: number): number {
  if (!(TABLE[b[0]] & ALPHA_BIT)) {
    fail(SCHEME, 0, SCHEME_START);
    return -1;
  }
  const colon = run(SCHEME, b, 1, SCHEME_BIT, false);
  fail(SCHEME, colon, IN_SCHEME);
  if (b[colon] !== COLON) {
    fail(ABSOLUTE_URI, colon, COLON_EXPECTED);
    return -1;
  }
  return afterColon(b, n, colon);
}

// absoluteURI's ( hier_part | opaque_part ), after the ":" of its scheme at `colon`
function afterColon(b: Uint8Array, n: number, colon: number): number {
  const q = colon + 1;
  let p = pathChoice(b, q, HIER_PART, false);
  if (p < 0) p = opaquePart(b, q);
  if (p < 0 && q === n) fail(ABSOLUTE_URI, q, NOTHING, 'empty-scheme-specific-part');
  return p;
}

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * Records in the (reset) tracker the failures of the compiled rule's run on `s`, then the
 * "end of input" a run that stops short records; returns where the run stopped (not
 * `s.length` for a non-member).
 *
 * `b`: the bytes of `s` for this reading (see above); the fast scan's when it made them.
 * Only the failures at the furthest offset count, so what the fast scan read tells where
 * reading can start:
 *
 * `schemeEnd`: where the fast scan found `scheme ":"` to end (the colon), or -1. Everything
 * read up to the colon records failures at offsets up to it: the scheme, and the relativeURI
 * tried when the absoluteURI fails (its rel_segment stops at the colon, §5: no ":" in it).
 * After the colon, hier_part or opaque_part records one at least (§3: something must follow
 * it), so those do not count; the reading starts after the colon, and where the absoluteURI
 * fails, ends where the relativeURI would have (at the colon).
 *
 * `authorityEnd`: where the fast scan found the authority of an absoluteURI's net_path to end
 * (`scheme "://" authority`), or -1. The failures recorded while reading up to there are all
 * at offsets up to that end: the authority's alternatives read no further than its run of
 * reg_name characters and escapes (userinfo, hostname and port characters are reg_name
 * characters). When a "/", "?" or "#" follows, the reading from there gets past it (abs_path,
 * query or fragment takes it) and fails further on, so those failures do not count (only the
 * furthest do) and are not read again. Anything else there is where the reading fails.
 */
export function recordUriReferenceFailures(s: string, b: Uint8Array = readingBytes(s), schemeEnd = -1, authorityEnd = -1): number {
  tracker.reset();
  const n = s.length;
  if (authorityEnd >= 0 && PAST_AUTHORITY.has(b[authorityEnd])) {
    return afterReference(b, n, queryPart(b, pathAfterAuthority(b, authorityEnd, HIER_PART.netPath), HIER_PART));
  }
  if (schemeEnd >= 0) {
    const p = afterColon(b, n, schemeEnd);
    return afterReference(b, n, p < 0 ? schemeEnd : p);
  }
  let p = absoluteUri(b, n);
  if (p < 0) p = pathChoice(b, 0, RELATIVE_URI, true);
  return afterReference(b, n, p < 0 ? 0 : p);
}

/** What can follow an authority and be read past: the "/" of abs_path, the "?" of a query, the "#" of a fragment. */
const PAST_AUTHORITY = new Set([SLASH, QUESTION, NUMBER_SIGN]);

// [ "#" fragment ], then the end of the input
function afterReference(b: Uint8Array, n: number, p: number): number {
  if (b[p] !== NUMBER_SIGN) {
    fail(URI_REFERENCE, p, NUMBER_SIGN_EXPECTED);
  } else {
    p = run(FRAGMENT, b, p + 1, URIC_BIT, true);
    fail(FRAGMENT, p, IN_FRAGMENT, b[p] === NUMBER_SIGN ? 'second-number-sign' : undefined);
  }
  if (p !== n) fail(null, p, END);
  stack.top = null;
  return p;
}
