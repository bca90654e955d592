// Writes src/generated/models.ts: the built-in grammars of grammar/ read (and linked) at build
// time, as grammar models in a compact form (src/engine/bnf/packed.ts), so that running them
// needs neither the BNF nor the ABNF reader, nor the registration-time checks: those run here,
// on every grammar written out (a grammar the compiler refuses stops the build).
// - rfc2396.bnf (URI-reference), rfc1738.bnf and rfc1738-appendix-g.bnf (the readings of RFC 1738),
//   rfc3986.abnf (URI): each as its reader gives it;
// - each scheme of the catalogue (grammar/schemes/*.abnf): linked with its `uses`, its own rules,
//   and per rule the longest string it matches (where finite), which decides where its tree has nodes,
//   and what is proven of its language within RFC 3986's `URI` (src/schemes/generic3986.ts).
// Run by `npm run build`; `--check` exits 1 when the file is stale (a spec runs it).
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { loadEngine, writeGenerated } from './generate-common.mjs';

const root = new URL('..', import.meta.url);
const text = (file) => readFileSync(new URL(`grammar/${file}`, root), 'utf8');

const engine = await loadEngine(`
export { readGrammar } from './src/engine/bnf';
export { readRules } from './src/engine/bnf/reader';
export { readAbnf } from './src/engine/abnf';
export { CompiledStart } from './src/engine/compile/rule';
export { checkRules } from './src/schemes/check';
export { withCaseInsensitiveHead } from './src/schemes/head';
export { CATALOGUE_ENTRIES } from './src/schemes/catalogueEntries';
export { StartRule } from './src/engine/compile/start';
export { provenWithinUri3986 } from './src/schemes/generic3986';
`);

/** Packs grammars in the order src/engine/bnf/packed.ts reads them: each position relative to the one before. */
class Packer {
  last = 0;

  at(p) {
    if (!(p.column < 4096)) throw new Error(`column ${p.column} does not pack`);
    const absolute = p.line * 4096 + p.column;
    const delta = absolute - this.last;
    this.last = absolute;
    return delta;
  }

  /** `fields` with the position of `e` (when it has one), read before its parts: `parts` is called after. */
  withAt(e, fields, parts = () => []) {
    const at = e.at ? [this.at(e.at)] : [];
    return [...fields, ...parts(), ...at];
  }

  expr(e) {
    switch (e.kind) {
      case 'literal':
        keys(e, 'kind', 'text', 'caseInsensitive', 'at');
        if (e.caseInsensitive === false) throw new Error('caseInsensitive: false does not pack');
        return this.withAt(e, [e.caseInsensitive ? 1 : 0, e.text]);
      case 'chars':
        keys(e, 'kind', 'ranges', 'label', 'at');
        return this.withAt(e, [2, e.ranges.flat(), e.label]);
      case 'ref':
        keys(e, 'kind', 'name', 'at');
        return [3, e.name, this.at(e.at)];
      case 'seq':
        keys(e, 'kind', 'items', 'at');
        return this.withAt(e, [4], () => [e.items.map((x) => this.expr(x))]);
      case 'alt':
        keys(e, 'kind', 'options', 'at');
        return this.withAt(e, [5], () => [e.options.map((x) => this.expr(x))]);
      case 'repeat':
        keys(e, 'kind', 'min', 'max', 'item', 'at');
        return this.withAt(e, [6, e.min, e.max ?? -1], () => [this.expr(e.item)]);
    }
    throw new Error(`unknown kind ${e.kind}`);
  }
}

const keys = (o, ...wanted) => {
  const extra = Object.keys(o).filter((k) => !wanted.includes(k));
  if (extra.length > 0) throw new Error(`unpacked field(s) ${extra.join(', ')} of ${JSON.stringify(o).slice(0, 80)}`);
};

/** `grammar` packed; a rule deep-equal to the rule of its name in the first of `bases` that has one is written as its name. */
function packGrammar(grammar, bases = []) {
  const packer = new Packer();
  const rules = [...grammar.rules.values()].map((r) => {
    keys(r, 'name', 'expr', 'at');
    const base = bases.find((b) => b.rules.has(r.name))?.rules.get(r.name);
    if (base && isDeepStrictEqual(base, r) && Object.keys(base).join() === Object.keys(r).join()) return r.name;
    const at = packer.at(r.at);
    return Object.keys(r)[1] === 'at' ? [r.name, at, packer.expr(r.expr)] : [r.name, at, packer.expr(r.expr), 1];
  });
  const warnings = grammar.warnings.map((w) => {
    keys(w, 'message', 'line', 'column');
    return [w.message, w.line * 4096 + w.column];
  });
  return warnings.length > 0 ? { rules, warnings } : { rules };
}

/** Every start rule of `grammar` compiled with every check (what loading them at run time skips). */
function check(grammar, starts) {
  for (const start of starts) new engine.CompiledStart(grammar, start);
}

/** The number of lines of a grammar file (where the block of its last rule ends: src/schemes/fromBnf.ts). */
const lineCount = (file) => text(file).split('\n').length;

