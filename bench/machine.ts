import { readFileSync } from 'fs';
import { cpus } from 'os';

/** The machine a result was measured on. */
export interface Machine {
  nproc: number;
  cpu: string;
  node: string;
}

export function machine(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // not Linux: keep os.cpus()'s model
  }
  return { nproc: cpus().length, cpu, node: process.version };
}
