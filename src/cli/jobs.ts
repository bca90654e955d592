import { join } from 'node:path';
import type { Worker as WorkerThread } from 'node:worker_threads';
import { Io, UsageError } from './command';
import { IoError } from './io';
import { readRegions, tooLong } from './lines';
import { OutBytes } from './out-bytes';
import type { Parallel, RecordRun, RecordWriter, Rendered } from './records';
import { type Job, renderRegion } from './render-region';

/** `--jobs N` of check and parse. */
export const jobsFlag = { jobs: { type: 'string' } } as const;

export const JOBS_HELP = `  --jobs N          check the lines of stdin in N threads (the main one and N-1 workers; default 1), the records still in input order and the same bytes as with one`;

/** The most threads --jobs takes. */
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

const WORKER = join(__dirname, 'worker.js');

/** What a worker posts: that it has built the command's records (it is then sent regions), or a region's records. */
export type WorkerMessage = { ready: true } | Rendered;

/** Regions out at once per thread: enough that no worker runs dry while the main thread renders or writes. */
const IN_FLIGHT = 4;
/** Regions waiting in a worker before the main thread renders the next one itself. */
const DEPTH = 3;
/** Bytes of stdin out at once, past one region per worker: the records of many workers' queues stay bounded (parse's are ~15 times their input). */
const MAX_BYTES_OUT = 8 * 1024 * 1024;

/** The number of lines in a region of whole lines (its LFs are the line ends between them). */
function linesIn(bytes: Buffer): number {
  let n = 1;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) n++;
  return n;
}

/** One turn of the event loop: the workers' messages that came meanwhile are taken in. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `--jobs N` above 1: the main thread and N - 1 worker threads render stdin's regions (whole
 * lines, a chunk at a time) as `renderBatch` does, and the records are written in input order.
 * The main thread reads, counts lines (for their numbers), writes, and renders each region
 * that no worker is ready for: until a worker has loaded (a few tenths of a second), and while
 * each has DEPTH regions waiting; the others go to the worker with the fewest waiting. At most
 * 4N regions (and 8 MiB past one region a thread) are out at once.
 * Undefined for 1 (the records are then rendered in the main thread alone).
 */
export function inWorkers(count: number, init: WorkerInit): Parallel | undefined {
  if (count <= 1) return undefined;
  return {
    async run(io: Io, recordRun: RecordRun<unknown>, writer: RecordWriter): Promise<void> {
      const { options } = recordRun;
      const run: RecordRun<unknown> = { ...recordRun, whole: true }; // as a worker renders: the same bytes, the same limits
      const local = new OutBytes();
      // Loaded here, not with the CLI: a run without --jobs does not compile it (about 4 ms).
      const { Worker } = require('node:worker_threads') as { Worker: typeof WorkerThread };
      const workers = Array.from({ length: count - 1 }, () => new Worker(WORKER, { workerData: init }));
      const waiting: { resolve: (r: Rendered) => void; reject: (e: unknown) => void }[][] = workers.map(() => []);
      const ready = workers.map(() => false);
      let failure: unknown;
      workers.forEach((worker, k) => {
        worker.on('message', (m: WorkerMessage) => {
          if ('ready' in m) ready[k] = true;
          else waiting[k].shift()?.resolve(m);
        });
        const fail = (e: unknown) => {
          failure ??= e;
          ready[k] = false;
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
      /** The ready worker with the fewest regions waiting, fewer than DEPTH; -1 for none (the main thread renders the region). */
      const pick = (): number => {
        let best = -1;
        for (let k = 0; k < workers.length; k++) if (ready[k] && waiting[k].length < DEPTH && (best < 0 || waiting[k].length < waiting[best].length)) best = k;
        return best;
      };
      /** The regions out, in input order, with their size in bytes. */
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
        for await (const region of readRegions(io.stdin, options.maxLine)) {
          if ('overlong' in region) {
            while (inFlight.length > 0) await settle();
            throw tooLong(number, options.maxLine);
          }
          const k = pick();
          if (k < 0) {
            inFlight.push({ rendered: Promise.resolve(renderRegion({ first: number, bytes: region.bytes, ended: region.ended }, run, local, false)), size: region.bytes.length });
          } else {
            const bytes = new Uint8Array(region.bytes); // a copy of its own to hand over (a chunk may share its memory)
            inFlight.push({ rendered: ask(k, { first: number, bytes, ended: region.ended }), size: bytes.length });
          }
          number += linesIn(region.bytes);
          bytesOut += region.bytes.length;
          while (inFlight.length >= IN_FLIGHT * count || (bytesOut > MAX_BYTES_OUT && inFlight.length >= count)) await settle();
          await turn();
        }
        while (inFlight.length > 0) await settle();
      } finally {
        for (const { rendered } of inFlight) rendered.catch(() => undefined); // the records after a failure are not written
        await Promise.all(workers.map((w) => w.terminate()));
      }
    },
  };
}
