/** What the big-input fuzzer sends its child and what the child answers (bench/fuzz-input-child.ts). */
export interface InputItem {
  api: string;
  shape: string;
  /** Code units of the shape (the API's frame adds a few). */
  size: number;
  /** Calls timed; the best counts. */
  reps: number;
}

export interface InputAnswer extends InputItem {
  length: number;
  /** The best time of a call, in ms. */
  ms: number;
  /** Bytes still held after a collection with the result alive, beyond the input. */
  retained: number;
  /** The child's peak resident set so far, in MB. */
  maxRssMb: number;
  /** What the call threw, if it threw. */
  threw?: string;
}
