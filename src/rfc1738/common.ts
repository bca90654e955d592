import { type Node, type Rule } from '../combinators';
import type { Decoded } from './decode';
import { compiledRule } from './compiled';

// RFC 1738 §5 "Miscellaneous definitions", and what nodes share: the decoding of escapes (§2.2).

export { type Decoded, decode } from './decode';

/** lowalpha = "a" | "b" | ... | "z" */
export const lowalpha: Rule<Node<'lowalpha'>> = compiledRule('lowalpha');
/** hialpha = "A" | "B" | ... | "Z" */
export const hialpha: Rule<Node<'hialpha'>> = compiledRule('hialpha');
/** alpha = lowalpha | hialpha */
export const alpha: Rule<Node<'alpha'>> = compiledRule('alpha');
/** digit = "0" | "1" | ... | "9" */
export const digit: Rule<Node<'digit'>> = compiledRule('digit');
/** alphadigit = alpha | digit */
export const alphadigit: Rule<Node<'alphadigit'>> = compiledRule('alphadigit');
/** safe = "$" | "-" | "_" | "." | "+" */
export const safe: Rule<Node<'safe'>> = compiledRule('safe');
/** extra = "!" | "*" | "'" | "(" | ")" | "," */
export const extra: Rule<Node<'extra'>> = compiledRule('extra');
/** national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`" */
export const national: Rule<Node<'national'>> = compiledRule('national');
/** punctuation = "<" | ">" | "#" | "%" | <"> */
export const punctuation: Rule<Node<'punctuation'>> = compiledRule('punctuation');
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" */
export const reserved: Rule<Node<'reserved'>> = compiledRule('reserved');
/** hex = digit | "A" | ... | "F" | "a" | ... | "f" */
export const hex: Rule<Node<'hex'>> = compiledRule('hex');
/** escape = "%" hex hex */
export const escape: Rule<Decoded<'escape'>> = compiledRule('escape');
/** unreserved = alpha | digit | safe | extra   ("~" too under RFC 2396 Appendix G.2) */
export const unreserved: Rule<Decoded<'unreserved'>> = compiledRule('unreserved');
/** uchar = unreserved | escape */
export const uchar: Rule<Decoded<'uchar'>> = compiledRule('uchar');
/** xchar = unreserved | reserved | escape */
export const xchar: Rule<Decoded<'xchar'>> = compiledRule('xchar');
/** digits = 1*digit */
export const digits: Rule<Node<'digits'>> = compiledRule('digits');
