import type { Span } from '../combinators';
import { own } from '../own';
import type { UriReference } from '../rfc2396';
import { LintFinding, finding } from './codes';
import { escaped_source } from '../generated/rfc2396-membership';

// RFC 2396 §7 paragraph 3: an escaped delimiter of the scheme's protocol (CR and LF for the
// line-based ones) must not be unescaped before transmission; a client that does sends an
// extra line, header or command. The fragment is never transmitted (§4.1), so is not read.

/** What the protocol of a scheme treats as a delimiter. */
interface Protocol {
  name: string;
  /** CR and LF end a command, request line or header line. */
  lines: boolean;
  /** NUL ends a string in the programs that handle it. */
  nul: boolean;
  /** Octet 255 is Telnet's IAC (interpret as command): Telnet and FTP's control connection (RFC 959). */
  iac: boolean;
  /** Gopher (RFC 1738 §3.4): "%09" separates selector, search and gopher+ string; a third one is an extra field. */
  gopherTabs: boolean;
  /** mailto (RFC 6068 §5): CR LF are line breaks inside the body hfield, and only there. */
  mailtoBody: boolean;
  /** HTTP: the query carries form data, where HTML writes a line break as "%0D%0A"; clients send it escaped. */
  formQuery: boolean;
}

function protocol(name: string, more: Partial<Protocol> = {}): Protocol {
  return { name, lines: true, nul: true, iac: false, gopherTabs: false, mailtoBody: false, formQuery: false, ...more };
}

const HTTP = protocol('HTTP', { formQuery: true });
const PROTOCOLS: ReadonlyMap<string, Protocol> = new Map([
  ['http', HTTP],
  ['https', HTTP],
  ['ws', HTTP],
  ['wss', HTTP],
  ['ftp', protocol('FTP', { iac: true })],
  ['telnet', protocol('Telnet', { iac: true })],
  ['gopher', protocol('Gopher', { gopherTabs: true })],
  ['mailto', protocol('SMTP and mail headers', { mailtoBody: true })],
  ['news', protocol('NNTP')],
  ['nntp', protocol('NNTP')],
  ['file', protocol('file system', { lines: false })],
]);
/** A relative reference takes the scheme of its base, unknown here: it is read as the usual line-based case. */
const RELATIVE = protocol('the protocol of its base URI, unknown here', { formQuery: true });

// escaped (RFC 2396 §2.4.1), from the grammar
const ESCAPE = new RegExp(escaped_source, 'g');
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const IAC = 0xff;
const NAMES: Record<number, string> = { [TAB]: 'TAB', [LF]: 'LF', [CR]: 'CR', [NUL]: 'NUL', [IAC]: 'IAC' };

/** Why an escape is a hazard: a line break, NUL, Telnet's IAC, or a gopher field separator too many. */
type Why = 'line' | 'nul' | 'iac' | 'tab';
/** A run of adjacent escapes with the same hazard. */
interface Hit {
  why: Why;
  start: number;
  end: number;
}

/** The component holding `offset`, for messages. */
function componentAt(ref: UriReference, offset: number): string {
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  const authority = hier?.netPath?.authority;
  if (authority && offset < authority.span.end) return 'authority';
  const query = hier && own(hier, 'query'); // optional nodes read as own properties (src/own.ts)
  if (query && offset >= query.span.start) return 'query';
  const opaque = ref.absoluteURI?.opaquePart;
  if (opaque) {
    const q = opaque.text.indexOf('?');
    return q !== -1 && offset > opaque.span.start + q ? 'query' : 'path';
  }
  return 'path';
}

/** Where the gtype of a gopher URL starts, and where the fields it may separate with "%09" start. */
function gopherFields(ref: UriReference): { gtype: number; fields: number } | undefined {
  const absPath = ref.absoluteURI?.hierPart?.netPath?.absPath;
  if (!absPath || absPath.text.length < 2) return undefined;
  const gtype = absPath.span.start + 1; // "/" gtype, gtype = xchar (an escape is three characters)
  return { gtype, fields: gtype + (absPath.text[1] === '%' ? 3 : 1) };
}

