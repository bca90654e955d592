/** Control, format (bidi, zero-width) and separator characters, which would hide or reorder what a terminal shows; and the backslash that escapes them. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\\]/g;

/**
 * `text` safe to print for a human: each control or bidi character as `\u{XXXX}`, a
 * backslash as `\\`, so that what the terminal shows is what the input holds.
 *
 * @example
 * visible('http://a/\u202Egpj.exe') // → 'http://a/\\u{202E}gpj.exe'
 */
export function visible(text: string): string {
  return text.replace(UNSAFE, (c) => (c === '\\' ? '\\\\' : `\\u{${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}}`));
}
