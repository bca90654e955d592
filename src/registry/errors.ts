/**
 * Why the registry refused a scheme: `defineScheme` of a registered name, `overrideScheme` of an unknown one.
 *
 * @example
 * ```ts
 * let problem: SchemeRegistryProblem | undefined;
 * try { overrideScheme(schemeFromBnf('x = "nope:" 1*uchar', { name: 'nope', hierarchical: false })); } catch (e) { if (e instanceof SchemeRegistryError) problem = e.code; }
 * problem; //=> 'not-registered'
 * ```
 */
export type SchemeRegistryProblem = 'already-registered' | 'not-registered';

/**
 * The registry's refusal of `defineScheme` or `overrideScheme` (a grammar it refuses is a
 * SchemeGrammarError; an argument of the wrong type or range a TypeError or RangeError).
 *
 * @example
 * ```ts
 * try {
 *   defineScheme(schemeFromBnf('h = "http:" 1*uchar', { name: 'http', hierarchical: true }));
 * } catch (e) {
 *   if (e instanceof SchemeRegistryError) [e.code, e.scheme]; //=> ['already-registered', 'http']
 * }
 * ```
 */
export class SchemeRegistryError extends Error {
  constructor(
    readonly code: SchemeRegistryProblem,
    /** The scheme name, lower-cased as the registry keys it. */
    readonly scheme: string,
    message: string,
  ) {
    super(message);
    this.name = 'SchemeRegistryError';
  }
}
