/**
 * Grammar texts for the grammar fuzzer and the mutations applied to them. A mutant is a base
 * and a list of operations, each with its size, so a failing mutant shrinks by dropping
 * operations and halving sizes (bench/fuzz-grammars.ts). The operations aim at what made
 * registration slow, large or crash before: long literals, many distinct characters, nested
 * alternations, large repetition counts, deep nesting, many rules, rules pulled in from the
 * built-ins, and random edits of the text.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import type { Random } from './fuzz-random';

export type Notation = 'abnf' | 'bnf';

export interface Base {
  name: string;
  notation: Notation;
  /** One `name = body` per rule, comments and line breaks removed. */
  rules: string[];
  /** ABNF: the built-in rules its undefined names come from (as the catalogue registers it). */
  uses?: 'rfc3986' | 'rfc2396';
}

export type Op =
  | { op: 'grow-literal'; rule: number; size: number }
  | { op: 'many-values'; size: number }
  | { op: 'nest-alternation'; rule: number; size: number }
  | { op: 'repeat-count'; rule: number; size: number }
  | { op: 'deep-nesting'; rule: number; size: number }
  | { op: 'many-rules'; size: number }
  | { op: 'rule-chain'; size: number }
  | { op: 'duplicate-rule'; rule: number; size: number }
  | { op: 'pull-builtins'; size: number }
  | { op: 'edit'; at: number; kind: 'insert' | 'delete' | 'replace'; ch: string };

export interface Mutant {
  base: string;
  ops: Op[];
}

/** Grammar texts written for the fuzzer: the smallest scheme of each notation, and shapes that stress the engine. */
const SHAPES: { name: string; notation: Notation; text: string }[] = [
  { name: 'tiny-abnf', notation: 'abnf', text: 's = "fz:" 1*( ALPHA / DIGIT / "-" ) [ "?" *( ALPHA / "=" / "&" ) ]' },
  { name: 'tiny-bnf', notation: 'bnf', text: 's = "fz:" 1*( "a" | "b" | "-" ) [ "?" *( "a" | "=" | "&" ) ]' },
  // a scheme of RFC 1738's BNF that uses its built-in rules (hostport, hpath)
  { name: 'builtins-bnf', notation: 'bnf', text: 'x = "fz://" hostport [ "/" hpath [ "?" search ] ]' },
  // the 46-byte grammar whose lazy DFA has exponentially many states (a per-character cost)
  { name: 'exponential-dfa', notation: 'abnf', text: 'x = "t:" *( "a" / "b" ) "a" 20( "a" / "b" )' },
  { name: 'ranges-abnf', notation: 'abnf', text: 's = "fz:" *( %x30-39 / %x41-5A / %x61-7A / %x80-FFFF ) *( ";" 1*%x61-7A "=" *%x21-7E )' },
];

const FILES: { file: string; notation: Notation; uses?: 'rfc3986' | 'rfc2396' }[] = [
  { file: 'rfc2396.bnf', notation: 'bnf' },
  { file: 'rfc1738.bnf', notation: 'bnf' },
  { file: 'rfc3986.abnf', notation: 'abnf' },
  { file: 'schemes/data.abnf', notation: 'abnf', uses: 'rfc2396' },
  ...['geo', 'mailto', 'tag', 'urn'].map((n) => ({ file: `schemes/${n}.abnf`, notation: 'abnf' as const, uses: 'rfc3986' as const })),
];

/** The text without comments (`;` to the end of the line, outside quotes; RFC 1738 writes a quote as <">). */
function uncommented(text: string): string {
  return text.split('\n').map((line) => {
    let quoted = false;
    for (let k = 0; k < line.length; k++) {
      if (line.startsWith('<">', k)) k += 2;
      else if (line[k] === '"') quoted = !quoted;
      else if (line[k] === ';' && !quoted) return line.slice(0, k);
    }
    return line;
  }).join('\n');
}

