import { assertString } from '../combinators/arguments';
import type { Grammar, Rule as ModelRule } from '../engine/bnf/model';
import { unpackGrammar } from '../engine/bnf/packed';
import { rfc2732 as RFC2732_MODEL } from '../generated/models';
import { rfc2396Model } from '../engine/bnf/shipped';
import type { UriReference } from './ast';
import { reporterOf } from '../engine/compile/reporting';
import { type CompiledAst, astOf, startAst } from './compiled';
import { failureOf } from './failure';
import { RFC2396_REPORTING } from './reporting';
import type { Rfc2396Reading } from './readings';

/*
 * RFC 2732 §3 as a reading of RFC 2396: grammar/rfc2396.bnf with grammar/rfc2732.bnf's rules
 * in place of those it names or beside them (IPv6 literals in `host`, RFC 2373's IPv4address,
 * "[" and "]" reserved), its URI-reference run by the compiled grammar, the AST made from the
 * derivation (./compiled), its errors told in RFC 2396's words (./reporting; the new rules in
 * their own names).
 */

/** grammar/rfc2396.bnf with grammar/rfc2732.bnf's rules in place of those it names, and its new ones (both as the build read and checked them). */
function grammar(): Grammar {
  const base = rfc2396Model();
  const rules = new Map<string, ModelRule>(base.rules);
  for (const [name, rule] of unpackGrammar(RFC2732_MODEL).rules) rules.set(name, rule);
  return { rules, warnings: base.warnings };
}

let compiled: CompiledAst | undefined;

/**
 * RFC 2396 as RFC 2732 updates it: pass it as `updates` to parseUriReference, resolve,
 * resolveString, relativize, normalize, equivalence, equivalent and lint. Its grammar is
 * compiled on first use.
 *
 * @example
 * ```ts
 * const r = parseUriReference('http://[fe80::1]:8080/a', { updates: rfc2732 });
 * if (r.ok) r.value.absoluteURI?.hierPart?.netPath?.authority.server?.hostport?.host.IPv6reference?.text; //=> '[fe80::1]'
 * resolveString('http://[::1]/a/b', 'c', { updates: rfc2732 }); //=> { ok: true, value: 'http://[::1]/a/c' }
 * ```
 */
export const rfc2732: Rfc2396Reading = Object.freeze({
  name: 'rfc2732' as const,
  parse(input: string) {
    assertString(input);
    const c = (compiled ??= startAst(grammar(), 'URI-reference', { reporter: reporterOf(RFC2396_REPORTING) }));
    const value = astOf(c, input) as UriReference | undefined;
    // "[" and "]" are reserved (§3): URI characters, only not allowed where the error is
    return value ? { ok: true as const, value } : { ok: false as const, error: failureOf(c.start, input, '[]')! };
  },
});
