import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

/**
 * The text of `grammar/<relative>` shipped with the package, found by walking up from this
 * file (src/engine/abnf or dist/engine/abnf).
 *
 * @example
 * shippedGrammar('schemes/urn.abnf'); // RFC 8141 §2, as transcribed
 */
export function shippedGrammar(relative: string): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'grammar', relative);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`uri-grammar: grammar/${relative} not found`);
}
