/**
 * `npm run bench:meaning`: what the meaning readers of the catalogue (src/schemes/meaning)
 * cost. Per parse: `parseUrl` of RFC examples against the grammar alone (the same catalogue
 * grammar registered without a reader, under another name), median ops/s of interleaved
 * runs. Per byte: 1 MB and 2 MB inputs (base64 and %-escaped data, a geo URI with many
 * parameters), the reader alone and `equivalent`, median of 5: doubling the input should
 * about double the time.
 */
import { catalogue, defineScheme, equivalent, parseUrl, readData, readGeo, schemeFromAbnf, type BnfNode } from '../src';
import { shippedGrammar } from '../src/engine/abnf/files';
import { consumed, measure, median, type Impl } from './measure';

const quick = process.argv.includes('--quick');
const options = { runs: 7, warmup: quick ? 0.1 : 0.5, runSeconds: quick ? 0.05 : 0.2 };

// the grammar alone: each catalogue file registered again as x-<scheme>, with no meaning reader
const plain: Record<string, string> = { urn: 'rfc3986', data: 'rfc2396', tag: 'rfc3986', geo: '' };
for (const [scheme, uses] of Object.entries(plain)) {
  const text = shippedGrammar(`schemes/${scheme}.abnf`).replace(new RegExp(`=(\\s*)"${scheme}`), `=$1"x-${scheme}`); // the literal of the rule, not of a comment
  defineScheme(schemeFromAbnf(text, { name: `x-${scheme}`, hierarchical: false, ...(uses ? { uses: uses as 'rfc3986' } : {}) }));
}
void catalogue;
const examples = [
  'urn:example:a123,z456?+abc#789',
  'data:text/plain;charset=iso-8859-7,%be%fe%be',
  'tag:timothy@hpl.hp.com,2001:web/externalHome',
  'geo:48.198634,16.371648;crs=wgs84;u=40',
];
console.log('| scheme | grammar alone (ops/s) | with its meaning (ops/s) | ratio |\n|---|---|---|---|');
for (const input of examples) {
  const scheme = input.slice(0, input.indexOf(':'));
  const alone = `x-${input}`;
  if (!parseUrl(alone).ok || !parseUrl(input).ok) throw new Error(`bench input refused: ${input}`);
  const impls: Impl<string>[] = [
    { name: 'alone', run: (s) => parseUrl(`x-${s}`).ok },
    { name: 'meaning', run: (s) => parseUrl(s).ok },
  ];
  const [a, m] = measure(impls, [input], options);
  console.log(`| ${scheme} | ${Math.round(a!.median)} | ${Math.round(m!.median)} | ${(a!.median / m!.median).toFixed(2)} |`);
}

function ms(f: () => unknown): number {
  f();
  return median(Array.from({ length: 5 }, () => {
    const t0 = process.hrtime.bigint();
    f();
    return Number(process.hrtime.bigint() - t0) / 1e6;
  }));
}

const tree = (input: string): BnfNode => {
  const r = parseUrl(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.url as BnfNode;
};
console.log('\n| input | size | parseUrl (ms) | reader alone (ms) | equivalent (ms) |\n|---|---|---|---|---|');
for (const mb of [1, 2]) {
  const base64 = `data:application/octet-stream;base64,${Buffer.alloc(mb * 768 * 1024, 0xa5).toString('base64')}`;
  const escaped = `data:,${'%41'.repeat(mb * 349_525)}`;
  const geo = `geo:1,2${';a=b'.repeat(mb * 262_144)}`;
  for (const [name, input, reader] of [['data, base64', base64, readData], ['data, %-escaped', escaped, readData], ['geo, parameters', geo, readGeo]] as const) {
    const t = tree(input);
    const row = [name, `${(input.length / 2 ** 20).toFixed(2)} MB`, ms(() => parseUrl(input)), ms(() => reader(t, input)), name.startsWith('geo') ? ms(() => equivalent(input, input)) : '–'];
    console.log(`| ${row.map((v) => (typeof v === 'number' ? v.toFixed(1) : v)).join(' | ')} |`);
  }
}
if (consumed() < 0) console.log('');
