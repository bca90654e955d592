import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { ParseResult, Rule } from '../combinators';
import { shippedGrammar } from '../engine/abnf/files';
import type { BuiltinSet } from '../engine/abnf/imports';
import { defineScheme, overrideScheme } from '../parse-url/define';
import { schemeFromBnf } from '../schemes/fromBnf';
import { CATALOGUE_FILES } from '../schemes/catalogue';
import { SchemeGrammarError } from '../schemes/grammar-error';
import { schemeParsers } from '../schemes/compiled';
import { schemeFromAbnf } from '../schemes/fromAbnf';
import { entryOf } from '../registry/registry';
import { Refusal, UsageError } from './command';
import { fileError } from './file-errors';
import { grammarRefusal } from './grammar-refusal';
import { type RuleSourceFlags, bnfSet } from './rule-sources';
import { withoutBom } from './io';
import { checkedSchemeName, schemeNameOf } from './scheme-name';

/** A grammar text the command was given (`--grammar`) or ships (the catalogue), with its notation. */
interface GrammarText {
  path: string;
  text: string;
  notation: 'abnf' | 'bnf';
}

/** `--grammar PATH`: the file's text and notation (by extension); an unreadable file or an unknown extension is a usage error (exit 2). */
function readGrammarFile(path: string): GrammarText {
  const ext = extname(path).toLowerCase();
  if (ext !== '.abnf' && ext !== '.bnf') throw new Refusal(`--grammar ${path}: the notation is told by the extension: .abnf (RFC 5234) or .bnf (RFC 1738/2396)`);
  let text: string;
  try {
    text = withoutBom(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Refusal(fileError(path, e));
  }
  return { path, text, notation: ext === '.abnf' ? 'abnf' : 'bnf' };
}

/** The scheme definition of a grammar text, starting at `start` (default: its first rule), recursive rules nested at most `maxNesting` deep (default the engine's). */
function definitionOf(g: GrammarText, name: string, sources: RuleSourceFlags, start?: string, maxNesting?: number) {
  const hierarchical = entryOf(name)?.hierarchical ?? false;
  const nesting = maxNesting === undefined ? {} : { maxNesting };
  if (g.notation === 'abnf') return schemeFromAbnf(g.text, { name, hierarchical, ...sources, ...(start ? { start } : {}), ...nesting });
  return schemeFromBnf(g.text, { name, hierarchical, ...(start ? { start } : {}), ...(bnfSet(sources.uses) ? { notation: 'rfc2396' as const } : {}), ...nesting });
}

/** A catalogue grammar's set, as the flags give one. */
function catalogueSources(uses: BuiltinSet | undefined): RuleSourceFlags {
  return uses ? { uses: [uses] } : {};
}

/** Runs `f`, which registers the grammar in `path`: whatever it throws is a refusal (exit 2, one line). */
function refused<T>(path: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw grammarRefusal(path, e);
  }
}

export interface GrammarOptions extends RuleSourceFlags {
  grammar?: string[];
  schemeName?: string;
  /** `--max-nesting`: for the --grammar files and the catalogue rules of --rule. */
  maxNesting?: number;
}

/**
 * Registers the grammars of `--grammar` for this run (scheme name: scheme-name.ts, from the file's name unless
 * `--scheme-name`; a registered name is replaced), and returns what finds the parser of a
 * `--rule` that names a rule of one of them or of the catalogue (undefined when none has it).
 */
export function useGrammars(options: GrammarOptions): (rule: string) => ((input: string) => ParseResult<unknown>) | undefined {
  const sources: RuleSourceFlags = { uses: options.uses, pick: options.pick, prose: options.prose };
  if (options.schemeName !== undefined && (options.grammar ?? []).length !== 1) throw new UsageError('--scheme-name names the scheme of one --grammar');
  const names = (options.grammar ?? []).map((path) => (options.schemeName === undefined ? schemeNameOf(path) : checkedSchemeName(options.schemeName)));
  const files = (options.grammar ?? []).map(readGrammarFile);
  for (const [k, g] of files.entries()) {
    const name = names[k];
    refused(g.path, () => {
      const definition = definitionOf(g, name, sources, undefined, options.maxNesting);
      (entryOf(name) ? overrideScheme : defineScheme)(definition);
    });
  }
  return (rule) => ruleOf(rule, files, sources, options.maxNesting);
}

/** The parser of `rule` from the first of `files`, then of the catalogue, that defines it. */
function ruleOf(rule: string, files: GrammarText[], sources: RuleSourceFlags, maxNesting: number | undefined): ((input: string) => ParseResult<unknown>) | undefined {
  const catalogue: GrammarText[] = CATALOGUE_FILES.map(({ path }) => ({ path, text: shippedGrammar(path), notation: 'abnf' }));
  for (const g of [...files, ...catalogue]) {
    const fromCatalogue = !files.includes(g);
    let definition;
    try {
      definition = definitionOf(g, 'x-rule', fromCatalogue ? catalogueSources(CATALOGUE_FILES.find((c) => c.path === g.path)!.uses) : sources, rule, maxNesting);
    } catch (e) {
      if (e instanceof SchemeGrammarError && e.problem === 'unknown-start') continue; // not a rule of this text
      if (fromCatalogue) continue;
      throw grammarRefusal(g.path, e);
    }
    const parser = schemeParsers.get(definition.grammar as Rule<unknown>)!;
    return (input) => parser.parse(input, input.length);
  }
  return undefined;
}
