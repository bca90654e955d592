/** Timing: warm-up discarded, then measured runs interleaved across implementations, median ops/s. */

export interface Impl<T> {
  name: string;
  run(input: T): unknown;
}

export interface Measured {
  name: string;
  /** ops/s of each measured run. */
  runs: number[];
  median: number;
}

/** Results are folded into this so that no call can be optimised away. */
let sink = 0;
export function consumed(): number {
  return sink;
}

/**
 * With `node --expose-gc` (the npm script passes it), every timed pass starts from a
 * collected heap, so that no implementation pays for the garbage another one left; the
 * collections its own allocation causes during the pass stay in its time.
 */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function pass<T>(impl: Impl<T>, inputs: readonly T[], reps: number): number {
  collect();
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < reps; r++) {
    for (let k = 0; k < inputs.length; k++) if (impl.run(inputs[k])) sink++;
  }
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface MeasureOptions {
  /** Measured runs per implementation (≥ 5). */
  runs: number;
  /** Seconds of warm-up per implementation, discarded; it also sizes a run. */
  warmup: number;
  /** Target seconds per measured run. */
  runSeconds: number;
}

/**
 * Each implementation over all `inputs`: a warm-up of about `warmup` seconds (discarded),
 * then `runs` rounds; in each round every implementation runs once, for about `runSeconds`.
 */
export function measure<T>(impls: readonly Impl<T>[], inputs: readonly T[], options: MeasureOptions): Measured[] {
  const reps = impls.map((impl) => warmUp(impl, inputs, options));
  const runs: number[][] = impls.map(() => []);
  for (let round = 0; round < options.runs; round++) {
    impls.forEach((impl, k) => runs[k].push((reps[k] * inputs.length) / pass(impl, inputs, reps[k])));
  }
  return impls.map((impl, k) => ({ name: impl.name, runs: runs[k], median: median(runs[k]) }));
}

/** Warms `impl` up for about `options.warmup` seconds; the passes that make a run of about `options.runSeconds`. */
function warmUp<T>(impl: Impl<T>, inputs: readonly T[], options: MeasureOptions): number {
  let passes = 0;
  let spent = 0;
  while (spent < options.warmup) {
    spent += pass(impl, inputs, 1);
    passes++;
  }
  return Math.max(1, Math.round((options.runSeconds * passes) / spent));
}

/** Rounds of a paired measurement: a round's ratio swings with the machine, its median much less. */
const PAIRED_ROUNDS = 15;

export interface Paired {
  /** `a`'s rate over `b`'s, per round. */
  ratios: number[];
  median: number;
}

/**
 * The rate of `a` on its inputs over the rate of `b` on theirs, from passes alternated round by
 * round (warm-up discarded; `PAIRED_ROUNDS` rounds, or `options.runs` if more), and the median
 * over rounds. For a target that compares two operations: measured in turn, each sees the
 * machine as it is then, and a shared machine changes speed over a run by more than the
 * margins being judged; passes side by side see it alike.
 */
export function pairedRatio<A, B>(a: Impl<A>, aInputs: readonly A[], b: Impl<B>, bInputs: readonly B[], options: MeasureOptions): Paired {
  const aReps = warmUp(a, aInputs, options);
  const bReps = warmUp(b, bInputs, options);
  const ratios: number[] = [];
  for (let round = 0; round < Math.max(PAIRED_ROUNDS, options.runs); round++) {
    const aRate = (aReps * aInputs.length) / pass(a, aInputs, aReps);
    const bRate = (bReps * bInputs.length) / pass(b, bInputs, bReps);
    ratios.push(aRate / bRate);
  }
  return { ratios, median: median(ratios) };
}