/** One `name = body` per rule: a rule starts where a line starts with a name and "=" (continuation lines do not). */
export function rulesOf(text: string): string[] {
  const rules: string[] = [];
  for (const line of uncommented(text).split('\n')) {
    if (!line.trim()) continue;
    if (/^\s*[A-Za-z][\w-]*\s*=/.test(line) || rules.length === 0) rules.push(line.trim());
    else rules[rules.length - 1] += ' ' + line.trim();
  }
  return rules;
}

export function loadBases(root: string): Base[] {
  return [
    ...FILES.map(({ file, notation, uses }) => ({ name: file, notation, uses, rules: rulesOf(readFileSync(join(root, 'grammar', file), 'utf8')) })),
    ...SHAPES.map(({ name, notation, text }) => ({ name, notation, uses: notation === 'abnf' ? ('rfc3986' as const) : undefined, rules: rulesOf(text) })),
  ];
}

const SIZES = [2, 10, 100, 1000, 5000, 10_000, 10_001, 30_000, 70_000, 130_000];
const EDIT_CHARACTERS = ['"', '(', ')', '[', ']', '/', '|', '*', '%', 'x', '=', '<', '>', '-', '.', '1', '0', 'a', ' ', '\n', ';', '\u0000', 'é', '\ud800'];

/** Operations that fit the notation, one drawn at random with sizes up to `maxSize`. */
export function randomOp(random: Random, notation: Notation, maxSize: number): Op {
  const size = () => random.pick(SIZES.filter((s) => s <= maxSize));
  const rule = random.below(1000);
  const ops: (() => Op)[] = [
    () => ({ op: 'grow-literal', rule, size: size() }),
    () => ({ op: 'many-values', size: size() }),
    () => ({ op: 'nest-alternation', rule, size: Math.min(size(), 3000) }),
    () => ({ op: 'repeat-count', rule, size: size() }),
    () => ({ op: 'deep-nesting', rule, size: size() }),
    () => ({ op: 'many-rules', size: Math.min(size(), 30_000) }),
    () => ({ op: 'rule-chain', size: Math.min(size(), 3000) }),
    () => ({ op: 'duplicate-rule', rule, size: Math.min(size(), 1000) }),
    () => ({ op: 'edit', at: random.below(1_000_000), kind: random.pick(['insert', 'delete', 'replace'] as const), ch: random.pick(EDIT_CHARACTERS) }),
    () => ({ op: 'edit', at: random.below(1_000_000), kind: random.pick(['insert', 'delete', 'replace'] as const), ch: random.pick(EDIT_CHARACTERS) }),
  ];
  if (notation === 'bnf') ops.push(() => ({ op: 'pull-builtins', size: Math.min(size(), 30_000) }));
  return random.pick(ops)();
}

const nameOf = (rule: string) => /^\s*([A-Za-z][\w-]*)/.exec(rule)?.[1] ?? 'x';
/** The body after the first "=" (or "=/"). */
const bodyOf = (rule: string) => rule.replace(/^[^=]*=\/?/, '').trim();
const withBody = (rule: string, body: string) => `${nameOf(rule)} = ${body}`;

