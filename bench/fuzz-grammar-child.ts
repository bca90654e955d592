/**
 * The child of the grammar fuzzer (bench/fuzz-grammars.ts): registers each grammar it is sent
 * with the API of its case, then runs the compiled grammar on a few inputs (the empty string, a
 * member of the start rule, the member stretched to 16 KB), timing each phase. Answers one
 * message per case, in order; what kills the process is the parent's to record.
 */
import fc from 'fast-check';
import { readAbnf } from '../src/engine/abnf';
import { memberOf } from '../spec/engine/bnf/generate';
import type { Grammar } from '../src/engine/bnf/model';
import { readGrammar } from '../src/engine/bnf/reader';
import { BnfError, GrammarError, GrammarProblemError, SchemeGrammarError, compileGrammar, defineScheme, schemeFromAbnf, schemeFromBnf } from '../src';
import type { GrammarAnswer, GrammarCase, Refusal } from './fuzz-grammar-case';

/** The documented classes of a refused grammar (docs/grammar-compiler.md, docs/abnf.md). */
const REFUSALS = [GrammarError, BnfError, SchemeGrammarError, GrammarProblemError];
/** Rules of a compiled grammar run per case: the start rule and the first others, enough to reach what a mutation added. */
const RULES_RUN = 8;
const LONG_SAMPLE = 16 * 1024;

const now = () => Number(process.hrtime.bigint()) / 1e6;

function refusalOf(e: unknown): Refusal {
  const error = e as { name?: unknown; message?: unknown; problem?: unknown; line?: unknown; column?: unknown; at?: { line: number; column: number } };
  const at = typeof error?.line === 'number' ? { line: error.line, column: error.column as number } : error?.at;
  return {
    name: typeof error?.name === 'string' ? error.name : typeof e,
    message: String(error?.message ?? e).split('\n')[0]!.slice(0, 300),
    ...(typeof error?.problem === 'string' ? { problem: error.problem } : {}),
    ...(at ? { line: at.line, column: at.column } : {}),
  };
}

/** The model the samples are drawn from, or undefined when the text cannot be read alone (e.g. BNF using built-ins). */
function modelOf(c: GrammarCase): Grammar | undefined {
  try {
    return c.notation === 'abnf' ? readAbnf(c.text, { uses: c.uses }).grammar : readGrammar(c.text);
  } catch {
    return undefined;
  }
}

/** "", a member of the first rule, and the member stretched by repeating its tail: a viable prefix of most languages, long. */
function samples(c: GrammarCase, start: string | undefined): string[] {
  const model = modelOf(c);
  let member = 'a';
  try {
    if (model && start) member = fc.sample(memberOf(model, start, { maxExtraRepeats: 3 }), { seed: c.id, numRuns: 1 })[0]!;
  } catch {
    // a rule the model does not hold (a built-in): the fixed samples only
  }
  member = member.slice(0, LONG_SAMPLE);
  const tail = member.slice(-64) || 'a';
  return ['', member, member + tail.repeat(Math.ceil((LONG_SAMPLE - member.length) / tail.length))];
}

function run(c: GrammarCase): GrammarAnswer {
  const t0 = now();
  let phase: 'register' | 'parse' = 'register';
  let registerMs = 0;
  let parsed = 0;
  try {
    let parse: (input: string) => unknown;
    let start: string | undefined;
    if (c.api === 'compileGrammar') {
      const { rules, grammar } = c.notation === 'abnf' ? compileGrammar(c.text, { notation: 'abnf', uses: c.uses }) : compileGrammar(c.text, { notation: 'bnf' });
      const names = [...grammar.rules.keys()];
      const run = names.slice(0, RULES_RUN).concat(names.filter((n) => n.startsWith('fz')).slice(0, RULES_RUN));
      start = names[0];
      // the automata are built on first use (GrammarProblemError then is a refusal, documented)
      for (const name of run) rules[name]!.matches('');
      parse = (input) => run.forEach((name) => (rules[name]!.matches(input), rules[name]!.expectedAt(input), (parsed += 2 * input.length)));
    } else {
      const name = `fz${c.id}`;
      const definition = c.api === 'schemeFromAbnf'
        ? schemeFromAbnf(c.text, { name, hierarchical: false, generic: 'none', uses: c.uses })
        : schemeFromBnf(c.text, { name, hierarchical: false, generic: 'none' });
      const scheme = defineScheme(definition);
      scheme.parse(`${name}:`);
      start = modelOf(c)?.rules.keys().next().value;
      parse = (input) => (scheme.parse(input), (parsed += input.length));
    }
    registerMs = now() - t0;
    phase = 'parse';
    const inputs = samples(c, start);
    const t1 = now();
    for (const input of inputs) parse(input);
    return { id: c.id, outcome: 'accepted', registerMs, parseMs: now() - t1, parsedChars: parsed, sampleLength: inputs[2]!.length };
  } catch (e) {
    const ms = now() - t0;
    const refused = phase === 'register' && REFUSALS.some((k) => e instanceof k);
    return { id: c.id, outcome: refused ? 'refused' : 'threw', phase, registerMs: phase === 'register' ? ms : registerMs, parseMs: phase === 'parse' ? ms - registerMs : 0, error: refusalOf(e) };
  }
}

process.on('message', (item: GrammarCase) => process.send!(run(item)));
