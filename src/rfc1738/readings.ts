import type { Expr, Grammar, Rule as ModelRule } from '../engine/bnf/model';
import { unpackGrammar } from '../engine/bnf/packed';
import { rfc1738, rfc1738AppendixG } from '../generated/models';
import * as RFC1738 from '../generated/rfc1738-charsets';
import { profile } from './profile';

/*
 * The language of each reading of RFC 1738 (`updates`, `schemeCase`: ./profile) as grammar
 * text: grammar/rfc1738.bnf as published, and with grammar/rfc1738-appendix-g.bnf's rules in
 * place of those it names (RFC 2396 Appendix G.2–G.3). Under schemeCase 'ignore' the scheme
 * name of each scheme literal (`"ftp://"`) matches in either case (§2.1).
 *
 * The model the engine compiles also says how an error names what could follow (./naming):
 * those rewrites keep the language.
 */

/** A reading: Appendix G or not, scheme names folded or not. */
export type ReadingKey = 0 | 1 | 2 | 3;

/** The running parse's reading (./profile). */
export function currentReading(): ReadingKey {
  return ((profile.updates === 'none' ? 0 : 1) + (profile.schemeCase === 'ignore' ? 2 : 0)) as ReadingKey;
}

let published: Grammar | undefined;
let appendixG: Grammar | undefined;
const models = new Map<string, Grammar>();

/** grammar/rfc1738.bnf as read (by the build: src/generated/models.ts). */
export function publishedGrammar(): Grammar {
  return (published ??= unpackGrammar(rfc1738));
}

/**
 * The language of `reading` as a model, with `rewritten`'s rules (each of the same language)
 * in place of the grammar's. `scheme`: httpurl's literal with that scheme name (https, ws and
 * wss are registered with the http grammar: RFC 2818 §2.4, RFC 6455 §3).
 */
export function languageOf(reading: ReadingKey, rewritten: Grammar | undefined = undefined, scheme = 'http'): Grammar {
  const key = `${reading} ${rewritten === undefined ? '' : 'n'} ${scheme}`;
  const known = models.get(key);
  if (known) return known;
  const base = publishedGrammar();
  const rules = new Map<string, ModelRule>(base.rules);
  if (reading & 1) for (const [name, rule] of (appendixG ??= unpackGrammar(rfc1738AppendixG)).rules) rules.set(name, { ...rule, at: base.rules.get(name)!.at });
  if (rewritten) for (const [name, rule] of rewritten.rules) rules.set(name, { ...rule, at: base.rules.get(name)!.at });
  if (scheme !== 'http') {
    const http = rules.get('httpurl')!;
    const expr = http.expr as Extract<Expr, { kind: 'seq' }>;
    rules.set('httpurl', { ...http, expr: { ...expr, items: [{ kind: 'literal', text: `${scheme}://` }, ...expr.items.slice(1)] } });
  }
  if (reading & 2) for (const [name, rule] of rules) rules.set(name, { ...rule, expr: foldedSchemes(rule.expr) });
  const model = { rules, warnings: base.warnings };
  models.set(key, model);
  return model;
}

/** Where the ":" after the scheme name at the head of `text` is (RFC 1738 §2.1 `scheme`, from grammar/rfc1738.bnf), or -1. */
function schemeColon(text: string): number {
  const colon = text.indexOf(':');
  if (colon < 1) return -1;
  for (let k = 0; k < colon; k++) if (!RFC1738.scheme.includes(text[k]!)) return -1;
  return colon;
}

/** `expr` with the scheme name of each scheme literal case-insensitive (RFC 1738 §2.1). */
export function foldedSchemes(expr: Expr): Expr {
  switch (expr.kind) {
    case 'literal': {
      const colon = schemeColon(expr.text);
      if (colon < 0 || expr.caseInsensitive) return expr;
      return { kind: 'seq', items: [{ kind: 'literal', text: expr.text.slice(0, colon), caseInsensitive: true }, { kind: 'literal', text: expr.text.slice(colon) }] };
    }
    case 'seq':
      return { ...expr, items: expr.items.map(foldedSchemes) };
    case 'alt':
      return { ...expr, options: expr.options.map(foldedSchemes) };
    case 'repeat':
      return { ...expr, item: foldedSchemes(expr.item) };
    default:
      return expr;
  }
}
