/**
 * The grammar-mutation fuzzer: mutants of the grammar texts of grammar/ and of a few shapes
 * (bench/fuzz-mutate.ts) registered with schemeFromAbnf, schemeFromBnf or compileGrammar in a
 * child process with a heap cap and a watchdog (bench/fuzz-children.ts). A case fails when its
 * registration takes more than the budget (1 s), its three sample inputs more than 10 µs per character,
 * it throws anything but a documented grammar error, or its child runs out of memory or dies.
 * A failure is re-run alone to confirm it, then shrunk (operations dropped, sizes halved) and
 * printed as a reproduction.
 */
import { type Lost, isLost, runInChildren } from './fuzz-children';
import type { GrammarAnswer, GrammarApi, GrammarCase } from './fuzz-grammar-case';
import { type Base, type Mutant, type Op, jsString, mutate, randomOp } from './fuzz-mutate';
import { Random } from './fuzz-random';

export interface GrammarFuzzOptions {
  seed: number;
  /** Mutants to run. */
  count: number;
  /** The largest size an operation may draw (a literal's length, a count, a depth…). */
  maxSize: number;
  /** Per case, for registration and for the samples each (the issue's promise: 1 s per registration). */
  budgetMs: number;
  /** Failures shrunk (each costs up to `shrinkTrials` children); the rest are reported unshrunk. */
  shrink: number;
  log?: (line: string) => void;
}

export const GRAMMAR_LIMITS = { heapMb: 512, rssMb: 1536 };
const SHRINK_TRIALS = 24;
/**
 * The samples' cost per character, above which a case fails (the built-in grammars run at well
 * under 1 µs; a lazy DFA that misses its cache on every character ran at 700), judged only past
 * MIN_JUDGED_PARSE_MS, below which timer and first-use compilation dominate.
 */
const PARSE_US_PER_CHAR = 10;
const MIN_JUDGED_PARSE_MS = 200;

export interface MutantCase {
  id: number;
  api: GrammarApi;
  mutant: Mutant;
}

export type FailureKind = 'slow-registration' | 'slow-parse' | 'timeout' | 'memory' | 'crash' | 'threw';

export interface Failure {
  kind: FailureKind;
  detail: string;
}

export interface GrammarFinding extends Failure {
  case: MutantCase;
  /** Failed again when run alone in a fresh child. */
  confirmed: boolean;
  /** The smallest mutant found that fails the same way, and its reproduction. */
  shrunk?: Mutant;
  reproduction: string;
}

const apisOf = (base: Base): GrammarApi[] => (base.notation === 'abnf' ? ['schemeFromAbnf', 'compileGrammar'] : ['schemeFromBnf', 'compileGrammar']);

/** `count` mutants from `seed`: a base, an API of its notation, one to three operations (a third of them random edits only). */
export function mutantCases(seed: number, count: number, bases: readonly Base[], maxSize: number): MutantCase[] {
  const random = new Random(seed);
  return Array.from({ length: count }, (_, id) => {
    const base = random.pick(bases);
    const n = 1 + random.below(3);
    const editsOnly = random.below(3) === 0;
    const ops: Op[] = [];
    while (ops.length < n) {
      const op = randomOp(random, base.notation, maxSize);
      if (!editsOnly || op.op === 'edit') ops.push(op);
    }
    return { id, api: random.pick(apisOf(base)), mutant: { base: base.name, ops } };
  });
}

/** Why an answer is a failure, if it is one. */
export function failureOf(answer: GrammarAnswer | Lost, budgetMs: number): Failure | undefined {
  if (isLost(answer)) return { kind: answer.lost, detail: answer.detail };
  if (answer.outcome === 'threw') return { kind: 'threw', detail: `${answer.error!.name} in ${answer.phase}: ${answer.error!.message}` };
  if (answer.registerMs > budgetMs) return { kind: 'slow-registration', detail: `registration ${answer.registerMs.toFixed(0)} ms > ${budgetMs} ms (${answer.outcome})` };
  const perChar = (answer.parseMs * 1000) / Math.max(1, answer.parsedChars ?? 0);
  if (answer.parseMs > MIN_JUDGED_PARSE_MS && perChar > PARSE_US_PER_CHAR) {
    return { kind: 'slow-parse', detail: `samples (up to ${answer.sampleLength} chars) at ${perChar.toFixed(1)} µs per character > ${PARSE_US_PER_CHAR} (${answer.parseMs.toFixed(0)} ms)` };
  }
  return undefined;
}

/** Failures alike for shrinking: too slow however it shows, out of memory however it shows, or the same class thrown. */
function family(f: Failure): string {
  if (f.kind === 'slow-registration' || f.kind === 'timeout') return 'time';
  if (f.kind === 'slow-parse') return 'parse';
  if (f.kind === 'threw') return `threw ${f.detail.split(' ')[0]}`;
  return f.kind;
}

/** The call that reproduces a case, its text written compactly. */
export function reproduction(c: GrammarCase): string {
  const uses = c.uses ? `, uses: '${c.uses}'` : '';
  if (c.api === 'compileGrammar') return `compileGrammar(${jsString(c.text)}, { notation: '${c.notation}'${uses} }) (then each rule's matches/expectedAt)`;
  return `defineScheme(${c.api}(${jsString(c.text)}, { name: 'fz', hierarchical: false, generic: 'none'${uses} })).parse(…)`;
}

export class GrammarFuzzer {
  private readonly bases: Map<string, Base>;

