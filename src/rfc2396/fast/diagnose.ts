// From the modules themselves, not ../../engine: compiled to CommonJS, a re-export is a getter
// called on every use, and these are used a dozen times per diagnosis.
import { scanRun } from '../../engine/combinators';
import { END_OF_INPUT, ErrorCode } from '../../engine/errors';
import { RuleFrame, ruleFrame, tracker } from '../../engine/tracker';
import { REG_NAME_CHARACTER, REG_NAME_EXPECTED, USERINFO_CHARACTER, USERINFO_EXPECTED } from '../authority';
import { ALPHA, DIGIT, URIC, URIC_NO_SLASH } from '../characters';
import { scanHostname, scanIPv4address } from '../host';
import { IN_OPAQUE_PART, IN_PATH_SEGMENTS, OPAQUE_START, PATH_CHARACTER, REL_SEGMENT_CHARACTER, REL_SEGMENT_EXPECTED } from '../path';
import { IN_FRAGMENT, IN_QUERY, IN_SCHEME, SCHEME_CHARACTER, SCHEME_START } from '../uri';
import { AT, COLON, NUMBER_SIGN, PERCENT, QUESTION, SLASH } from './codes';

/*
 * The failures the combinators record for a non-member of URI-reference, recorded by a
 * direct reading of them (issue 6: a diagnosis costs a few microseconds, not dozens of
 * closures and reply objects). Each function below is one rule of src/rfc2396/{uri,authority,
 * host,path}.ts: it makes the tracker calls that rule makes, in the same order, with the
 * same expected lists, codes and rule stack, and returns the end of its match or -1. The
 * tracker then holds what a combinator run leaves in it, so `buildError` gives the same
 * error. Only failures matter here (URI-reference itself never fails: both its parts are
 * optional), so nothing is built. spec/rfc2396/fast/diagnose.spec.ts holds it to the
 * combinators; a grammar change must be made in both.
 */

const SLASH_EXPECTED = ['"/"'];
const COLON_EXPECTED = ['":"'];
const AT_EXPECTED = ['"@"'];
const QUESTION_EXPECTED = ['"?"'];
const NUMBER_SIGN_EXPECTED = ['"#"'];
const PORT_EXPECTED = [DIGIT.name];
const END = [END_OF_INPUT];
const NOTHING: string[] = [];

const frame = ruleFrame;
const stack = tracker.stack;

/** Records a failure with `at` as the rule stack (the combinators' stack at that call). */
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

/** A run of `cls` (and escapes) at `i` with `at` on the stack: scanRun records a malformed escape where it stops. */
function run(at: RuleFrame, s: string, i: number, cls: typeof URIC, escapes: boolean): number {
  stack.top = at;
  return scanRun(s, i, cls, escapes);
}

// abs_path = "/" path_segments;  path_segments = segment *( "/" segment )
function absPath(s: string, i: number, f: AbsPathFrames): number {
  if (s.charCodeAt(i) !== SLASH) {
    fail(f.absPath, i, SLASH_EXPECTED);
    return -1;
  }
  const end = run(f.segment, s, i + 1, PATH_CHARACTER, true);
  fail(f.segment, end, IN_PATH_SEGMENTS);
  return end;
}

// hostport = host [ ":" port ];  host = hostname | IPv4address (the longer)
function hostport(s: string, i: number, f: AuthorityFrames): number {
  stack.top = f.hostname;
  const name = scanHostname(s, i);
  if (name < 0) tracker.fail(i, NOTHING); // scannerRule's failure: its reason is recorded
  stack.top = f.IPv4address;
  const quad = scanIPv4address(s, i);
  if (quad < 0) tracker.fail(i, NOTHING);
  const h = name >= 0 && (quad < 0 || name >= quad) ? name : quad;
  if (h < 0) return -1;
  if (s.charCodeAt(h) !== COLON) {
    fail(f.hostport, h, COLON_EXPECTED);
    return h;
  }
  const end = run(f.port, s, h + 1, DIGIT, false);
  fail(f.port, end, PORT_EXPECTED);
  return end;
}

// server = [ [ userinfo "@" ] hostport ]: the first alternative that succeeds (never fails)
function server(s: string, a: number, f: AuthorityFrames): number {
  const u = run(f.userinfo, s, a, USERINFO_CHARACTER, true);
  fail(f.userinfo, u, USERINFO_EXPECTED);
  if (s.charCodeAt(u) === AT) {
    const h = hostport(s, u + 1, f);
    if (h >= 0) return h;
  } else {
    fail(f.server, u, AT_EXPECTED);
  }
  const h = hostport(s, a, f);
  return h >= 0 ? h : a;
}

// authority = server | reg_name: a server only when no reg_name character follows it (§3.2)
function authority(s: string, a: number, f: AuthorityFrames): number {
  const e = server(s, a, f);
  const c = s.charCodeAt(e);
  if (!REG_NAME_CHARACTER.has(c) && c !== PERCENT) {
    fail(f.authority, e, REG_NAME_EXPECTED);
    return e;
  }
  const end = run(f.regName, s, a, REG_NAME_CHARACTER, true);
  fail(f.regName, end, REG_NAME_EXPECTED);
  if (end === a) {
    fail(f.regName, end, REG_NAME_EXPECTED); // 1*( … ): the minimum
    return -1;
  }
  return end;
}

