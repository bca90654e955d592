import { splitRegion, tooLong } from './lines';
import type { OutBytes } from './out-bytes';
import { type RecordRun, type Rendered, renderBatch } from './records';

/** One region of stdin: whole lines, numbered from `first` (`ended`: the last has its LF). */
export interface Job {
  first: number;
  bytes: Uint8Array;
  ended: boolean;
}

/**
 * The records of a region of stdin (whole lines, numbered from `job.first`), as renderBatch
 * renders a batch: what a --jobs worker does with a region it is sent, and the main thread
 * with one it keeps. A line over --max-line ends the records with its error. `handOver`: the
 * parts' memory is let go of (a worker transfers it to the main thread); else the next
 * region's bytes go after them in the same chunk.
 */
export function renderRegion<V>(job: Job, run: RecordRun<V>, out: OutBytes, handOver: boolean): Rendered {
  const bytes = Buffer.isBuffer(job.bytes) ? job.bytes : Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const { maxLine } = run.options;
  const { batch, tooLong: over } = splitRegion(bytes, job.ended, job.first, maxLine);
  const rendered = renderBatch(batch, run, out);
  if (handOver) {
    rendered.parts.push(...out.end());
  } else {
    out.seal();
    rendered.parts.push(...out.take());
  }
  if (rendered.error === undefined && over !== undefined) rendered.error = tooLong(over, maxLine).message;
  return rendered;
}
