/**
 * Times escape, unescape, unescapeBytes and format on 1 MiB of text, beside the engine's
 * encodeURIComponent and decodeURIComponent (best of 7, milliseconds).
 *
 * Run (no ts-node): compile this file and what it imports, then run it with node:
 *   npx tsc bench/escape.ts --outDir node_modules/.cache/bench --module node16 \
 *     --moduleResolution node16 --target es2022 --esModuleInterop --skipLibCheck --strict \
 *   && node node_modules/.cache/bench/bench/escape.js
 */
import { escape, format, unescape, unescapeBytes } from '../src';
import { best } from './resolve-scaling';

const mixed = 'x/é '.repeat(262_144); // 1 MiB of UTF-16 units; in a segment, 3 characters of 4 are escaped
const plain = 'abcdefgh'.repeat(131_072); // 1 MiB with nothing to escape
const escaped = escape(mixed, 'segment');

const rows: [string, () => unknown][] = [
  ["escape(mixed, 'segment')", () => escape(mixed, 'segment')],
  ['encodeURIComponent(mixed)', () => encodeURIComponent(mixed)],
  ["escape(plain, 'segment')", () => escape(plain, 'segment')],
  ['unescape(escaped)', () => unescape(escaped)],
  ['unescape(escaped, { keepReserved: true })', () => unescape(escaped, { keepReserved: true })],
  ['decodeURIComponent(escaped)', () => decodeURIComponent(escaped)],
  ['unescapeBytes(escaped)', () => unescapeBytes(escaped)],
  ["format({ scheme: 'http', host: 'h', path: '/' + mixed })", () => format({ scheme: 'http', host: 'h', path: '/' + mixed })],
];
console.log(`input ${mixed.length} UTF-16 units, escaped ${escaped.length} characters`);
for (const [name, f] of rows) console.log(`${best(f, 7).toFixed(1).padStart(8)} ms  ${name}`);
