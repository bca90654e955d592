import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { checkAbnf, readAbnf } from '../../engine/abnf';
import { caret, lineOf } from '../../engine/abnf/errors';
import { BUILTIN_SETS, type BuiltinSet } from '../../engine/abnf/link';
import { BnfError, compileModel, readGrammar, type Grammar } from '../../engine/bnf';
import { Command, EXIT, Io, UsageError } from '../command';
import { write } from '../io';
import { parseOptions } from '../options';

const GRAMMAR_FLAGS = { uses: { type: 'string' }, notation: { type: 'string' } } as const;

const help = `Usage: uri-grammar grammar check [--uses rfc3986|rfc2396|rfc1738] [--notation abnf|bnf] PATH ...

Reads each grammar file, compiles each of its rules, and reports its problems, each with
its line and column and a caret under the culprit, on stderr; prints "PATH: N rules, ok" on stdout for a good one.
The notation comes from the extension: .abnf is ABNF (RFC 5234, RFC 7405), .bnf the BNF
of RFC 1738 §5 / RFC 2396 §1.6; --notation overrides it.
  --uses SET   ABNF only: the built-in rules that names the file leaves undefined come from
               (rfc3986: RFC 3986 Appendix A; rfc2396, rfc1738: those RFCs' BNF)
An ABNF file reports every rule's first problem; a BNF file its first problem and its warnings.
Exit status: 0 every file good, 1 any problem, 2 an unreadable file or a usage error.`;

type Notation = 'abnf' | 'bnf';

/** One problem or warning, as `PATH:LINE:COLUMN: error[code] reason` and the caret lines (`excerpt`, or made from `text`). */
function report(path: string, kind: string, reason: string, at: { line: number; column: number }, text: string, excerpt?: string): string {
  const lines = (excerpt ?? caret(lineOf(text, at.line), at.column)).split('\n').map((l) => `  ${l}`).join('\n');
  return `${path}:${at.line}:${at.column}: ${kind} ${reason}\n${lines}\n`;
}

/** The problems (and warnings) of one grammar text and its rule count. */
function check(path: string, text: string, notation: Notation, uses: BuiltinSet | undefined): { errors: string[]; warnings: string[]; rules: number } {
  if (notation === 'abnf') {
    const errors = checkAbnf(text, { uses }).map((e) => report(path, `error[${e.problem}]`, e.reason, e, text, e.excerpt));
    if (errors.length > 0) return { errors, warnings: [], rules: 0 };
    const { grammar, userRules } = readAbnf(text, { uses });
    return { errors: compile(path, grammar, userRules, text), warnings: [], rules: userRules.length };
  }
  try {
    const grammar = readGrammar(text);
    const warnings = grammar.warnings.map((w) => report(path, 'warning', w.message, w, text));
    return { errors: compile(path, grammar, [...grammar.rules.keys()], text), warnings, rules: grammar.rules.size };
  } catch (e) {
    if (!(e instanceof BnfError)) throw e;
    return { errors: [report(path, 'error', e.reason, e, text)], warnings: [], rules: 0 };
  }
}

/** Compiles the text's rules (building each automaton); a rule the compiler refuses is a problem at the rule. */
function compile(path: string, grammar: Grammar, names: string[], text: string): string[] {
  const { rules } = compileModel(grammar);
  const errors: string[] = [];
  for (const name of names) {
    const rule = grammar.rules.get(name)!;
    try {
      rules[rule.name]!.viablePrefix('');
    } catch (e) {
      errors.push(report(path, 'error[compile]', `rule ${rule.name}: ${(e as Error).message}`, rule.at, text));
    }
  }
  return errors;
}

function notationOf(path: string, forced: unknown): Notation {
  if (forced === 'abnf' || forced === 'bnf') return forced;
  if (forced !== undefined) throw new UsageError(`--notation must be abnf or bnf, got ${JSON.stringify(forced)}`);
  const ext = extname(path).toLowerCase();
  if (ext === '.abnf') return 'abnf';
  if (ext === '.bnf') return 'bnf';
  throw new UsageError(`cannot tell the notation of ${JSON.stringify(path)} from its extension (.abnf or .bnf); use --notation`);
}

export const grammar: Command = {
  name: 'grammar',
  summary: 'check grammar files (ABNF or RFC 1738/2396 BNF): problems with carets',
  help,
  flags: GRAMMAR_FLAGS,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, GRAMMAR_FLAGS);
    if (values.help) return write(io.stdout, help + '\n').then(() => EXIT.ok);
    const [sub, ...paths] = positionals;
    if (sub !== 'check') throw new UsageError(sub === undefined ? 'grammar needs a subcommand: check' : `unknown grammar subcommand ${JSON.stringify(sub)}; the subcommand is check`);
    if (paths.length === 0) throw new UsageError('grammar check needs a file');
    const uses = values.uses as BuiltinSet | undefined;
    if (uses !== undefined && !BUILTIN_SETS.includes(uses)) throw new UsageError(`--uses must be one of ${BUILTIN_SETS.join(', ')}, got ${JSON.stringify(uses)}`);
    const notations = paths.map((p) => notationOf(p, values.notation));
    let status: number = EXIT.ok;
    for (const [k, path] of paths.entries()) {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (e) {
        await write(io.stderr, `uri-grammar: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}\n`);
        status = EXIT.usage;
        continue;
      }
      const { errors, warnings, rules } = check(path, text, notations[k]!, uses);
      for (const line of [...errors, ...warnings]) await write(io.stderr, line);
      if (errors.length > 0) {
        if (status === EXIT.ok) status = EXIT.failed;
        await write(io.stdout, `${path}: ${errors.length} problem${errors.length === 1 ? '' : 's'}\n`);
      } else {
        await write(io.stdout, `${path}: ${rules} rule${rules === 1 ? '' : 's'}, ok${warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : ''}\n`);
      }
    }
    return status;
  },
};