/** The text of `base` mutated by `ops`: structural operations first, on the rules; edits last, on the text. */
export function mutate(base: Base, ops: readonly Op[]): string {
  const abnf = base.notation === 'abnf';
  const or = abnf ? ' / ' : ' | ';
  const rules = [...base.rules];
  const pick = (k: number) => k % rules.length;
  // a new rule, reachable from the start rule as one more alternative
  const reach = (name: string) => (rules[0] = withBody(rules[0]!, `( ${bodyOf(rules[0]!)} )${or}${name}`));
  ops.forEach((op, n) => {
    switch (op.op) {
      case 'grow-literal': {
        const k = pick(op.rule);
        const body = bodyOf(rules[k]!);
        const quoted = /"([^"]+)"/.exec(body);
        const unit = quoted?.[1] ?? 'ab';
        const long = `"${unit.repeat(Math.ceil(op.size / unit.length)).slice(0, op.size)}"`;
        rules[k] = withBody(rules[k]!, quoted ? body.replace(quoted[0], long) : `( ${body} ) ${long}`);
        break;
      }
      case 'many-values': {
        // distinct characters from U+0100 up: one class each in the alphabet
        const codes = Array.from({ length: op.size }, (_, k) => 0x100 + k).filter((c) => c < 0xd800 || c > 0xdfff);
        rules.push(abnf ? `fzv${n} = %x${codes.map((c) => c.toString(16)).join('.')}` : `fzv${n} = ${codes.map((c) => JSON.stringify(String.fromCharCode(c))).join(' ')}`);
        reach(`fzv${n}`);
        break;
      }
      case 'nest-alternation': {
        const k = pick(op.rule);
        rules[k] = withBody(rules[k]!, `${'( '.repeat(op.size)}${bodyOf(rules[k]!)}${`${or}"k" )`.repeat(op.size)}`);
        break;
      }
      case 'repeat-count': {
        const k = pick(op.rule);
        rules[k] = withBody(rules[k]!, abnf ? `${op.size}( ${bodyOf(rules[k]!)} )` : `${op.size}*( ${bodyOf(rules[k]!)} )`);
        break;
      }
      case 'deep-nesting': {
        const k = pick(op.rule);
        rules[k] = withBody(rules[k]!, `${'( '.repeat(op.size)}${bodyOf(rules[k]!)}${' )'.repeat(op.size)}`);
        break;
      }
      case 'many-rules': {
        for (let k = 0; k < op.size; k++) rules.push(`fzr${n}-${k} = "w${k}"`);
        rules.push(`fzall${n} = ${Array.from({ length: op.size }, (_, k) => `fzr${n}-${k}`).join(or)}`);
        reach(`fzall${n}`);
        break;
      }
      case 'rule-chain': {
        for (let k = 0; k < op.size; k++) rules.push(`fzc${n}-${k} = "c" ${k + 1 < op.size ? `fzc${n}-${k + 1}` : '"."'}`);
        reach(`fzc${n}-0`);
        break;
      }
      case 'duplicate-rule': {
        const k = pick(op.rule);
        const copy = abnf ? `${nameOf(rules[k]!)} =/ ${bodyOf(rules[k]!)}` : rules[k]!;
        // copies of a grown rule stop at a megabyte: the text, not the copies, would be the test
        for (let c = 0, bytes = 0; c < op.size && bytes < 2 ** 20; c++, bytes += copy.length) rules.push(copy);
        break;
      }
      case 'pull-builtins': {
        // RFC 1738's rules used by name, and other rules around them (the text the reader walks)
        rules.push(`fzb${n} = hostport *( "/" xchar ) [ ";" fzpad${n}-0 ]`);
        for (let k = 0, bytes = 0; bytes < op.size; k++) {
          const rule = `fzpad${n}-${k} = "p${k}" *( alpha | digit )`;
          bytes += rule.length + 1;
          rules.push(rule);
        }
        reach(`fzb${n}`);
        break;
      }
      case 'edit':
        break;
    }
  });
  let text = rules.join('\n');
  for (const op of ops) {
    if (op.op !== 'edit') continue;
    const at = Math.floor((op.at / 1_000_000) * text.length);
    text = text.slice(0, at) + (op.kind === 'delete' ? '' : op.ch) + text.slice(op.kind === 'insert' ? at : at + 1);
  }
  return text;
}

/** A JavaScript expression for `text`, runs of a short unit written as `.repeat(n)`, so a reproduction of megabytes prints in a line. */
export function jsString(text: string): string {
  const parts: string[] = [];
  let plain = '';
  for (let k = 0; k < text.length; ) {
    let best: { unit: string; count: number } | undefined;
    for (let p = 1; p <= 16 && k + 2 * p <= text.length; p++) {
      const unit = text.slice(k, k + p);
      let count = 1;
      while (text.startsWith(unit, k + count * p)) count++;
      if (count * p >= 48 && (!best || count * p > best.count * best.unit.length)) best = { unit, count };
    }
    if (!best) {
      plain += text[k++];
      continue;
    }
    if (plain) parts.push(JSON.stringify(plain));
    plain = '';
    parts.push(`${JSON.stringify(best.unit)}.repeat(${best.count})`);
    k += best.count * best.unit.length;
  }
  if (plain || parts.length === 0) parts.push(JSON.stringify(plain));
  return parts.join(' + ');
}
