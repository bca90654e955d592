import { readFileSync } from 'fs';
import { join } from 'path';
import type { StackDeriver } from '../../../src/engine/compile/stackDerive';
import type { StackMachine } from '../../../src/engine/compile/stackMachine';
import { machineOf } from './stackMachineOf';
import { alphabetOf, randomInputs } from './recursionInputs';
import { runs } from '../../runs';

const grammarFile = (name: string) => readFileSync(join(__dirname, 'grammars', name), 'utf8');
const FILTER = grammarFile('rfc4515-filter.abnf');
const COMMENT = grammarFile('rfc5322-comment.abnf');

/** Everything a run and a derivation give: the run's end (both ways), the configurations there, the markers. */
function results(m: { machine: StackMachine; deriver: StackDeriver }, input: string): unknown {
  const { machine, deriver } = m;
  const run = machine.run(input, 0, input.length, false);
  const configurations = Array.from(machine.current.states.subarray(0, machine.current.count), (s, k) => `${s}:${machine.rulePath(s, machine.current.stacks[k]!).join('>')}`);
  const longest = machine.run(input, 0, input.length, true);
  const count = deriver.derive(input, 0, input.length);
  return { run, configurations, longest, markers: count < 0 ? null : Array.from(deriver.markers.subarray(0, count)) };
}

/** The counters of work that is no cache hit. */
function misses(m: { machine: StackMachine; deriver: StackDeriver }): number[] {
  return [m.machine.misses, m.machine.sets.built, m.deriver.cached.aliveMisses, m.deriver.cached.choiceMisses, m.deriver.uncached];
}

const GRAMMARS: Array<{ name: string; text: string; start: string; length: number; maxNesting?: number }> = [
  { name: 'balanced parentheses', text: 'p = "(" p ")" / "x"', start: 'p', length: 12 },
  { name: 'balanced parentheses, maxNesting 3', text: 'p = "(" p ")" / "x"', start: 'p', length: 12, maxNesting: 3 },
  { name: 'Dyck words', text: 'd = [ "(" d ")" d ]', start: 'd', length: 12 },
  { name: 'nested comment, maxNesting 4', text: 'comment = "(" *( ctext / quoted-pair / comment ) ")"\nctext = "a" / " "\nquoted-pair = "\\" ( "(" / ")" / "a" )', start: 'comment', length: 12, maxNesting: 4 },
  { name: 'mutual recursion', text: 'a = "[" b "]" / "a"\nb = "{" a "}" / "b" / a "," a', start: 'a', length: 11 },
  { name: 'ambiguous recursion', text: 'e = "(" e ")" / "(" f ")" ")" / "x" / "x" e\nf = e / "(" e', start: 'e', length: 10 },
  { name: 'a small LDAP filter', text: 'filter = "(" comp ")"\ncomp = and / not / item\nand = "&" list\nlist = 1*filter\nnot = "!" filter\nitem = "a" ( "=" / "~=" ) *"v"', start: 'filter', length: 12 },
];

describe('the cache of configuration sets gives what the uncached machine gives', () => {
  for (const { name, text, start, length, maxNesting } of GRAMMARS) {
    test(`${name}: runs, configurations, nesting errors and trees, with the default budget and with a tiny one`, () => {
      const plain = machineOf(text, start, {}, maxNesting);
      plain.machine.withoutCache = true;
      const cached = machineOf(text, start, {}, maxNesting);
      const tiny = machineOf(text, start, { sets: 3, bytes: 4096 }, maxNesting); // cleared, thrashed and derived without the cache often
      let members = 0;
      for (const input of randomInputs(alphabetOf(text), length, runs(1500), `${name} cache`, text, start)) {
        const expected = results(plain, input);
        if ((expected as { markers: unknown }).markers) members++;
        expect([input, results(cached, input)]).toEqual([input, expected]);
        expect([input, results(tiny, input)]).toEqual([input, expected]);
      }
      expect(members).toBeGreaterThanOrEqual(maxNesting === 3 ? 3 : 5); // few members nest 3 deep at most in 12 characters
      expect(tiny.machine.sets.clears).toBeGreaterThan(0);
      expect(tiny.deriver.uncached).toBeGreaterThan(0);
      expect(cached.deriver.uncached).toBe(0);
    });
  }

  test('nesting past maxNesting: the same errors, cached or not (RFC 5322 comment at maxNesting 6)', () => {
    const text = `   cmt = "cmt:" comment\n${COMMENT}`; // indented as the published rules are
    const plain = machineOf(text, 'cmt', {}, 6);
    plain.machine.withoutCache = true;
    const cached = machineOf(text, 'cmt', {}, 6);
    for (const input of ['cmt:(a(b(c)))', 'cmt:(a(b(c(d))))', 'cmt:(((((', 'cmt:(a(b(c(', 'cmt:(a(b)c(d(e)f)g)', `cmt:${'('.repeat(50)}`]) {
      for (let k = 0; k < 2; k++) expect([input, results(cached, input)]).toEqual([input, results(plain, input)]);
    }
    expect((results(cached, 'cmt:(a(b(c(d))))') as { run: { tooDeep: number } }).run.tooDeep).toBeGreaterThan(0);
  });
});

