/** The table of `npm run bench` and the targets of issue 6. */
import type { Measured, Paired } from './measure';

export interface OperationResult {
  name: string;
  inputs: string;
  results: Measured[];
}

export interface Target {
  target: string;
  ratio: number;
  goal: number;
  hit: boolean;
}

function rate(op: OperationResult | undefined, impl: string): number {
  const m = op?.results.find((r) => r.name === impl);
  if (!m) throw new Error(`bench: no result for ${impl}`);
  return m.median;
}

/**
 * The issue's targets, as ratios from this run. Each compares implementations measured side by
 * side within one operation, but diagnose compares two operations: its ratio is `diagnose`, the
 * median of passes alternated with validate's (`pairedRatio`).
 */
export function targets(ops: OperationResult[], diagnose: Paired): Target[] {
  const op = (name: string) => ops.find((o) => o.name === name);
  const ratio = (a: [string, string], b: [string, string]) => rate(op(a[0]), a[1]) / rate(op(b[0]), b[1]);
  const t = (target: string, r: number, goal: number): Target => ({ target, ratio: r, goal, hit: r >= goal });
  return [
    t('validate ≥ 1.0× URL.canParse', ratio(['validate', 'uri-grammar isValid'], ['validate', 'URL.canParse']), 1),
    t('parse ≥ 3× uri-js parse', ratio(['parse', 'uri-grammar parseUriReference'], ['parse', 'uri-js parse']), 3),
    t('parse ≥ 3× fast-uri parse', ratio(['parse', 'uri-grammar parseUriReference'], ['parse', 'fast-uri parse']), 3),
    t('resolve ≥ 2× uri-js resolve', ratio(['resolve', 'uri-grammar resolveString'], ['resolve', 'uri-js resolve']), 2),
    t('diagnose ≥ 0.1× validate', diagnose.median, 0.1),
  ];
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** A Markdown table: per operation, each implementation's median and uri-grammar's ratio to it. */
export function table(ops: OperationResult[]): string {
  const lines = ['| operation | inputs | implementation | median ops/s | uri-grammar / this |', '|---|---|---|---:|---:|'];
  for (const op of ops) {
    const ours = op.results[0].median;
    op.results.forEach((r, k) => {
      lines.push(`| ${k === 0 ? op.name : ''} | ${k === 0 ? op.inputs : ''} | ${r.name} | ${fmt(r.median)} | ${k === 0 ? '' : (ours / r.median).toFixed(2) + '×'} |`);
    });
  }
  return lines.join('\n');
}

export function targetTable(ts: Target[]): string {
  const lines = ['| target | measured | |', '|---|---:|---|'];
  for (const t of ts) lines.push(`| ${t.target} | ${t.ratio.toFixed(2)}× | ${t.hit ? 'hit' : `missed (${((1 - t.ratio / t.goal) * 100).toFixed(0)}% short)`} |`);
  return lines.join('\n');
}
