import type { Rule } from '../combinators';
import { kindOf, runRule } from '../combinators';
import { ownProperties } from '../own';
import { DIGIT } from '../rfc2396/classes';
import { UriBuildError } from './errors';
import { codePointAt } from './utf8';

/** Throws the TypeError of a field that is neither undefined nor a string. */
export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new TypeError(`uri-grammar: ${field} must be a string, got ${kindOf(value)}`);
}

/** Throws the TypeError of a missing field. */
export function requiredString(value: unknown, field: string): string {
  const s = optionalString(value, field);
  if (s === undefined) throw new TypeError(`uri-grammar: ${field} is required`);
  return s;
}

/**
 * The parts `value` gives, as its own properties (an inherited key, say one set on
 * Object.prototype, is no part); the TypeError every builder gives for a non-object.
 */
export function partsOf(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`uri-grammar: ${what} must be an object of parts, got ${kindOf(value)}`);
  }
  return ownProperties(value as Record<string, unknown>);
}

function isDigits(text: string, min: number): boolean {
  if (text.length < min) return false;
  for (let i = 0; i < text.length; i++) if (!DIGIT.has(text.charCodeAt(i))) return false;
  return true;
}

/**
 * The text of a number field: an integer from 0 to `max`, or a string of digits (at least
 * `minDigits`). Anything else is `invalid-port` (`invalid-value` for other fields).
 */
function numberText(value: unknown, field: string, max: number, minDigits: 0 | 1): string {
  const code = field === 'port' ? 'invalid-port' : 'invalid-value';
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value <= max) return String(value);
    throw new UriBuildError(code, `${field} must be an integer from 0 to ${max}, got ${value}`, field);
  }
  if (typeof value === 'string') {
    if (isDigits(value, minDigits)) return value;
    throw new UriBuildError(code, `${field} must be ${minDigits ? 'one or more' : 'only'} digits, got ${JSON.stringify(value)}`, field);
  }
  throw new TypeError(`uri-grammar: ${field} must be a number or a string of digits, got ${kindOf(value)}`);
}

/** A port: 0–65535 or digits (RFC 2396 `port = *digit`: `minDigits` 0; RFC 1738 `port = digits`: 1). */
export function portText(port: unknown, minDigits: 0 | 1): string {
  return numberText(port, 'port', 65535, minDigits);
}

/** RFC 1738 `digits` other than a port (an NNTP article number): a safe integer ≥ 0, or one or more digits. */
export function digitsText(value: unknown, field: string): string {
  return numberText(value, field, Number.MAX_SAFE_INTEGER, 1);
}

/** `text` when the whole of it matches `rule`, else a `code` error: values such as hosts are checked, never escaped. */
export function checked(rule: Rule<unknown>, text: string, field: string, what: string, code: 'invalid-host' | 'invalid-value' | 'invalid-scheme'): string {
  const r = runRule(rule, text);
  if (r.ok) return text;
  throw new UriBuildError(code, `${field} ${JSON.stringify(text)} is not ${what}: ${r.error.message}`, field, r.error.offset);
}

/** `text`, checked for lone surrogates before it is split (so an error's offset is into `text`, named `field`). */
function wellFormed(text: string, field: string): string {
  for (let i = 0; i < text.length; i++) if (codePointAt(text, i, field) > 0xffff) i++;
  return text;
}

/**
 * The decoded segments of a path given as `path` (a string whose "/" separate segments)
 * or as `segments` (an array; a "/" inside one is data); undefined when neither is given.
 */
export function segmentsOf(fields: { path?: unknown; segments?: unknown }): string[] | undefined {
  const path = optionalString(fields.path, 'path');
  if (path !== undefined && fields.segments !== undefined) {
    throw new UriBuildError('conflicting-fields', 'give path or segments, not both', 'segments');
  }
  if (path !== undefined) return wellFormed(path, 'path').split('/');
  if (fields.segments === undefined) return undefined;
  if (!Array.isArray(fields.segments)) throw new TypeError('uri-grammar: segments must be an array of strings');
  return fields.segments.map((s: unknown, k) => wellFormed(requiredString(s, `segments[${k}]`), `segments[${k}]`));
}
