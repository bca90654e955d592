import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary directory for the spec file that calls this at its top level (made before its
 * specs, removed after them): `dir()` is its path, and `file(name, text)` writes a file in it
 * and returns the file's path.
 */
export function tempFiles(prefix: string): { dir: () => string; file: (name: string, text: string) => string } {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir: () => dir,
    file: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}
