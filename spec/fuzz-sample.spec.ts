/**
 * The fuzzers' seeded sample for CI (the full runs are `npm run fuzz`, docs/performance.md):
 * 40 grammar mutants registered in capped child processes, each within the 1 s registration
 * budget, refused only with a documented grammar error, never crashing; and a dozen APIs on
 * adversarial 256 KB and 1 MB inputs, none throwing, dying, holding more than 12 bytes per input
 * character, or taking more than 12 times as long on the 4 times longer input. The known
 * failures (bench/fuzz-known.ts) are left out until they are fixed.
 */
import { isLost, runInChildren } from '../bench/fuzz-children';
import { GRAMMAR_LIMITS, GrammarFuzzer, describe as describeOps, mutantCases } from '../bench/fuzz-grammars';
import type { InputAnswer, InputItem } from '../bench/fuzz-input-case';
import { APIS, SHAPES } from '../bench/fuzz-input-shapes';
import { fuzzInputs } from '../bench/fuzz-inputs';
import { KNOWN_GRAMMARS, type KnownGrammar, isKnownInput } from '../bench/fuzz-known';
import { loadBases } from '../bench/fuzz-mutate';
import { repoRoot } from '../bench/repo';

const SEED = 20_271_027;
jest.setTimeout(120_000);

describe('the harness', () => {
  it('records a child that dies as a crash and goes on with the next item in a fresh child', async () => {
    const items: InputItem[] = [
      { api: 'isValid path', shape: 'no such shape', size: 16, reps: 1 },
      { api: 'isValid path', shape: 'a…', size: 16, reps: 1 },
    ];
    const [dead, next] = await runInChildren<InputItem, InputAnswer>('fuzz-input-child', items, { heapMb: 128, rssMb: 1024, watchdogMs: 10_000 });
    expect(isLost(dead) && dead.lost).toBe('crash');
    expect(isLost(next) ? next : next!.threw).toBeUndefined();
  });

  it('records an item past its watchdog as a timeout', async () => {
    const items: InputItem[] = [{ api: 'isValid path', shape: 'a…', size: 16, reps: 1 }];
    const [answer] = await runInChildren<InputItem, InputAnswer>('fuzz-input-child', items, { heapMb: 128, rssMb: 1024, watchdogMs: 1 });
    expect(isLost(answer) && answer.lost).toBe('timeout');
  });

  it('knows every known failure by a text that it can build', () => {
    for (const known of KNOWN_GRAMMARS) expect(known.text().length).toBeGreaterThan(0);
  });
});

describe('grammar mutants', () => {
  it('40 mutants: registered within 1 s, refused only with a documented error, no crash', async () => {
    const bases = loadBases(repoRoot(process.cwd()));
    const cases = mutantCases(SEED, 40, bases, 300);
    const fuzzer = new GrammarFuzzer(bases, { seed: SEED, count: cases.length, maxSize: 300, budgetMs: 1000, shrink: 0 });
    const { answers, findings } = await fuzzer.fuzz(cases);
    expect(answers).toHaveLength(40);
    // a failure counts when it fails again alone (this machine is shared: one slow run is its load)
    expect(findings.filter((f) => f.confirmed).map((f) => `${f.kind} (${f.detail}): ${f.case.api} ${f.case.mutant.base} + ${describeOps(f.case.mutant.ops)}`)).toEqual([]);
    expect(GRAMMAR_LIMITS.heapMb).toBeLessThanOrEqual(512);
  });
});

/**
 * Known failures of bench/fuzz-known.ts that were fixed (issue 27): each registered alone in a
 * capped child within 4 s. `npm run fuzz` holds them to its 1 s budget; here, on a shared
 * machine running specs side by side, 4 s still tells the old costs apart (12 s to 30 s, out of
 * memory, or a RangeError) from today's (0.1 to 1.5 s).
 */