  constructor(
    bases: readonly Base[],
    private readonly options: GrammarFuzzOptions,
  ) {
    this.bases = new Map(bases.map((b) => [b.name, b]));
  }

  private toCase(c: MutantCase): GrammarCase {
    const base = this.bases.get(c.mutant.base)!;
    return { id: c.id, api: c.api, notation: base.notation, text: mutate(base, c.mutant.ops), ...(base.uses ? { uses: base.uses } : {}) };
  }

  private limits() {
    // registration within budget, then the samples: room for both on a loaded machine before the child is ended
    return { ...GRAMMAR_LIMITS, watchdogMs: Math.max(10_000, 4 * this.options.budgetMs) };
  }

  /** Runs `cases` in children, many per child; the answer of each. */
  async run(cases: readonly MutantCase[]): Promise<(GrammarAnswer | Lost)[]> {
    return runInChildren<GrammarCase, GrammarAnswer>('fuzz-grammar-child', cases.map((c) => this.toCase(c)), this.limits());
  }

  /** One case alone, in a fresh child: its failure, if any. */
  async alone(c: MutantCase): Promise<Failure | undefined> {
    const [answer] = await this.run([c]);
    return failureOf(answer!, this.options.budgetMs);
  }

  /** A grammar text given whole (bench/fuzz-known.ts), alone in a fresh child: its failure, if any. */
  async knownFailure(known: { api: GrammarApi; notation: 'abnf' | 'bnf'; text: () => string }): Promise<Failure | undefined> {
    const [answer] = await runInChildren<GrammarCase, GrammarAnswer>('fuzz-grammar-child', [{ id: 0, api: known.api, notation: known.notation, text: known.text() }], this.limits());
    return failureOf(answer!, this.options.budgetMs);
  }

  /** Smaller mutants failing like `failure`: operations dropped, then sizes halved, at most SHRINK_TRIALS runs. */
  async shrink(c: MutantCase, failure: Failure): Promise<Mutant> {
    let best = c.mutant;
    let trials = 0;
    const fails = async (ops: Op[]) => {
      if (trials++ >= SHRINK_TRIALS) return false;
      const f = await this.alone({ ...c, mutant: { base: best.base, ops } });
      return f !== undefined && family(f) === family(failure);
    };
    for (let k = best.ops.length - 1; k >= 0 && best.ops.length > 1; k--) {
      const ops = best.ops.filter((_, j) => j !== k);
      if (await fails(ops)) best = { ...best, ops };
    }
    for (let k = 0; k < best.ops.length; k++) {
      for (;;) {
        const op = best.ops[k]!;
        if (!('size' in op) || op.size < 4) break;
        const ops = best.ops.map((o, j) => (j === k ? { ...op, size: Math.floor(op.size / 2) } : o));
        if (!(await fails(ops))) break;
        best = { ...best, ops };
      }
    }
    return best;
  }

  /** Every case of the seed: the failures, confirmed alone and the first `shrink` of them shrunk. */
  async fuzz(cases: readonly MutantCase[]): Promise<{ answers: (GrammarAnswer | Lost)[]; findings: GrammarFinding[] }> {
    const log = this.options.log ?? (() => undefined);
    const answers = await this.run(cases);
    const findings: GrammarFinding[] = [];
    let shrunk = 0;
    for (let k = 0; k < cases.length; k++) {
      const first = failureOf(answers[k]!, this.options.budgetMs);
      if (!first) continue;
      const c = cases[k]!;
      const again = await this.alone(c);
      const failure = again ?? first;
      const finding: GrammarFinding = { ...failure, case: c, confirmed: again !== undefined, reproduction: '' };
      if (again && shrunk < this.options.shrink) {
        shrunk++;
        finding.shrunk = await this.shrink(c, again);
      }
      const mutant = finding.shrunk ?? c.mutant;
      const made = this.toCase({ ...c, mutant });
      finding.reproduction = reproduction(made);
      findings.push(finding);
      log(`  ${finding.confirmed ? 'FAIL' : 'flaky (passed alone)'} #${c.id} ${failure.kind}: ${failure.detail}`);
      log(`    ${c.api} on ${c.mutant.base} + ${describe(c.mutant.ops)}${finding.shrunk ? `; shrunk to ${describe(mutant.ops)}` : ''}`);
      log(`    ${finding.reproduction.length > 600 ? finding.reproduction.slice(0, 600) + '…' : finding.reproduction}`);
    }
    return { answers, findings };
  }
}

export function describe(ops: readonly Op[]): string {
  return ops.map((op) => (op.op === 'edit' ? `edit(${op.kind} ${JSON.stringify(op.ch)} at ${(op.at / 10_000).toFixed(1)}%)` : `${op.op}(${op.size})`)).join(', ');
}

/** A one-line summary of a run's answers. */
export function tally(answers: readonly (GrammarAnswer | Lost)[]): string {
  const count = (p: (a: GrammarAnswer | Lost) => boolean) => answers.filter(p).length;
  const slowest = answers.reduce((m, a) => Math.max(m, isLost(a) ? 0 : a.registerMs), 0);
  return `${count((a) => !isLost(a) && a.outcome === 'accepted')} accepted, ${count((a) => !isLost(a) && a.outcome === 'refused')} refused, ` +
    `${count((a) => !isLost(a) && a.outcome === 'threw')} threw, ${count(isLost)} lost; slowest registration ${slowest.toFixed(0)} ms`;
}