// net_path = "//" authority [ abs_path ]
function netPath(s: string, i: number, f: NetPathFrames): number {
  if (s.charCodeAt(i) !== SLASH) {
    fail(f.netPath, i, SLASH_EXPECTED);
    return -1;
  }
  if (s.charCodeAt(i + 1) !== SLASH) {
    fail(f.netPath, i + 1, SLASH_EXPECTED);
    return -1;
  }
  const p = authority(s, i + 2, f.authority);
  return p < 0 ? -1 : pathAfterAuthority(s, p, f);
}

// net_path's [ abs_path ], after the authority
function pathAfterAuthority(s: string, p: number, f: NetPathFrames): number {
  const end = absPath(s, p, f.absPath);
  return end < 0 ? p : end;
}

// rel_path = rel_segment [ abs_path ]
function relPath(s: string, i: number): number {
  const end = run(REL_SEGMENT, s, i, REL_SEGMENT_CHARACTER, true);
  fail(REL_SEGMENT, end, REL_SEGMENT_EXPECTED, s.charCodeAt(end) === COLON ? 'colon-in-first-segment' : undefined);
  if (end === i) {
    fail(REL_SEGMENT, end, REL_SEGMENT_EXPECTED); // 1*( … ): the minimum
    return -1;
  }
  const p = absPath(s, end, REL_PATH_ABS_PATH);
  return p < 0 ? end : p;
}

// [ "?" query ], query = *uric
function queryPart(s: string, p: number, f: PathChoiceFrames): number {
  if (s.charCodeAt(p) !== QUESTION) {
    fail(f.rule, p, QUESTION_EXPECTED);
    return p;
  }
  const end = run(f.query, s, p + 1, URIC, true);
  fail(f.query, end, IN_QUERY);
  return end;
}

// hier_part = ( net_path | abs_path ) [ "?" query ];  relativeURI adds rel_path
function pathChoice(s: string, i: number, f: PathChoiceFrames, relative: boolean): number {
  let p = netPath(s, i, f.netPath);
  if (p < 0) p = absPath(s, i, f.absPath);
  if (p < 0 && relative) p = relPath(s, i);
  return p < 0 ? -1 : queryPart(s, p, f);
}

// opaque_part = uric_no_slash *uric
function opaquePart(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c === SLASH || (!URIC_NO_SLASH.has(c) && c !== PERCENT)) {
    fail(OPAQUE_PART, i, OPAQUE_START);
    return -1;
  }
  const end = run(OPAQUE_PART, s, i, URIC, true);
  fail(OPAQUE_PART, end, IN_OPAQUE_PART);
  if (end === i) {
    fail(OPAQUE_PART, i, OPAQUE_START); // a malformed escape first
    return -1;
  }
  return end;
}

// absoluteURI = scheme ":" ( hier_part | opaque_part ), something after the ":" (pitfall 5)
function absoluteUri(s: string): number {
  if (!ALPHA.has(s.charCodeAt(0))) {
    fail(SCHEME, 0, SCHEME_START);
    return -1;
  }
  const colon = run(SCHEME, s, 1, SCHEME_CHARACTER, false);
  fail(SCHEME, colon, IN_SCHEME);
  if (s.charCodeAt(colon) !== COLON) {
    fail(ABSOLUTE_URI, colon, COLON_EXPECTED);
    return -1;
  }
  const q = colon + 1;
  let p = pathChoice(s, q, HIER_PART, false);
  if (p < 0) p = opaquePart(s, q);
  if (p < 0 && q === s.length) fail(ABSOLUTE_URI, q, NOTHING, 'empty-scheme-specific-part');
  return p;
}

/**
 * URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]   (§4.1)
 * Records in the (reset) tracker the failures of the combinators' run on `s`, then the
 * "end of input" a run that stops short records; returns where the run stopped (not
 * `s.length` for a non-member).
 *
 * `authorityEnd`: where the fast scan found the authority of an absoluteURI's net_path to end
 * (`scheme "://" authority`), or -1. The failures recorded while reading up to there are all
 * at offsets up to that end: the authority's alternatives read no further than its run of
 * reg_name characters and escapes (userinfo, hostname and port characters are reg_name
 * characters). When a "/", "?" or "#" follows, the reading from there gets past it (abs_path,
 * query or fragment takes it) and fails further on, so those failures do not count (only the
 * furthest do) and are not read again. Anything else there is where the reading fails.
 */
export function recordUriReferenceFailures(s: string, authorityEnd = -1): number {
  tracker.reset();
  if (authorityEnd >= 0 && PAST_AUTHORITY.has(s.charCodeAt(authorityEnd))) {
    return afterReference(s, queryPart(s, pathAfterAuthority(s, authorityEnd, HIER_PART.netPath), HIER_PART));
  }
  let p = absoluteUri(s);
  if (p < 0) p = pathChoice(s, 0, RELATIVE_URI, true);
  return afterReference(s, p < 0 ? 0 : p);
}

/** What can follow an authority and be read past: the "/" of abs_path, the "?" of a query, the "#" of a fragment. */
const PAST_AUTHORITY = new Set([SLASH, QUESTION, NUMBER_SIGN]);

// [ "#" fragment ], then the end of the input
function afterReference(s: string, p: number): number {
  if (s.charCodeAt(p) !== NUMBER_SIGN) {
    fail(URI_REFERENCE, p, NUMBER_SIGN_EXPECTED);
  } else {
    p = run(FRAGMENT, s, p + 1, URIC, true);
    fail(FRAGMENT, p, IN_FRAGMENT, s.charCodeAt(p) === NUMBER_SIGN ? 'second-number-sign' : undefined);
  }
  if (p !== s.length) fail(null, p, END);
  stack.top = null;
  return p;
}
