import { join } from 'node:path';
import type { Worker as WorkerThread } from 'node:worker_threads';
import { Io, UsageError } from './command';
import { IoError } from './io';
import { readRegions, tooLong } from './lines';
import type { Parallel, RecordOptions, Rendered, RecordWriter } from './records';

/** `--jobs N` of check and parse. */
export const jobsFlag = { jobs: { type: 'string' } } as const;

export const JOBS_HELP = `  --jobs N          check the lines of stdin in N worker threads (default 1), the records still in input order and the same bytes as with one`;

/** The most worker threads --jobs starts. */
const MAX_JOBS = 64;

/** `--jobs N`: 1 when absent; a usage error unless a whole number from 1 to 64. */
export function jobsOf(values: Record<string, string | boolean | undefined>): number {
  const raw = values.jobs;
  if (raw === undefined) return 1;
  const n = /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_JOBS)) throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, got ${JSON.stringify(raw)}`);
  return n;
}

/** What a worker needs to build the command's records itself: the command and its arguments (worker.ts). */
export interface WorkerInit {
  command: 'check' | 'parse';
  args: string[];
  color: Io['color'];
}

/** One region of stdin for a worker: whole lines, numbered from `first`. */
export interface Job {
  first: number;
  bytes: Uint8Array;
  ended: boolean;
}

const WORKER = join(__dirname, 'worker.js');

/** Regions out at once per worker: enough that none runs dry while the main thread writes another's records. */
const IN_FLIGHT = 4;
/** Bytes of stdin out at once, past one region per worker: the records of many workers' queues stay bounded (parse's are ~15 times their input). */
const MAX_BYTES_OUT = 8 * 1024 * 1024;

/** The number of lines in a region of whole lines (its LFs are the line ends between them). */
function linesIn(bytes: Buffer): number {
  let n = 1;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) n++;
  return n;
}

/**
 * `--jobs N` above 1: N worker threads render stdin's regions (whole lines, a chunk at a
 * time) as `renderBatch` does, and the records are written in input order. The main thread
 * reads, counts lines (for their numbers) and writes; at most 4N regions (and 8 MiB past one
 * region each) are out at once, each sent to the worker with the fewest waiting.
 * Undefined for 1 (the records are then rendered in the main thread).
 */
export function inWorkers(count: number, init: WorkerInit): Parallel | undefined {
  if (count <= 1) return undefined;
  return {
    async run(io: Io, options: RecordOptions, writer: RecordWriter): Promise<void> {
      // Loaded here, not with the CLI: a run without --jobs does not compile it (about 4 ms).
      const { Worker } = require('node:worker_threads') as { Worker: typeof WorkerThread };
      const workers = Array.from({ length: count }, () => new Worker(WORKER, { workerData: init }));
      const waiting: { resolve: (r: Rendered) => void; reject: (e: unknown) => void }[][] = workers.map(() => []);
      let failure: unknown;
      workers.forEach((worker, k) => {
        worker.on('message', (r: Rendered) => waiting[k].shift()?.resolve(r));
        const fail = (e: unknown) => {
          failure ??= e;
          for (const w of waiting[k].splice(0)) w.reject(e);
        };
        worker.on('error', fail);
        worker.on('exit', () => fail(new Error('uri-grammar: a --jobs worker stopped')));
      });
      const ask = (k: number, job: Job): Promise<Rendered> =>
        new Promise((resolve, reject) => {
          if (failure !== undefined) return reject(failure);
          waiting[k].push({ resolve, reject });
          workers[k].postMessage(job, [job.bytes.buffer as ArrayBuffer]);
        });
      /** The regions sent, in input order, with their size in bytes. */
      const inFlight: { rendered: Promise<Rendered>; size: number }[] = [];
      let bytesOut = 0;
      const settle = async () => {
        const { rendered: next, size } = inFlight.shift()!;
        bytesOut -= size;
        const rendered = await next;
        await writer.write(rendered.parts);
        if (rendered.error) throw new IoError(rendered.error);
      };
      try {
        let number = 1;
        // The worker with the fewest regions waiting: one slowed down (a busy machine) is given less, and none waits idle while another has a queue.
        const leastBusy = () => waiting.reduce((best, w, k) => (w.length < waiting[best].length ? k : best), 0);
        for await (const region of readRegions(io.stdin, options.maxLine)) {
          if ('overlong' in region) {
            while (inFlight.length > 0) await settle();
            throw tooLong(number, options.maxLine);
          }
          const bytes = new Uint8Array(region.bytes); // a copy of its own to hand over (a chunk may share its memory)
          inFlight.push({ rendered: ask(leastBusy(), { first: number, bytes, ended: region.ended }), size: bytes.length });
          number += linesIn(region.bytes);
          bytesOut += bytes.length;
          while (inFlight.length >= IN_FLIGHT * count || (bytesOut > MAX_BYTES_OUT && inFlight.length >= count)) await settle();
        }
        while (inFlight.length > 0) await settle();
      } finally {
        for (const { rendered } of inFlight) rendered.catch(() => undefined); // the records after a failure are not written
        await Promise.all(workers.map((w) => w.terminate()));
      }
    },
  };
}
