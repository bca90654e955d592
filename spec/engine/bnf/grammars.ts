import { readFileSync } from 'fs';
import { join } from 'path';

/** The BNF text of grammar/<name>.bnf. */
export function bnf(name: 'rfc2396' | 'rfc1738'): string {
  return readFileSync(join(__dirname, '../../../grammar', `${name}.bnf`), 'utf8');
}
