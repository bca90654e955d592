import { extname } from 'node:path';
import { caret, lineOf } from '../../engine/abnf/errors';
import { type TextProblem, checkGrammarText } from '../../schemes/grammarCheck';
import { Command, EXIT, Io, UsageError } from '../command';
import { EXTRACT_HELP, runExtract } from './grammar-extract';
import { readText, untilClosed, write } from '../io';
import { partsOf, type Refused, refusalLine, withRule } from '../grammar-refusal';
import { parseOptions } from '../options';
import { RULE_SOURCE_HELP, type RuleSourceFlags, bnfSet, ruleSourceFlags } from '../rule-sources';
import { escapeUnsafe } from '../terminal';

const GRAMMAR_FLAGS = { uses: { type: 'string', multiple: true }, pick: { type: 'string', multiple: true }, prose: { type: 'string', multiple: true }, notation: { type: 'string' }, section: { type: 'string', multiple: true } } as const;

const help = `Usage: uri-grammar grammar check [--uses SET[,SET]|NAME=PATH]... [--pick NAME=SET]... [--prose '<TEXT>=ABNF']... [--notation abnf|bnf] PATH|- ... | extract [--section S]... [FILE]

Checks each grammar file as registering it (--grammar, schemeFromAbnf, schemeFromBnf) would, whichever rule were the start, and reports what that would refuse, each problem with its code, line and column and a caret under the culprit, on stderr; prints "PATH: N rules, ok" on stdout for a good one. The notation comes from the extension: .abnf is ABNF (RFC 5234, RFC 7405), .bnf the BNF of RFC 1738 §5 / RFC 2396 §1.6; --notation overrides it. "-" reads stdin, ABNF unless --notation says otherwise: uri-grammar grammar extract rfc7064.txt | uri-grammar grammar check --uses rfc3986 -.
${RULE_SOURCE_HELP}
Reported, all in one run and in the order of the file: in ABNF every rule's first reading problem (a line after a comment that reads as neither: continued-comment, the comment's next line without its ";"), every undefined rule (with "did you mean" for a near name) and every rule's first problem from the compiler (recursion, limits, an automaton too large); in BNF every bare "/" (quote a slash, write "|" for "or"), else the first reading problem, else every rule's first problem from the compiler.
Warned of, after the problems (no effect on the exit status): an alternative that adds nothing to the earlier ones of its alternation, with those that cover it (registration accepts it: the language is the same); an alternation too large to check; a first rule that accepts a URL its generic syntax refuses (ABNF: RFC 3986 URI; BNF: RFC 2396 URI-reference), with the shortest.

${EXTRACT_HELP}
Exit status: check: 0 every file good, 1 any problem, 2 an unreadable file or a usage error. extract: 0 rules found, 1 none, 2 an unreadable input, a section the text has not, or a usage error.`;

type Notation = 'abnf' | 'bnf';

/** checkGrammarText, or what it threw (a problem it did not turn into one: the BNF reader's nesting limit, a stack overflow). */
function checked(text: string, notation: Notation, { uses, pick, prose }: RuleSourceFlags): ReturnType<typeof checkGrammarText> | { thrown: Refused } {
  try {
    return checkGrammarText(text, notation, notation === 'bnf' ? bnfSet(uses) : uses, { pick, prose });
  } catch (e) {
    return { thrown: partsOf(e) };
  }
}

/** One problem, as `PATH:LINE:COLUMN: error[code] reason` and the line with a caret under the culprit. */
function report(path: string, problem: TextProblem, text: string): string {
  const kind = problem.problem === undefined ? problem.severity : `${problem.severity}[${problem.problem}]`;
  const reason = withRule(problem.reason, problem.rule);
  const excerpt = caret(lineOf(text, problem.line), problem.column).split('\n').map((l) => `  ${l}`).join('\n');
  return `${path}:${problem.line}:${problem.column}: ${kind} ${reason}\n${excerpt}\n`;
}

