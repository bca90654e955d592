import { characters } from '../rfc2396';

const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * Upper-cases the hex digits of every escape: "%7e" and "%7E" are the same octet
 * (§2.4.1: `hex` allows either case). The text is a component the parser accepted,
 * so every "%" starts an escape.
 */
export function upperCaseEscapes(text: string): string {
  return text.indexOf('%') === -1 ? text : text.replace(ESCAPE, (m) => m.toUpperCase());
}

/**
 * Decodes the escapes of unreserved characters (§2.3: "%7e" → "~", "%41" → "A"; §2.4.2)
 * and upper-cases the others. Reserved characters (§2.2) and "%" stay escaped: their
 * escapes are data, decoding them could make them delimiters.
 */
export function decodeUnreserved(text: string): string {
  if (text.indexOf('%') === -1) return text;
  return text.replace(ESCAPE, (m, hex: string) => {
    const octet = parseInt(hex, 16);
    return characters.UNRESERVED.has(octet) ? String.fromCharCode(octet) : m.toUpperCase();
  });
}

/**
 * A path segment with its unreserved escapes decoded — unless that would make it a
 * complete "." or ".." segment (§5.2 step 6 gives those a meaning that "%2E" does not
 * have: "/a/%2E%2E/b" must stay distinct from "/b"); then only the hex is upper-cased.
 */
export function normalizeSegment(text: string): string {
  const decoded = decodeUnreserved(text);
  return decoded === '.' || decoded === '..' ? upperCaseEscapes(text) : decoded;
}
