import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

/** The names of the grammar files the package ships (grammar/<name>.bnf): the only names read. */
export const GRAMMAR_FILES: readonly string[] = Object.freeze(['rfc1738', 'rfc2396']);

/** The text of grammar/<name>.bnf, found from this file in src/engine/bnf or dist/engine/bnf (the package ships grammar/). */
export function grammarText(name: 'rfc1738' | 'rfc2396'): string {
  // the name becomes part of a file path: anything but the shipped names is refused before it gets there
  if (!GRAMMAR_FILES.includes(name)) throw new RangeError(`uri-grammar: unknown grammar ${JSON.stringify(name)}; the built-in grammars are ${GRAMMAR_FILES.map((n) => `'${n}'`).join(' and ')}`);
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'grammar', `${name}.bnf`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`uri-grammar: grammar/${name}.bnf not found`);
}
