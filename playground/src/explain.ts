import { partAt } from './reading';
import { shown } from './shown';

/**
 * A character as a sentence names it: a space, a control character, a non-ASCII one with its
 * code point (RFC 2396 §2.1: a URI is ASCII), any other one quoted.
 *
 * @example characterName('é') // '"é" (U+00E9, not ASCII)'
 */
export function characterName(ch: string): string {
  const code = ch.codePointAt(0)!;
  const u = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (ch === ' ') return 'a space';
  if (code < 0x20 || code === 0x7f) return `a control character (${u})`;
  if (code > 0x7e) return `${JSON.stringify(ch)} (${u}, not ASCII)`;
  return JSON.stringify(ch);
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Where an error's character is, said as the user reads the text (scheme, userinfo, host,
 * port, path, query, fragment), not as the parser was reading it: the rule path of
 * "http://a b/" ends in userinfo, since an "@" could still follow, but the eye sees a host.
 * A delimiter is before or after its part ("1a:b": the ":" after what looks like the scheme).
 * When the rule path names no such part, the sentence says which rule the parser was in.
 *
 * @example explainAt('http://a b/', 8, ['URI-reference', 'absoluteURI', 'hier_part', 'net_path', 'authority', 'server', 'userinfo'])
 * // 'A space at offset 8, in what looks like the host ("a b"). (The message names userinfo: the rule the parser was in when it stopped.)'
 */
export function explainAt(text: string, offset: number, rulePath: readonly string[]): string {
  const part = partAt(text, offset);
  if (!part) return text === '' ? 'The text is empty.' : `At offset ${offset}.`;
  const seen = `what looks like the ${part.name} (${shown(text.slice(part.start, part.end), 40)})`;
  const where =
    offset >= text.length
      ? `The text ends ${offset > part.end ? 'after' : 'in'} ${seen}, where more was expected.`
      : `${capitalized(characterName(String.fromCodePoint(text.codePointAt(offset)!)))} at offset ${offset}, ${offset < part.start ? 'before' : offset >= part.end ? 'after' : 'in'} ${seen}.`;
  const last = rulePath[rulePath.length - 1];
  const named = rulePath.some((rule) => rule.toLowerCase().includes(part.name));
  return last === undefined || named ? where : `${where} (The message names ${last}: the rule the parser was in when it stopped.)`;
}
