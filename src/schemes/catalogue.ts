import { type Rule, fnOf, fromFn } from '../combinators';
import { shippedGrammar } from '../engine/abnf/files';
import type { BuiltinSet } from '../engine/abnf/link';
import { type SchemeParser, schemeParsers } from './compiled';
import type { SchemeDefinition } from './definition';
import { schemeFromAbnfText } from './fromAbnf';
import { type DataNode, readData } from './meaning/data';
import { type GeoNode, readGeo } from './meaning/geo';
import { type TagNode, readTag } from './meaning/tag';
import type { MeaningReader } from './meaning/types';
import { type UrnNode, readUrn } from './meaning/urn';
import type { GenericSyntax } from '../registry/registry';
import type { BnfNode } from './tree';

/** The schemes of the catalogue: grammar/schemes/<file>.abnf, transcribed from their RFC. */
const ENTRIES = {
  /** RFC 8141 §2: urn (URN NIDs and NSSs, with r-, q- and f-components). */
  urn: { file: 'urn', scheme: 'urn', uses: 'rfc3986', rfc: 'rfc8141' },
  /** RFC 2397 §3: data. */
  data: { file: 'data', scheme: 'data', uses: 'rfc2396', rfc: 'rfc2397' },
  /** RFC 4151 §2.1: tag. */
  tag: { file: 'tag', scheme: 'tag', uses: 'rfc3986', rfc: 'rfc4151' },
  /** RFC 5870 §3.3: geo. */
  geo: { file: 'geo', scheme: 'geo', uses: undefined, rfc: 'rfc5870' },
  /** RFC 6068 §2: mailto as updated in 2010 (opt-in over RFC 1738's: `overrideScheme(catalogue.mailto6068)`). */
  mailto6068: { file: 'mailto', scheme: 'mailto', uses: 'rfc3986', rfc: 'rfc6068' },
} as const satisfies Record<string, { file: string; scheme: string; uses: BuiltinSet | undefined; rfc: string }>;

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

const made = new Map<CatalogueName, SchemeDefinition<BnfNode, 'rfc3986'>>();

/** The scheme definition of a catalogue entry, read and compiled on first use (with RFC 3986's generic syntax, which these RFCs are written against). */
function definition<K extends CatalogueName>(name: K): SchemeDefinition<CatalogueNodes[K], 'rfc3986'> {
  let d = made.get(name);
  if (!d) {
    const { file, scheme, uses, rfc } = ENTRIES[name];
    const meaning = MEANINGS[name] as MeaningReader<BnfNode> | undefined;
    const options = { name: scheme, hierarchical: false, generic: 'rfc3986' as const, ...(uses ? { uses } : {}), ...(meaning ? { meaning } : {}) };
    d = schemeFromAbnfText(shippedGrammar(`schemes/${file}.abnf`), options, rfc) as SchemeDefinition<BnfNode, 'rfc3986'>;
    made.set(name, d);
  }
  return d as SchemeDefinition<CatalogueNodes[K], 'rfc3986'>;
}

/**
 * The shipped scheme grammars, each a definition for `defineScheme`/`overrideScheme`, read
 * from its RFC's ABNF on first use: `urn` (RFC 8141), `data` (RFC 2397), `tag` (RFC 4151),
 * `geo` (RFC 5870) — all four registered as built-in schemes — and `mailto6068` (RFC 6068),
 * which replaces RFC 1738's mailto only when asked.
 *
 * @example
 * ```ts
 * overrideScheme(catalogue.mailto6068);
 * parseUrl('mailto:a@example.org?subject=hi').ok; //=> true // by RFC 6068
 * ```
 */
export const catalogue: { readonly [K in CatalogueName]: SchemeDefinition<CatalogueNodes[K], 'rfc3986'> } = Object.freeze(
  Object.defineProperties(
    {} as { [K in CatalogueName]: SchemeDefinition<CatalogueNodes[K], 'rfc3986'> },
    Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, { get: () => definition(name as CatalogueName), enumerable: true }])),
  ),
);

/** The catalogue's grammar files (relative to grammar/) and the built-in rules each refers to. */
export const CATALOGUE_FILES: ReadonlyArray<{ path: string; uses: BuiltinSet | undefined }> = Object.values(ENTRIES).map(({ file, uses }) => ({ path: `schemes/${file}.abnf`, uses }));

/** The catalogue's entries that are not registered unless asked (RFC 6068 mailto), with their file. */
export const CATALOGUE_OPT_IN = (['mailto6068'] as const).map((name) => ({ name, ...ENTRIES[name] }));

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
    isWithinRfc3986: () => compiledParser().isWithinRfc3986?.() === true,
    matches: (input, end) => compiledParser().matches?.(input, end) !== false,
    get start() {
      return compiledParser().start;
    },
  };
  const rule = fromFn<unknown>((input, i) => fnOf(compiled())(input, i));
  schemeParsers.set(rule, parser);
  return rule;
}
