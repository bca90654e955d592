import type { UriSyntaxError } from '../combinators/errors';
import type { Delimiter } from './types';

/**
 * The longest text a candidate may take: a bare run of URI characters, or the content between
 * `<` and `>`. A longer one is never a find, so a stream carries at most this much (plus one
 * chunk) from one chunk to the next. 64 KiB: well past the URI lengths in use (browsers and
 * servers cap them at 2–64 KiB), far below memory worth worrying about.
 */
export const MAX_CANDIDATE = 65_536;

/** Where a candidate is, in the scanned buffer's indexes. */
export interface Place {
  delimiter: Delimiter;
  /** The URI as written (between delimiters). */
  start: number;
  end: number;
  /** With its delimiters. */
  outerStart: number;
  outerEnd: number;
}

/** One step of the scan, in buffer indexes; `next` is where the scan goes on. */
export type Step =
  | { kind: 'uri'; place: Place; uri: string; unhyphenated?: string; next: number }
  | {
      kind: 'error';
      place: Place;
      candidate: string;
      /** The error of `candidate` (offsets into it). */
      error: UriSyntaxError;
      /** The buffer index of each candidate character whose predecessor in the text was dropped whitespace, as pairs [candidate index, buffer index], ascending. */
      pieces: readonly number[];
      next: number;
    }
  /** Nothing here: go on at `next`. */
  | { kind: 'resume'; next: number }
  /** A run of URI characters longer than the limit starts here: skip to its end. */
  | { kind: 'overlong'; next: number }
  /** The decision needs text past the buffer's end: keep the buffer from `from` on. */
  | { kind: 'more'; from: number };

/** Who decides which schemes are taken bare or in double quotes. */
export type SchemeTest = (scheme: string) => boolean;

/** What a scan goes by: the taken schemes, and the longest candidate (MAX_CANDIDATE; specs use small ones). */
export interface ScanRules {
  taken: SchemeTest;
  limit: number;
}