function unescape(text: string): string {
  return text.replace(ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/** The hvalue spans of `body` hfields in a mailto query (RFC 6068: hfield = hfname "=" hfvalue, joined by "&"). */
function mailtoBodies(ref: UriReference): Span[] {
  const opaque = ref.absoluteURI?.opaquePart;
  if (!opaque) return [];
  const q = opaque.text.indexOf('?');
  if (q === -1) return [];
  const out: Span[] = [];
  let start = opaque.span.start + q + 1;
  for (const field of opaque.text.slice(q + 1).split('&')) {
    const eq = field.indexOf('=');
    if (eq !== -1 && unescape(field.slice(0, eq)).toLowerCase() === 'body') out.push({ start: start + eq + 1, end: start + field.length });
    start += field.length + 1;
  }
  return out;
}

/** The escaped-delimiter findings of a parsed reference whose text is `input`. */
export function escapeFindings(ref: UriReference, input: string): LintFinding[] {
  if (input.indexOf('%') < 0) return []; // no escape, no finding: nothing of the reference need be read
  const scheme = ref.absoluteURI?.scheme.text.toLowerCase();
  const p = scheme === undefined ? RELATIVE : PROTOCOLS.get(scheme);
  if (!p) return [];
  const fragment = own(ref, 'fragment'); // optional nodes read as own properties (src/own.ts)
  const end = fragment ? fragment.span.start - 1 : input.length;
  const gopher = p.gopherTabs ? gopherFields(ref) : undefined;
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI;
  const query = p.formQuery && hier ? own(hier, 'query')?.span : undefined;
  // Where CR LF are data, in order: the escapes are read in order, so one index walks them.
  const allowed = [...(p.mailtoBody ? mailtoBodies(ref) : []), ...(query ? [query] : [])];
  let a = 0;
  const lineBreaksAllowed = (offset: number) => {
    while (a < allowed.length && allowed[a].end <= offset) a++;
    return a < allowed.length && offset >= allowed[a].start;
  };
  const scope = scheme === undefined ? p.name : `the ${scheme} URL's protocol (${p.name})`;
  const hits: Hit[] = [];
  let tabs = 0;
  ESCAPE.lastIndex = 0;
  for (let m = ESCAPE.exec(input); m !== null && m.index < end; m = ESCAPE.exec(input)) {
    const octet = parseInt(m[0].slice(1), 16);
    let why: Why | undefined;
    if ((octet === CR || octet === LF) && p.lines && !lineBreaksAllowed(m.index)) why = 'line';
    else if (octet === NUL && p.nul) why = 'nul';
    else if (octet === IAC && p.iac) why = 'iac';
    else if (octet === TAB && p.gopherTabs) {
      const gtype = m.index === gopher?.gtype; // a type character, never sent
      const separator = gopher !== undefined && m.index >= gopher.fields && ++tabs <= 2;
      if (!gtype && !separator) why = 'tab';
    }
    if (!why) continue;
    const last = hits[hits.length - 1];
    if (last && last.why === why && last.end === m.index) last.end += 3; // "%0D%0A": one finding
    else hits.push({ why, start: m.index, end: m.index + 3 });
  }
  return hits.map((h) => {
    const text = input.slice(h.start, h.end);
    const names = text.slice(1).split('%').map((x) => NAMES[parseInt(x, 16)]).join(' ');
    const where = `escaped ${text} (${names}) in the ${componentAt(ref, h.start)}`;
    const span = { start: h.start, end: h.end };
    switch (h.why) {
      case 'line':
        return finding('escaped-line-break', span, `${where}: unescaped before transmission it ends a line of ${scope} and can add a command or header (RFC 2396 §7)`);
      case 'nul':
        return finding('escaped-nul', span, `${where}: unescaped, it ends the string early in programs of ${scope} (RFC 2396 §7)`);
      case 'iac':
        return finding('escaped-delimiter', span, `${where}: unescaped, it starts a Telnet command in ${scope} (RFC 2396 §7; RFC 854)`);
      case 'tab':
        return finding('escaped-delimiter', span, `${where}: Gopher separates fields with TAB, and only the first two "%09" after the gopher type are separators (RFC 1738 §3.4); each one more adds a field`);
    }
  });
}

