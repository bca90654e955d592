import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LINT_CODES } from '../../src/lint';

describe('docs/lint.md', () => {
  it('its codes table is LINT_CODES, row for row', () => {
    const doc = readFileSync(join(__dirname, '../../docs/lint.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z-]+)` \| (error|warning|info) \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => [m[1], { severity: m[2], rfc: m[3], summary: m[4] }]);
    expect(Object.fromEntries(rows)).toEqual(LINT_CODES);
    expect(rows.map(([code]) => code)).toEqual(Object.keys(LINT_CODES));
  });
});
