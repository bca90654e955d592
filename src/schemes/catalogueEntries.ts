import type { BuiltinSet } from '../engine/abnf/imports';

/**
 * The schemes of the catalogue: grammar/schemes/<file>.abnf, transcribed from their RFC (read
 * at build time by scripts/generate-models.mjs as well as at run time by ./catalogue).
 */
export const CATALOGUE_ENTRIES = {
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
