// The namespace `characters` of the package: RFC 2396's character classes (§1.6, §2) and its
// rules of one character, the same rule objects as in `rules`.

export { ALPHA, ALPHANUM, DIGIT, HEX, LOWALPHA, MARK, PCHAR, RESERVED, UNRESERVED, UPALPHA, URIC, URIC_NO_SLASH } from './classes';

// the rules of one character (doc comments at their definitions, ./rules)
export { lowalpha, upalpha, digit, alpha, alphanum, hex, mark, unreserved, reserved, uric, uric_no_slash, pchar, escaped } from './rules';