const rfc2396 = engine.readGrammar(text('rfc2396.bnf'));
const rfc1738 = engine.readGrammar(text('rfc1738.bnf'));
const appendixG = engine.readRules(text('rfc1738-appendix-g.bnf'));
const naming = engine.readRules(text('rfc1738-naming.bnf'));
const rfc2732 = engine.readRules(text('rfc2732.bnf'));
const rfc2616 = engine.readRules(text('rfc2616.bnf'));
const rfc3986 = engine.readAbnf(text('rfc3986.abnf')).grammar;
check(rfc2396, ['URI-reference']);
check(rfc3986, ['URI']);
check(rfc1738, [...rfc1738.rules.keys()]);
// the naming forms keep the language: each rule of rfc1738-naming.bnf and rfc1738.bnf's contain each other
for (const [name, rule] of naming.rules) {
  const published = new engine.CompiledStart(rfc1738, name);
  const rewritten = new engine.CompiledStart({ rules: new Map([...rfc1738.rules, [name, rule]]), warnings: [] }, name);
  if (!published.isWithin(rewritten) || !rewritten.isWithin(published)) throw new Error(`generate-models: rfc1738-naming.bnf's ${name} is not the language of rfc1738.bnf's`);
}
// RFC 2732's rules in place of RFC 2396's: checked as the reading compiles them
check({ rules: new Map([...rfc2396.rules, ...rfc2732.rules]), warnings: [] }, ['URI-reference']);
// RFC 2616's http_URL on RFC 2396's rules
check({ rules: new Map([...rfc2396.rules, ...rfc2616.rules]), warnings: [] }, ['http_URL']);

/** `value` as JSON in a single-quoted string: parsed when used (JSON.parse), not built when the module loads. */
const json = (value) => `'${JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const out = [
  '// Generated by scripts/generate-models.mjs from grammar/: do not edit (edit the grammar file, then `npm run build`).',
  '// Each model is JSON text (src/engine/bnf/packed.ts: PackedGrammar; a catalogue scheme: PackedScheme), parsed on first use.',
  '',
  '/** grammar/rfc2396.bnf as read, and its number of lines. */',
  `export const rfc2396 = ${json({ ...packGrammar(rfc2396), lines: lineCount('rfc2396.bnf') })};`,
  '',
  '/** grammar/rfc1738.bnf as read, and its number of lines. */',
  `export const rfc1738 = ${json({ ...packGrammar(rfc1738), lines: lineCount('rfc1738.bnf') })};`,
  '',
  '/** grammar/rfc1738-appendix-g.bnf as read (its rules alone: each replaces the rule of rfc1738.bnf it names). */',
  `export const rfc1738AppendixG = ${json(packGrammar(appendixG))};`,
  '',
  '/** grammar/rfc1738-naming.bnf as read: rules of rfc1738.bnf in another form of the same language (checked by the build), for error words. */',
  `export const rfc1738Naming = ${json(packGrammar(naming))};`,
  '',
  '/** grammar/rfc2732.bnf as read (its rules alone: each replaces or adds to the rules of rfc2396.bnf under the RFC 2732 reading). */',
  `export const rfc2732 = ${json(packGrammar(rfc2732))};`,
  '',
  '/** grammar/rfc2616.bnf as read (its rule alone: RFC 2616\'s http_URL, read with the rules of rfc2396.bnf). */',
  `export const rfc2616 = ${json(packGrammar(rfc2616))};`,
  '',
  '/** grammar/rfc3986.abnf as read. */',
  `export const rfc3986 = ${json(packGrammar(rfc3986))};`,
];
for (const [name, { file, scheme, uses }] of Object.entries(engine.CATALOGUE_ENTRIES)) {
  const read = engine.readAbnf(text(`schemes/${file}.abnf`), uses ? { uses } : {});
  // as schemeFromGrammar compiles it: the scheme name at the head in either case, every user rule checked
  const model = engine.withCaseInsensitiveHead(read.grammar, read.userRules[0], scheme);
  const facts = engine.checkRules(model, read.userRules);
  check(model, [read.userRules[0]]);
  const maxLength = {};
  for (const [rule, { expr }] of model.rules) {
    const n = facts.get(expr)?.maxLength ?? Infinity;
    if (n !== Infinity) maxLength[rule] = n;
  }
  // what is proven of its language within RFC 3986's, which a parse of a member would otherwise prove at run time
  const within3986 = engine.provenWithinUri3986(new engine.StartRule(model, read.userRules[0]));
  out.push('', `/** grammar/schemes/${file}.abnf${uses ? ` with uses '${uses}'` : ''}, read and linked (a PackedScheme). */`);
  out.push(`export const ${name} = ${json({ grammar: packGrammar(read.grammar, [rfc3986, rfc2396]), userRules: read.userRules, maxLength, within3986 })};`);
}
out.push('');

if (!writeGenerated('src/generated/models.ts', out.join('\n'), 'generate-models')) process.exit(1);
