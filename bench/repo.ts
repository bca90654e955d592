import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

/** The repository root: the nearest directory above `from` whose package.json is uri-grammar's. */
export function repoRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'uri-grammar') return dir;
    if (dirname(dir) === dir) throw new Error(`bench: no uri-grammar package.json above ${from}`);
  }
}