describe('the cache is used (counted)', () => {
  const filter = (n: number) => `(&${'(|(cn=a*b)(!(sn~=x)))'.repeat(n)})`;

  test('a second run and derivation of the same input computes nothing', () => {
    const m = machineOf(FILTER, 'filter');
    const input = filter(20);
    const first = results(m, input);
    const counted = misses(m);
    expect(counted[0]).toBeGreaterThan(0);
    expect(counted[2]).toBeGreaterThan(0);
    expect(counted[3]).toBeGreaterThan(0);
    const work = m.machine.work;
    expect(results(m, input)).toEqual(first);
    expect(misses(m)).toEqual(counted);
    expect(m.machine.work).toBe(work); // no closure, no ε-graph, no walk
  });

  test('LDAP filters of 1x, 2x and 4x the items, nested 3 deep: what is computed does not grow with the length', () => {
    const counts = [100, 200, 400].map((n) => {
      const m = machineOf(FILTER, 'filter');
      const input = filter(n);
      const r = results(m, input) as { run: { at: number; accepting: boolean }; markers: number[] | null };
      expect([r.run.at, r.run.accepting, r.markers !== null]).toEqual([input.length, true, true]);
      return { misses: misses(m), work: m.machine.work, length: input.length };
    });
    expect(counts[1]!.misses).toEqual(counts[0]!.misses);
    expect(counts[2]!.misses).toEqual(counts[0]!.misses);
    expect(counts[2]!.work).toBe(counts[0]!.work);
  });

  test('a comment of 1x, 2x and 4x the length', () => {
    const comment = (n: number) => `(${'a (b \\( (c)) '.repeat(n)})`;
    const counts = [100, 200, 400].map((n) => {
      const m = machineOf(COMMENT, 'comment');
      expect((results(m, comment(n)) as { markers: number[] | null }).markers).not.toBeNull();
      return misses(m);
    });
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[2]).toEqual(counts[0]);
  });
});

describe('the cache stays within its budget where the nesting grows with the input', () => {
  const deep = (n: number) => '('.repeat(n) + 'x' + ')'.repeat(n);

  test('p = "(" p ")" / "x" nested 500 to 4,000 deep: at most the budget of sets, the same results as without the cache', () => {
    const sets = 64;
    const m = machineOf('p = "(" p ")" / "x"', 'p', { sets }, 20_000);
    const plain = machineOf('p = "(" p ")" / "x"', 'p', {}, 20_000);
    plain.machine.withoutCache = true;
    let clears = 0;
    for (const n of [500, 1000, 2000, 4000]) {
      for (const input of [deep(n), deep(n).slice(0, -1), `${deep(n)})`]) {
        expect(results(m, input)).toEqual(results(plain, input));
        expect(m.machine.sets.size).toBeLessThanOrEqual(sets);
      }
      expect(m.machine.sets.clears).toBeGreaterThan(clears);
      clears = m.machine.sets.clears;
    }
    // a run that thrashes goes on without the cache: the sets it builds stay far below one per character
    const built = m.machine.sets.built;
    m.machine.run(deep(4000), 0, 8001, false);
    expect(m.machine.sets.built - built).toBeLessThan(4 * sets);
  });

  test('the byte budget bounds the sets too', () => {
    const m = machineOf(FILTER, 'filter', { bytes: 64 * 1024 });
    const input = `(&${'(!'.repeat(200)}(cn=x)${')'.repeat(200)})`;
    const plain = machineOf(FILTER, 'filter');
    plain.machine.withoutCache = true;
    expect(results(m, input)).toEqual(results(plain, input));
    expect(m.machine.sets.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(m.machine.sets.clears).toBeGreaterThan(0);
  });
});
