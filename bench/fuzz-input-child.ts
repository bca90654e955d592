/**
 * The child of the big-input fuzzer (bench/fuzz-inputs.ts): for each API, shape and size it is
 * sent, builds the input, runs the API once on a small input of the shape (what the library
 * builds once is not the input's cost), then `reps` times from a collected heap, and answers the best
 * time, the bytes the result retains and the peak resident set. One answer per item, in order.
 */
import { APIS, SHAPES } from './fuzz-input-shapes';
import type { InputAnswer, InputItem } from './fuzz-input-case';

/** The result of the call being measured, alive while its retained bytes are counted. */
const held: unknown[] = [];
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
/** The heap and the memory outside it (`external` includes the array buffers' backing stores). */
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

/**
 * The bytes of a string result's own text (a builder's output: `escape` writes "%C3%A9" for
 * "é", six characters for one, and `format` of a path and a query of it twelve): what the
 * answer is, not what the call holds beyond it. One byte a character, two with any beyond U+00FF.
 */
function textBytes(result: unknown): number {
  return typeof result === 'string' ? result.length * (/[^\u0000-\u00ff]/.test(result) ? 2 : 1) : 0;
}

function measure(item: InputItem): InputAnswer {
  const input = SHAPES[item.shape]!(item.size);
  const call = APIS[item.api]!;
  let best = Infinity;
  let retained = 0;
  try {
    // a first call on a small input builds what the library builds once (compiled automata, caches): not the input's cost
    call(SHAPES[item.shape]!(Math.min(4096, item.size)));
    for (let k = 0; k < item.reps; k++) {
      collect();
      const before = used();
      const t0 = process.hrtime.bigint();
      const result = call(input);
      held.push(result);
      best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
      // twice: V8 frees a dead array buffer's memory on a background thread after a collection, and the next one
      // waits for that; counted after one, a buffer the derivation had outgrown was the result's (96 bytes per character)
      collect();
      collect();
      retained = Math.max(retained, used() - before - textBytes(result));
      held.length = 0;
    }
    return { ...item, length: input.length, ms: best, retained, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  } catch (e) {
    const error = e as { name?: unknown; message?: unknown };
    return { ...item, length: input.length, ms: best, retained, maxRssMb: process.resourceUsage().maxRSS / 1024, threw: `${String(error?.name)}: ${String(error?.message).split('\n')[0]!.slice(0, 200)}` };
  }
}

process.on('message', (item: InputItem) => process.send!(measure(item)));
