/**
 * `npm run bench:updates`: what each reading of the scheme grammars costs `parseUrl` on the
 * "scheme parse" inputs of `npm run bench` (syntheticSchemeSet: 400 URLs, 40 of them http),
 * in one process, the readings interleaved round by round. Measured in CPU time
 * (process.cpuUsage: user + system), which the other processes of a shared machine move
 * less than wall time. Prints calls per CPU-second, the median of 15 rounds, per reading
 * ('rfc2616' is the default) for the whole set and for its http URLs.
 */
import { parseUrl } from '../src';
import type { ParseUrlOptions } from '../src';
import { syntheticSchemeSet } from './inputs';
import { machine } from './machine';
import { median } from './measure';

const ROUNDS = 15;
const READINGS: Record<string, ParseUrlOptions> = {
  "updates 'rfc2616' (default)": {},
  "updates 'rfc2396'": { updates: 'rfc2396' },
  "updates 'none'": { updates: 'none' },
  'generic: true': { generic: true },
};

const all = syntheticSchemeSet();
const sets: Record<string, string[]> = { [`all (${all.length})`]: all, [`http (${all.filter((s) => s.startsWith('http:')).length})`]: all.filter((s) => s.startsWith('http:')) };
const samples = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  const order = Object.entries(READINGS);
  if (round % 2) order.reverse();
  for (const [reading, options] of order) {
    for (const [set, inputs] of Object.entries(sets)) {
      const reps = Math.ceil(12_000 / inputs.length);
      let ok = 0;
      const start = process.cpuUsage();
      for (let r = 0; r < reps; r++) for (const s of inputs) if (parseUrl(s, options).ok) ok++;
      const spent = process.cpuUsage(start);
      if (ok !== reps * inputs.length) throw new Error(`bench: ${reading} refuses some of ${set}`);
      const key = `${set}\t${reading}`;
      samples.set(key, [...(samples.get(key) ?? []), (reps * inputs.length * 1e6) / (spent.user + spent.system)]);
    }
  }
}
const m = machine();
console.log(`parseUrl by reading: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}; median of ${ROUNDS} rounds\n`);
console.log('| inputs | reading | calls per CPU-second |\n|---|---|---:|');
for (const [key, values] of samples) {
  const [set, reading] = key.split('\t');
  console.log(`| ${set} | ${reading} | ${Math.round(median(values)).toLocaleString('en-US')} |`);
}
