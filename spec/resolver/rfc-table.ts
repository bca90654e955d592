/** One row of an RFC example table: `reference  =  result`. */
export interface Row {
  reference: string;
  result: string;
}

/** The `ref = result` lines of an RFC example block, as written (`<>` is the empty reference). */
export function rows(block: string): Row[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes('='))
    .map((line) => {
      const m = /^(\S+)\s+=\s+(.*)$/.exec(line);
      if (!m) throw new Error(`not a table row: ${line}`);
      return { reference: m[1] === '<>' ? '' : m[1], result: m[2].trim() };
    });
}
