// Inputs for the recursion specs: members derived at random from the grammar (depth-bounded),
// one-character mutants of them, and random strings over the grammar's characters.
import { readAbnf } from '../../../src/engine/abnf';
import type { Expr, Grammar } from '../../../src/engine/bnf/model';

/** The characters of a grammar text's quoted literals, and one character no rule reads. */
export function alphabetOf(text: string): string[] {
  const chars = new Set<string>();
  for (const m of text.matchAll(/"([^"]*)"/g)) for (const c of m[1]!) chars.add(c);
  chars.add('?');
  return [...chars];
}

/** A seeded generator (mulberry32) from a string. */
function rngOf(seed: string): () => number {
  let a = 0;
  for (const c of seed) a = (Math.imul(a, 31) + c.charCodeAt(0)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random member of `start` of at most `limit` characters, or null (the derivation ran long). */
function memberOf(grammar: Grammar, start: string, random: () => number, limit: number): string | null {
  let out = '';
  const expand = (expr: Expr, depth: number): boolean => {
    if (out.length > limit || depth > 40) return false;
    switch (expr.kind) {
      case 'literal':
        out += expr.text;
        return true;
      case 'chars': {
        const [a, b] = expr.ranges[Math.floor(random() * expr.ranges.length)]!;
        out += String.fromCharCode(a + Math.floor(random() * (b - a + 1)));
        return true;
      }
      case 'ref':
        return expand(grammar.rules.get(expr.name)!.expr, depth + 1);
      case 'seq':
        return expr.items.every((item) => expand(item, depth));
      case 'alt':
        return expand(expr.options[Math.floor(random() * expr.options.length)]!, depth);
      case 'repeat': {
        const most = expr.max ?? expr.min + 3;
        const n = expr.min + Math.floor(random() * (most - expr.min + 1));
        for (let k = 0; k < n; k++) if (!expand(expr.item, depth)) return false;
        return true;
      }
    }
  };
  return expand(grammar.rules.get(start)!.expr, 0) && out.length <= limit ? out : null;
}

/** `count` inputs of at most `length` characters for grammar `text` from `start`: members, mutants and random strings (deduplicated). */
export function randomInputs(alphabet: string[], length: number, count: number, seed: string, text?: string, start?: string): string[] {
  const random = rngOf(seed);
  const grammar = text === undefined ? undefined : readAbnf(text).grammar;
  const out = new Set<string>();
  const pick = () => alphabet[Math.floor(random() * alphabet.length)]!;
  for (let tries = 0; out.size < count && tries < count * 20; tries++) {
    const kind = random();
    if (grammar && kind < 0.6) {
      const member = memberOf(grammar, start!, random, length);
      if (member === null) continue;
      if (kind < 0.3) out.add(member);
      else {
        const at = Math.floor(random() * (member.length + 1));
        const how = random();
        out.add(how < 0.33 ? member.slice(0, at) + pick() + member.slice(at) : how < 0.66 ? member.slice(0, at) + member.slice(at + 1) : member.slice(0, at) + pick() + member.slice(at + 1));
      }
    } else {
      let s = '';
      const n = Math.floor(random() * (length + 1));
      for (let k = 0; k < n; k++) s += pick();
      out.add(s);
    }
  }
  return [...out];
}
