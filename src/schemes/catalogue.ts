// The definitions handed to a user hold grammars that are parsimmon parsers (src/combinators/core.ts):
// this import makes them so wherever the catalogue is bundled.
import '../combinators/combinators';
import { CATALOGUE_ENTRIES as ENTRIES } from './catalogueEntries';
import { type CatalogueName, type CatalogueNodes, definition } from './catalogueDefinitions';
import type { SchemeDefinition } from './definition';
import type { BuiltinSet } from '../engine/abnf/imports';
import { mailto6068 } from '../generated/models';

/** The models of the opt-in schemes (the built-in four are ./catalogueDefinitions'). */
const OPT_IN_MODELS: { readonly [K in CatalogueName]?: string } = { mailto6068 };

export type { CatalogueName, CatalogueNodes, CatalogueSource } from './catalogueDefinitions';

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
    Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, { get: () => definition(name as CatalogueName, OPT_IN_MODELS[name as CatalogueName]), enumerable: true }])),
  ),
);

/** The catalogue's grammar files (relative to grammar/) and the built-in rules each refers to. */
export const CATALOGUE_FILES: ReadonlyArray<{ path: string; uses: BuiltinSet | undefined }> = Object.values(ENTRIES).map(({ file, uses }) => ({ path: `schemes/${file}.abnf`, uses }));

/** The catalogue's entries that are not registered unless asked (RFC 6068 mailto), with their file. */
export const CATALOGUE_OPT_IN = (['mailto6068'] as const).map((name) => ({ name, ...ENTRIES[name] }));