/** The notation of a grammar file: --notation, else its extension; ABNF on stdin (`-`: what `grammar extract` writes). */
function notationOf(path: string, forced: unknown): Notation {
  if (forced === 'abnf' || forced === 'bnf') return forced;
  if (forced !== undefined) throw new UsageError(`--notation must be abnf or bnf, got ${JSON.stringify(forced)}`);
  if (path === '-') return 'abnf';
  const ext = extname(path).toLowerCase();
  if (ext === '.abnf') return 'abnf';
  if (ext === '.bnf') return 'bnf';
  throw new UsageError(`cannot tell the notation of ${JSON.stringify(path)} from its extension (.abnf or .bnf); use --notation`);
}

export const grammar: Command = {
  name: 'grammar',
  summary: 'check grammar files (ABNF or RFC 1738/2396 BNF) as registering them would; extract an RFC\'s ABNF',
  help,
  flags: GRAMMAR_FLAGS,
  async run(args: string[], io: Io): Promise<number> {
    const { values, positionals } = parseOptions(args, GRAMMAR_FLAGS);
    const [sub, ...paths] = positionals;
    if (sub !== 'check' && sub !== 'extract') throw new UsageError(sub === undefined ? 'grammar needs a subcommand: check or extract' : `unknown grammar subcommand ${JSON.stringify(sub)}; the subcommands are check and extract`);
    const sections = (values.section as unknown as string[] | undefined) ?? [];
    if (sub === 'extract') {
      const other = values.uses !== undefined ? '--uses' : values.notation !== undefined ? '--notation' : undefined;
      if (other !== undefined) throw new UsageError(`${other} is an option of grammar check, not of grammar extract`);
      if (paths.length > 1) throw new UsageError('grammar extract reads one FILE (or stdin)');
      return runExtract(paths[0], sections, io);
    }
    if (sections.length > 0) throw new UsageError('--section is an option of grammar extract, not of grammar check');
    if (paths.length === 0) throw new UsageError('grammar check needs a file (or "-" for stdin)');
    if (paths.filter((p) => p === '-').length > 1) throw new UsageError('grammar check reads stdin ("-") once');
    const sources = ruleSourceFlags(values);
    const notations = paths.map((p) => notationOf(p, values.notation));
    let status: number = EXIT.ok;
    await untilClosed(io.stdout, async () => {
      for (const [k, given] of paths.entries()) {
        const path = given === '-' ? '<stdin>' : given;
        const read = await readText(given === '-' ? undefined : given, io.stdin);
        if ('why' in read) {
          await write(io.stderr, `uri-grammar: ${escapeUnsafe(read.why)}\n`);
          status = EXIT.usage;
          continue;
        }
        const { text } = read;
        const outcome = checked(text, notations[k]!, sources);
        if ('thrown' in outcome) {
          // What the checker did not catch (a stack overflow…): still this file's problem, on one line.
          if (status === EXIT.ok) status = EXIT.failed;
          await write(io.stderr, `${refusalLine(path, outcome.thrown)}\n`);
          await write(io.stdout, `${path}: 1 problem\n`);
          continue;
        }
        const { problems, rules, prose = [] } = outcome;
        for (const problem of problems) await write(io.stderr, report(path, problem, text));
        const errors = problems.filter((p) => p.severity === 'error').length;
        const warnings = problems.length - errors;
        const warned = warnings > 0 ? ` (${warnings} warning${warnings === 1 ? '' : 's'})` : '';
        if (errors > 0) {
          if (status === EXIT.ok) status = EXIT.failed;
          await write(io.stdout, `${path}: ${errors} problem${errors === 1 ? '' : 's'}${warned}\n`);
        } else {
          await write(io.stdout, `${path}: ${rules} rule${rules === 1 ? '' : 's'}, ok${warned}\n`);
        }
        // each prose value read as a rule (RFC 5234 §4), and the rule it is
        for (const p of prose) {
          const is = p.abnf === undefined ? p.rule : `${p.abnf} (rule ${p.rule})`;
          await write(io.stdout, `${path}:${p.at.line}:${p.at.column}: prose <${escapeUnsafe(p.prose)}> is ${escapeUnsafe(is)}${p.mapped ? ' (--prose)' : ''}\n`);
        }
      }
    });
    return status;
  },
};