const FIXED_GRAMMARS: KnownGrammar[] = [
  { name: 'nested alternations around a large rule', api: 'schemeFromAbnf', notation: 'abnf', text: () => `r = ${'( '.repeat(150)}big${' / "k" )'.repeat(150)}\nbig = 10000"ab"` },
  {
    name: 'BNF using the built-in rules, 100 KB of other rules',
    api: 'schemeFromBnf',
    notation: 'bnf',
    text: () => ['x = "fz://" hostport [ "/" hpath ] [ ";" pad0 ]', ...Array.from({ length: 3000 }, (_, k) => `pad${k} = "p${k}" *( alpha | digit )${' '.repeat(8)}`)].join('\n'),
  },
  { name: 'a long quoted literal (70,000 characters; ran out of memory)', api: 'schemeFromAbnf', notation: 'abnf', text: () => `s = "${'a'.repeat(70_000)}"` },
  { name: 'many distinct characters (%x100.101.… 30,000 values; 20 s and 3.7 GB, now refused as automaton-too-large)', api: 'schemeFromAbnf', notation: 'abnf', text: () => `s = %x${Array.from({ length: 30_000 }, (_, k) => (0x100 + k).toString(16)).join('.')}` },
  { name: '126,000 %x values in one (was a RangeError)', api: 'compileGrammar', notation: 'abnf', text: () => `s = %x${Array.from({ length: 126_000 }, () => '61').join('.')}` },
  { name: 'a sequence of 126,000 items (was a RangeError)', api: 'compileGrammar', notation: 'abnf', text: () => `s = ${'"a" '.repeat(126_000)}` },
];

describe('fixed known failures', () => {
  it.each(FIXED_GRAMMARS.map((k) => [k.name, k] as const))('%s', async (_, known) => {
    const fuzzer = new GrammarFuzzer(loadBases(repoRoot(process.cwd())), { seed: SEED, count: 1, maxSize: 300, budgetMs: 4000, shrink: 0 });
    // a failure counts when it fails again (this machine is shared: one slow run is its load)
    const failure = (await fuzzer.knownFailure(known)) && (await fuzzer.knownFailure(known));
    expect(failure).toBeUndefined();
  });
});

describe('big inputs', () => {
  const apis = ['isValid path', 'parseUriReference', 'parseUrl http', 'parseUrl urn', 'resolveString', 'normalize', 'lint', 'escape segment', 'unescape', 'extract', 'findHtmlBase', 'formatError'];
  const shapes = [';a=b…', 'a/…', '%41…', 'u@:…', 'lone high surrogates', 'a.…1'];
  // known failures of bench/fuzz-known.ts that pass now: a geo fraction of zeros (/0+$/), an HTML href with inner spaces (/[\t\n\f\r ]+$/),
  // a geo URI of many parameters and a data URL of a node per character (their trees kept the derivation's markers)
  const fixed = [
    { api: 'equivalent geo', shape: '0…01,2' },
    { api: 'findHtmlBase', shape: 'spaces then x' },
    { api: 'establishBase', shape: 'spaces then x' },
    { api: 'parseUrl geo', shape: ';a=b…' },
    { api: 'parseUrl data', shape: 'a…' },
  ];
  const pairs = [...apis.map((api, k) => ({ api, shape: shapes[k % shapes.length]! })), ...fixed].filter(({ api, shape }) => !isKnownInput(api, shape));

  it('names APIs and shapes the fuzzer has', () => {
    for (const { api, shape } of pairs) {
      expect(APIS[api]).toBeDefined();
      expect(SHAPES[shape]).toBeDefined();
    }
  });

  it('a dozen APIs, and the fixed known failures, at 256 KB and 1 MB: no throw, no crash, ≤ 12 bytes per character held, ≤ 12x the time for 4x the input', async () => {
    const { findings } = await fuzzInputs(pairs, { sizes: [2 ** 18, 2 ** 20], ratio: Math.sqrt(12), bytesPerChar: 12, reps: 3 });
    expect(findings).toEqual([]);
  });
});
