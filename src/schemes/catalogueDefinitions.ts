import { type Rule, fnOf, fromFn } from '../combinators/core';
import { type PackedScheme, unpackGrammar } from '../engine/bnf/packed';
import { StartRule } from '../engine/compile/start';
import { data, geo, tag, urn } from '../generated/models';
import { CATALOGUE_ENTRIES as ENTRIES } from './catalogueEntries';
import { type SchemeParser, schemeParsers } from './compiled';
import type { SchemeDefinition } from './definition';
import type { BnfNode, TreeRoot } from './tree';
import { schemeOf } from './schemeOf';
import { withCaseInsensitiveHead } from './head';
import { DataRoot, type DataNode, readData } from './meaning/data';
import { type GeoNode, readGeo } from './meaning/geo';
import { type TagNode, readTag } from './meaning/tag';
import type { MeaningReader } from './meaning/types';
import { type UrnNode, readUrn } from './meaning/urn';
import { rfc2396Model, rfc3986Model } from '../engine/bnf/shipped';
import type { GenericSyntax } from '../registry/registry';

/**
 * A name of the catalogue.
 *
 * @example
 * ```ts
 * const name: CatalogueName = 'mailto6068';
 * catalogue[name].name; //=> 'mailto'
 * ```
 */
export type CatalogueName = keyof typeof ENTRIES;

/**
 * The tree of each catalogue scheme: with its typed meaning (UrnNode, DataNode, TagNode, GeoNode), mailto6068's plain.
 *
 * @example
 * ```ts
 * type Urn = CatalogueNodes['urn']; // the url of a parsed urn
 * type T = Urn['equivalenceKey']; //=> string
 * ```
 */
export interface CatalogueNodes {
  urn: UrnNode;
  data: DataNode;
  tag: TagNode;
  geo: GeoNode;
  mailto6068: BnfNode;
}

/** What each catalogue scheme's tree means, where its RFC says (mailto6068: nothing beyond the grammar). */
const MEANINGS: { readonly [K in CatalogueName]?: MeaningReader<CatalogueNodes[K]> } = { urn: readUrn, data: readData, tag: readTag, geo: readGeo };
/** What makes a tree's root where a meaning wants its own (src/schemes/tree.ts TreeRoot). */
const ROOTS: { readonly [K in CatalogueName]?: TreeRoot } = { data: DataRoot };

/**
 * The RFC a catalogue scheme's grammar comes from (`rfc8141`, …), by scheme name.
 *
 * @example
 * ```ts
 * const source: CatalogueSource = 'rfc8141';
 * registeredSchemes().find((s) => s.source === source)?.name; //=> 'urn'
 * ```
 */
export type CatalogueSource = (typeof ENTRIES)[CatalogueName]['rfc'];

/** The models of the schemes registered as built-ins; an opt-in scheme's comes from ./catalogue, so that `parseUrl` alone carries none. */
const BUILTIN_MODELS: { readonly [K in CatalogueName]?: string } = { urn, data, tag, geo };

const made = new Map<CatalogueName, SchemeDefinition<BnfNode, 'rfc3986'>>();

/**
 * The scheme definition of a catalogue entry, made on first use (with RFC 3986's generic
 * syntax, which these RFCs are written against): what `schemeFromAbnf` makes of its grammar
 * file and `uses`, from the model the build read and checked (src/generated/models.ts), so
 * that neither the ABNF reader nor the compiler's checks run (spec/generated/models.spec.ts
 * holds the two the same).
 */
export function definition<K extends CatalogueName>(name: K, packed = BUILTIN_MODELS[name]): SchemeDefinition<CatalogueNodes[K], 'rfc3986'> {
  let d = made.get(name);
  if (!d) {
    const { scheme, rfc } = ENTRIES[name];
    if (packed === undefined) throw new Error(`uri-grammar: internal error: no model of the catalogue's ${name}`);
    const shipped: PackedScheme = JSON.parse(packed);
    const meaning = MEANINGS[name] as MeaningReader<BnfNode> | undefined;
    const start = shipped.userRules[0]!;
    const model = withCaseInsensitiveHead(unpackGrammar(shipped.grammar, [rfc3986Model(), rfc2396Model()]), start, scheme);
    // where the tree has nodes: as schemeFromGrammar decides it, by each rule's longest string
    const users = new Set(shipped.userRules);
    const maxLength = (rule: string) => (Object.prototype.hasOwnProperty.call(shipped.maxLength, rule) ? shipped.maxLength[rule]! : Infinity);
    const node = (rule: string, from: string) => (users.has(rule) ? maxLength(rule) > 1 : users.has(from) && maxLength(rule) > 3);
    const options = { name: scheme, hierarchical: false, start, generic: 'rfc3986' as const, notation: 'abnf' as const, source: rfc, within3986: shipped.within3986, ...(meaning ? { meaning } : {}), ...(ROOTS[name] ? { root: ROOTS[name] } : {}) };
    d = schemeOf(new StartRule(model, start, { node }), model, options);
    made.set(name, d);
  }
  return d as SchemeDefinition<CatalogueNodes[K], 'rfc3986'>;
}

/** The catalogue schemes registered as built-ins, with their source. */
export const CATALOGUE_BUILTINS = (['urn', 'data', 'tag', 'geo'] as const).map((name) => ({ name, source: ENTRIES[name].rfc, generic: 'rfc3986' as GenericSyntax }));

/**
 * A grammar rule for a catalogue scheme whose grammar is compiled on first use (so that
 * loading the library reads no grammar file): its scheme parser stands in for the compiled
 * one until then.
 */
export function lazyCatalogueGrammar(name: CatalogueName): Rule<unknown> {
  let real: Rule<unknown> | undefined;
  let realParser: SchemeParser | undefined;
  const compiled = (): Rule<unknown> => (real ??= definition(name).grammar as Rule<unknown>);
  const compiledParser = (): SchemeParser => (realParser ??= schemeParsers.get(compiled())!);
  const parser: SchemeParser = {
    parse: (input, end) => compiledParser().parse(input, end),
    get wholeInput() {
      return compiledParser().wholeInput;
    },
    isWithinRfc3986: (input) => compiledParser().isWithinRfc3986?.(input) === true,
    matches: (input, end) => compiledParser().matches?.(input, end) !== false,
    get start() {
      return compiledParser().start;
    },
  };
  const rule = fromFn<unknown>((input, i) => fnOf(compiled())(input, i));
  schemeParsers.set(rule, parser);
  return rule;
}
