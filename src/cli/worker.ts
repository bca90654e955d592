/*
 * A --jobs worker thread (jobs.ts): builds the command's records from its arguments, as the
 * main thread does, then renders each region of stdin it is sent and posts the result back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkRecords } from './commands/check';
import { parseRecords } from './commands/parse';
import type { Job, WorkerInit } from './jobs';
import { splitRegion, tooLong } from './lines';
import { OutBytes } from './out-bytes';
import { type RecordRun, renderBatch } from './records';

const init = workerData as WorkerInit;
const { options, records } = (init.command === 'check' ? checkRecords : parseRecords)(init.args);
const run: RecordRun<unknown> = { records, options, color: init.color, fromStdin: true, labelled: true, whole: true };
const out = new OutBytes();
const utf8 = new TextEncoder();

parentPort!.on('message', (job: Job) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const { batch, tooLong: over } = splitRegion(bytes, job.ended, job.first, options.maxLine);
  const rendered = renderBatch(batch, run, out);
  rendered.parts.push(...out.end());
  if (rendered.error === undefined && over !== undefined) rendered.error = tooLong(over, options.maxLine).message;
  // The records as UTF-8, handed over rather than cloned: the main thread writes them as they are.
  const transfer = new Set<ArrayBuffer>();
  for (const part of rendered.parts) {
    if ('out' in part && typeof part.out === 'string' && part.out.length > 0) part.out = utf8.encode(part.out); // a long record (whole: never in pieces), in an ArrayBuffer of its own
    if ('out' in part && typeof part.out !== 'string' && part.out.byteLength > 0) transfer.add(part.out.buffer as ArrayBuffer);
  }
  parentPort!.postMessage(rendered, [...transfer]);
});
