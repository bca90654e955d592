import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** Writes, waiting for 'drain' when the stream's buffer is full (constant memory on long runs). */
export async function write(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** The lines of a stream, one at a time (LF or CRLF endings). */
export function lines(stream: Readable): AsyncIterable<string> {
  return createInterface({ input: stream, crlfDelay: Infinity });
}
