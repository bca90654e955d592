/**
 * The big-input fuzzer: every API of bench/fuzz-input-shapes.ts on every shape at doubling
 * sizes (1, 2, 4, 8 MB in `npm run fuzz`), one child per API and shape, its heap capped. A pair
 * fails when a call throws anything but a documented build error, the child dies or passes its
 * caps, a doubling of the input more than `ratio` times the time (linear is 2), or the result
 * holds more than `bytesPerChar` bytes per input character. A failing ratio is measured again
 * in a fresh child before it is reported (this machine's speed changes under other load).
 */
import { type Lost, isLost, runInChildren } from './fuzz-children';
import type { InputAnswer, InputItem } from './fuzz-input-case';
import { DOCUMENTED_THROWS } from './fuzz-input-shapes';

export interface InputFuzzOptions {
  /** Sizes in code units, ascending. */
  sizes: number[];
  /** The largest time ratio per doubling of the input (scaled for larger steps: ratio^log2(step)). */
  ratio: number;
  /** The most bytes a result may retain per input character. */
  bytesPerChar: number;
  /** Calls per size; the best time counts. */
  reps: number;
  log?: (line: string) => void;
}

export interface InputFinding {
  api: string;
  shape: string;
  kind: 'threw' | 'timeout' | 'memory' | 'crash' | 'superlinear' | 'retains';
  detail: string;
}

/** Below this a time is too small to judge a ratio by (timer and collector noise). */
const MIN_JUDGED_MS = 20;
/** The slowest a call may be per character before the watchdog ends it (a quadratic call would run for hours). */
const WATCHDOG_US_PER_CHAR = 3;

export function limitsFor(sizes: readonly number[], reps: number) {
  const largest = sizes[sizes.length - 1]!;
  // the input (up to two bytes per unit), 12 bytes per unit of result, and room for the library and garbage
  return { heapMb: Math.max(256, Math.ceil((16 * largest) / 2 ** 20) + 192), rssMb: Math.max(1024, Math.ceil((40 * largest) / 2 ** 20) + 512), watchdogMs: 10_000 + (reps * largest * WATCHDOG_US_PER_CHAR) / 1000, stopOnLost: true };
}

/** Why the answers of one API and shape fail, if they do. */
export function judge(api: string, shape: string, answers: readonly (InputAnswer | Lost)[], options: InputFuzzOptions): InputFinding[] {
  const findings: InputFinding[] = [];
  const found = (kind: InputFinding['kind'], detail: string) => findings.push({ api, shape, kind, detail });
  answers.forEach((a, k) => {
    const size = options.sizes[k]!;
    if (isLost(a)) return found(a.lost, `at ${mb(size)}: ${a.detail}`);
    if (a.threw && !DOCUMENTED_THROWS.some((name) => a.threw!.startsWith(`${name}:`))) found('threw', `at ${mb(size)}: ${a.threw}`);
    if (a.retained > options.bytesPerChar * a.length + 2 ** 20) found('retains', `at ${mb(size)}: ${(a.retained / a.length).toFixed(1)} bytes per character > ${options.bytesPerChar}`);
    const previous = answers[k - 1];
    if (previous && !isLost(previous) && !previous.threw && !a.threw && a.ms >= MIN_JUDGED_MS) {
      const bound = options.ratio ** Math.log2(a.length / previous.length);
      const ratio = a.ms / Math.max(previous.ms, 0.001);
      if (ratio > bound) found('superlinear', `${mb(previous.size)} → ${mb(size)}: ${previous.ms.toFixed(1)} → ${a.ms.toFixed(1)} ms (×${ratio.toFixed(2)} > ×${bound.toFixed(2)})`);
    }
  });
  return findings;
}

const mb = (size: number) => (size >= 2 ** 20 ? `${size / 2 ** 20} MB` : `${size / 1024} KB`);

/** One API and shape at every size, in a fresh child. */
export async function measurePair(api: string, shape: string, options: InputFuzzOptions): Promise<(InputAnswer | Lost)[]> {
  const items: InputItem[] = options.sizes.map((size) => ({ api, shape, size, reps: options.reps }));
  return runInChildren<InputItem, InputAnswer>('fuzz-input-child', items, limitsFor(options.sizes, options.reps));
}

/**
 * The two runs of a pair as one: at each size the quicker answer (noise only slows a run, so
 * the better time is the nearer to the call's own), or the first where either was lost.
 */
function quicker(first: readonly (InputAnswer | Lost)[], second: readonly (InputAnswer | Lost)[]): (InputAnswer | Lost)[] {
  return first.map((a, k) => {
    const b = second[k];
    return b && !isLost(a) && !isLost(b) && !a.threw && !b.threw && b.ms < a.ms ? { ...a, ms: b.ms } : a;
  });
}

/**
 * Every pair: its answers and findings; a pair whose only finding is a ratio is measured again
 * in a fresh child, and judged by the quicker time of the two runs at each size (one run on this
 * shared machine made a different pair "superlinear" each full run).
 */
export async function fuzzInputs(pairs: readonly { api: string; shape: string }[], options: InputFuzzOptions) {
  const log = options.log ?? (() => undefined);
  const findings: InputFinding[] = [];
  const rows: { api: string; shape: string; answers: (InputAnswer | Lost)[] }[] = [];
  for (const { api, shape } of pairs) {
    let answers = await measurePair(api, shape, options);
    let found = judge(api, shape, answers, options);
    if (found.length > 0 && found.every((f) => f.kind === 'superlinear')) {
      answers = quicker(answers, await measurePair(api, shape, options));
      found = judge(api, shape, answers, options);
    }
    rows.push({ api, shape, answers });
    findings.push(...found);
    const last = answers[answers.length - 1];
    const summary = last && !isLost(last) ? `${(last.ms * 1000 / last.length).toFixed(3)} µs/char, ${(last.retained / last.length).toFixed(1)} B/char retained, peak RSS ${last.maxRssMb.toFixed(0)} MB` : '';
    log(`  ${found.length ? 'FAIL' : 'ok  '} ${api} × ${shape}${summary ? `: ${summary}` : ''}`);
    for (const f of found) log(`    ${f.kind}: ${f.detail}`);
  }
  return { rows, findings };
}
