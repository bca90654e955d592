import { readGrammar } from '../engine/bnf';
import type { Grammar, Rule as ModelRule } from '../engine/bnf/model';
import { readRules } from '../engine/bnf/reader';
import { GRAMMAR_TEXTS } from '../generated/grammars';
import { own } from '../own';
import { type CompiledAst, compileAst } from './compiled';

/*
 * The readings of RFC 2396's grammar (`updates` of parseUriReference): 'none', Appendix A as
 * published (grammar/rfc2396.bnf; the default, which the fast path runs), and 'rfc2732', with
 * grammar/rfc2732.bnf's rules in place of those it names or beside them (RFC 2732 §3: IPv6
 * literals in `host`, "[" and "]" reserved), run by the compiled grammar (./compiled).
 */

/**
 * The RFCs whose updates of RFC 2396's grammar a parse reads: none (the default), or RFC
 * 2732's IPv6 literals.
 *
 * @example
 * ```ts
 * const updates: Updates2396 = 'rfc2732';
 * parseUriReference('ftp://[::1]/', { updates }).ok; //=> true
 * ```
 */
export type Updates2396 = 'none' | 'rfc2732';

/**
 * Options of `parseUriReference`.
 *
 * @example
 * ```ts
 * const options: ParseUriReferenceOptions = { updates: 'rfc2732' };
 * parseUriReference('http://[::1]/', options).ok; //=> true
 * parseUriReference('http://[::1]/').ok; //=> false
 * ```
 */
export interface ParseUriReferenceOptions {
  /** 'none' (the default): RFC 2396 Appendix A as published. 'rfc2732': as RFC 2732 §3 updates it (a host may be an `IPv6reference`). */
  updates?: Updates2396;
}

/** The reading `options` ask for; a RangeError for an unknown one. Read as own properties. */
export function readingOf(options: ParseUriReferenceOptions | undefined): Updates2396 {
  const updates = options === undefined ? undefined : own(options, 'updates');
  if (updates === undefined || updates === 'none') return 'none';
  if (updates === 'rfc2732') return 'rfc2732';
  throw new RangeError(`uri-grammar: updates must be 'none' or 'rfc2732' for RFC 2396, got ${JSON.stringify(updates)}`);
}

/** grammar/rfc2396.bnf with grammar/rfc2732.bnf's rules in place of those it names, and its new ones. */
function rfc2732Grammar(): Grammar {
  const base = readGrammar(GRAMMAR_TEXTS['rfc2396.bnf']!);
  const rules = new Map<string, ModelRule>(base.rules);
  for (const [name, rule] of readRules(GRAMMAR_TEXTS['rfc2732.bnf']!).rules) rules.set(name, rule);
  return { rules, warnings: base.warnings };
}

let rfc2732: CompiledAst | undefined;

/** `URI-reference` under the RFC 2732 reading, compiled on first use. */
export function compiledRfc2732(): CompiledAst {
  return (rfc2732 ??= compileAst(rfc2732Grammar(), 'URI-reference'));
}
