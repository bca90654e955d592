import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

/** The text of grammar/<name>.bnf, found from this file in src/engine/bnf or dist/engine/bnf (the package ships grammar/). */
export function grammarText(name: 'rfc1738' | 'rfc2396'): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'grammar', `${name}.bnf`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`uri-grammar: grammar/${name}.bnf not found`);
}
