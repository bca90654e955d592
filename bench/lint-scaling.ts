/**
 * Shows that lint() and findHtmlBase() are linear in the input: times each adversarial
 * family at three sizes (each twice the previous) and prints the time ratio to the previous
 * size (about 2 when linear, 4 when quadratic). Best of 3 runs.
 *
 * Run (no ts-node): compile this file and what it imports, then run it with node:
 *   npx tsc bench/lint-scaling.ts --outDir node_modules/.cache/bench --module node16 \
 *     --moduleResolution node16 --target es2022 --esModuleInterop --skipLibCheck --strict \
 *   && node node_modules/.cache/bench/bench/lint-scaling.js
 */
import { findHtmlBase } from '../src/base';
import { lint } from '../src/lint';
import { best } from './resolve-scaling';

const families: Record<string, (k: number) => string> = {
  'lint: host-like userinfo': (k) => 'http://' + 'a.'.repeat(k) + 'b@h/',
  'lint: numeric reg_name': (k) => 'http://' + '1.'.repeat(k) + '@/',
  'lint: mailto body hfields': (k) => 'mailto:a?' + 'body=%0A&'.repeat(k) + 'x=%0A',
  'lint: escaped UTF-8 host': (k) => 'http://' + '%D0%B0'.repeat(k) + '/',
  'lint: Cyrillic run': (k) => 'http://' + '\u0430'.repeat(4 * k) + '/',
  'lint: ".." above root': (k) => 'http://a/' + '../'.repeat(k),
  'lint: 1 LF per 4 chars': (k) => 'http://h/' + 'a%0A'.repeat(k),
  'html: head of meta tags': (k) => '<head>' + '<meta name="a" content=\'b\' x>'.repeat(k / 8),
  'html: unclosed <script>': (k) => '<script>'.repeat(k / 2),
  'html: unclosed comments': (k) => '<!-- <a '.repeat(k / 2),
};

const run = (name: string, input: string) => (name.startsWith('html') ? findHtmlBase(input) : lint(input));

for (const [name, family] of Object.entries(families)) {
  const sizes = [62_500, 125_000, 250_000];
  const times = sizes.map((k) => best(() => run(name, family(k)), 3));
  const mb = (family(sizes[2]).length / 1e6).toFixed(2);
  const ratios = times.slice(1).map((t, i) => (t / times[i]).toFixed(2));
  console.log(`${name.padEnd(28)} up to ${mb} MB: ${times.map((t) => t.toFixed(1) + ' ms').join(' → ')}  (ratios ${ratios.join(', ')})`);
}
