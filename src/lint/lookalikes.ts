import { LintFinding, finding } from './codes';
import { escaped_source } from '../generated/rfc2396-membership';

// RFC 2396 §2.4.3 excludes every non-ASCII character from a URI; a string holding one is no
// URI. When the character looks like an ASCII one, the string is also a spoofing attempt
// (§7: a URL that is not what it seems): this module names the ASCII character it imitates.

/** Lookalikes written out: each character of `from` imitates the character at the same place in `to`. */
const PAIRS: ReadonlyArray<readonly [from: string, to: string, script: string]> = [
  ['аԁеһіјӏорԛѕԝхус', 'adehijlopqswxyc', 'Cyrillic'],
  ['АВЕКМНОРСТХІЈЅУ', 'ABEKMHOPCTXIJSY', 'Cyrillic'],
  ['αοινκρυ', 'aoivkpu', 'Greek'],
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX', 'Greek'],
  ['օսհոզ', 'ouhnq', 'Armenian'],
  ['ıɑɡ', 'iag', 'Latin'],
  ['\u2044\u2215\u29F8', '///', 'slash'],
  ['\u2024\u3002\uFF61', '...', 'full stop'],
  ['\u2010\u2011\u2012\u2013\u2212\uFE63', '------', 'dash'],
  ['\u02D0\u0589\u2236\uA789', '::::', 'colon'],
  ['\u037E', ';', 'Greek question mark'],
  ['\u066A', '%', 'Arabic percent sign'],
  ['\uFE6B\uFF20', '@@', 'commercial at'],
];

const TABLE = new Map<number, string>();
for (const [from, to] of PAIRS) for (let k = 0; k < from.length; k++) TABLE.set(from.charCodeAt(k), to[k]);

/** Characters that show nothing or reorder what follows (Unicode format controls). */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** The ASCII character `cp` imitates, or undefined. */
export function asciiLookalike(cp: number): string | undefined {
  if (cp >= 0xff01 && cp <= 0xff5e) return String.fromCharCode(cp - 0xfee0); // fullwidth forms of ASCII
  if (cp >= 0x1d400 && cp <= 0x1d6a3) {
    // Mathematical alphanumeric letters: 13 alphabets of A–Z then a–z
    const k = (cp - 0x1d400) % 52;
    return String.fromCharCode(k < 26 ? 65 + k : 97 + k - 26);
  }
  if (cp >= 0x1d7ce && cp <= 0x1d7ff) return String.fromCharCode(48 + ((cp - 0x1d7ce) % 10)); // mathematical digits
  return TABLE.get(cp);
}

function hex(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

/** Up to this many code points of a run are named in its message. */
const NAMED_IN_MESSAGE = 8;

type Kind = 'lookalike' | 'invisible';

function kindOf(cp: number): Kind | undefined {
  if (cp <= 0x7f) return undefined;
  if (asciiLookalike(cp) !== undefined) return 'lookalike';
  return INVISIBLE.test(String.fromCodePoint(cp)) ? 'invisible' : undefined;
}

/** The finding for the run `input[start, end)` of characters of one kind. */
function runFinding(input: string, start: number, end: number, kind: Kind): LintFinding {
  const chars = [...input.slice(start, end)];
  const shown = chars.slice(0, NAMED_IN_MESSAGE);
  const more = chars.length > shown.length ? ` and ${chars.length - shown.length} more` : '';
  const names = shown.map((c) => hex(c.codePointAt(0)!)).join(' ') + more;
  const span = { start, end };
  if (kind === 'invisible') return finding('invisible-character', span, `${names} at offset ${start} ${chars.length > 1 ? 'are' : 'is'} invisible or reorder the text around ${chars.length > 1 ? 'them' : 'it'}; a URI holds only ASCII (RFC 2396 §2.4.3)`);
  const ascii = shown.map((c) => asciiLookalike(c.codePointAt(0)!)).join('') + (more ? '…' : '');
  return finding('non-ascii-lookalike', span, `${names} at offset ${start} ${chars.length > 1 ? 'look' : 'looks'} like the ASCII ${JSON.stringify(ascii)}; a URI holds only ASCII (RFC 2396 §2.4.3), so this is a different name that reads the same`);
}

/**
 * One finding per run of adjacent non-ASCII lookalikes, and per run of invisible
 * characters, in `input`, in order. Linear: one pass, constant work per character.
 */
export function lookalikeFindings(input: string): LintFinding[] {
  const out: LintFinding[] = [];
  let runStart = 0;
  let runKind: Kind | undefined;
  for (let i = 0; i <= input.length; ) {
    const cp = i < input.length ? input.codePointAt(i)! : 0;
    const kind = i < input.length ? kindOf(cp) : undefined;
    if (kind !== runKind) {
      if (runKind) out.push(runFinding(input, runStart, i, runKind));
      runKind = kind;
      runStart = i;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  return out;
}

/** `input` with every lookalike replaced by the ASCII character it imitates (invisible ones dropped). */
export function skeleton(input: string): string {
  let out = '';
  for (const ch of input) {
    const cp = ch.codePointAt(0)!;
    if (cp <= 0x7f) out += ch;
    else if (!INVISIBLE.test(ch)) out += asciiLookalike(cp) ?? ch;
  }
  return out;
}

// a run of escaped (RFC 2396 §2.4.1), from the grammar
const ESCAPES = new RegExp(`(?:${escaped_source})+`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A finding for a host whose escapes spell non-ASCII lookalikes in UTF-8 (`%D0%B0pple.com`):
 * RFC 2396 reads a reg_name's escapes as octets, but URL parsers that decode the host and
 * apply IDNA reach a name that reads like another.
 */
export function escapedLookalikeFindings(host: string, start: number): LintFinding[] {
  if (!host.includes('%')) return [];
  const out: LintFinding[] = [];
  ESCAPES.lastIndex = 0;
  for (let m = ESCAPES.exec(host); m !== null; m = ESCAPES.exec(host)) {
    const octets = Uint8Array.from(m[0].slice(1).split('%'), (h) => parseInt(h, 16));
    let text: string;
    try {
      text = utf8.decode(octets);
    } catch {
      continue; // not UTF-8: no character to look like anything
    }
    const imitated = [...text].map((c) => asciiLookalike(c.codePointAt(0)!));
    if (imitated.some((a) => a !== undefined)) {
      const span = { start: start + m.index, end: start + m.index + m[0].length };
      out.push(finding('non-ascii-lookalike', span, `${m[0]} in the host is UTF-8 for ${JSON.stringify(text)}, which looks like ${JSON.stringify(imitated.map((a, k) => a ?? [...text][k]).join(''))} once a URL parser decodes the host`));
    }
  }
  return out;
}
