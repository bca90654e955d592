// src/generated/models.ts: current with grammar/, each model exactly what the readers give
// (every field, in the readers' key order), and the catalogue's schemes built from them the
// same as schemeFromAbnf builds them from the grammar files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAbnf } from '../../src/engine/abnf';
import { readGrammar } from '../../src/engine/bnf';
import type { Grammar } from '../../src/engine/bnf/model';
import { type PackedScheme, unpackGrammar } from '../../src/engine/bnf/packed';
import { readRules } from '../../src/engine/bnf/reader';
import { CompiledStart } from '../../src/engine/compile/rule';
import { StartRule } from '../../src/engine/compile/start';
import * as MODELS from '../../src/generated/models';
import { schemeParsers } from '../../src/schemes/compiled';
import { provenWithinUri3986 } from '../../src/schemes/generic3986';
import { catalogue } from '../../src/schemes/catalogue';
import { CATALOGUE_ENTRIES } from '../../src/schemes/catalogueEntries';
import { schemeFromAbnfText } from '../../src/schemes/fromAbnf';
import { rfc2396Model, rfc3986Model } from '../../src/engine/bnf/shipped';
import { withBuiltins } from '../../src/schemes/fromBnf';
import { references } from '../../src/engine/bnf/check';
import { grammarText } from '../../src/engine/bnf/files';
import { readData } from '../../src/schemes/meaning/data';
import { readGeo } from '../../src/schemes/meaning/geo';
import { readTag } from '../../src/schemes/meaning/tag';
import { readUrn } from '../../src/schemes/meaning/urn';

const ROOT = join(__dirname, '../..');

/** Inputs of each catalogue scheme, members and not (each is read cut at every length too). */
const CORPUS: Record<string, string[]> = {
  urn: ['urn:isbn:0-395-36341-1', 'URN:example:a/b?+r?=q#f', 'urn:ex:%4a%zz', 'urn:a:b', 'urn:example:a b'],
  data: ['data:,x', 'DATA:text/plain;charset=utf-8;base64,SGVsbG8=', 'data:a/b;c=d,%41%g', 'data:;base64,'],
  tag: ['tag:example.com,2004:a#f', 'TAG:a@b.c,2004-01-31:x/y', 'tag:a,20:', 'tag:,2004:x'],
  geo: ['geo:13.4,103.8', 'GEO:-1,2,3;crs=wgs84;u=40;x=%41', 'geo:1.,2', 'geo:90,180;u=1.5?z#f'],
  mailto: ['mailto:a@example.org?subject=hi', 'MAILTO:%22a%20b%22@c.d', 'mailto:a@b@c', 'mailto:?to=x@y'],
};
const MEANINGS: Record<string, unknown> = { urn: readUrn, data: readData, tag: readTag, geo: readGeo };
const text = (file: string) => readFileSync(join(ROOT, 'grammar', file), 'utf8');

/** The model as plain data, key order included (Maps as their entries). */
const plain = (grammar: Grammar) => JSON.stringify({ rules: [...grammar.rules], warnings: grammar.warnings });

describe('src/generated/models.ts', () => {
  it('is current: scripts/generate-models.mjs --check regenerates the same text', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/generate-models.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it.each([
    ['rfc2396.bnf', MODELS.rfc2396, () => readGrammar(text('rfc2396.bnf'))],
    ['rfc1738.bnf', MODELS.rfc1738, () => readGrammar(text('rfc1738.bnf'))],
    ['rfc1738-appendix-g.bnf', MODELS.rfc1738AppendixG, () => readRules(text('rfc1738-appendix-g.bnf'))],
    ['rfc1738-naming.bnf', MODELS.rfc1738Naming, () => readRules(text('rfc1738-naming.bnf'))],
    ['rfc2732.bnf', MODELS.rfc2732, () => readRules(text('rfc2732.bnf'))],
    ['rfc2616.bnf', MODELS.rfc2616, () => readRules(text('rfc2616.bnf'))],
    ['rfc3986.abnf', MODELS.rfc3986, () => readAbnf(text('rfc3986.abnf')).grammar],
  ] as const)('grammar/%s unpacks to the model its reader gives', (_, packed, read) => {
    const unpacked = unpackGrammar(packed);
    expect(unpacked).toStrictEqual(read());
    expect(plain(unpacked)).toBe(plain(read()));
  });

  it.each(Object.entries(CATALOGUE_ENTRIES))('the catalogue scheme %s unpacks to the model readAbnf gives its file with its uses', (name, { file, uses }) => {
    const shipped = JSON.parse(MODELS[name as keyof typeof CATALOGUE_ENTRIES]) as PackedScheme;
    const read = readAbnf(text(`schemes/${file}.abnf`), uses ? { uses } : {});
    const unpacked = unpackGrammar(shipped.grammar, [rfc3986Model(), rfc2396Model()]);
    expect(unpacked).toStrictEqual(read.grammar);
    expect(plain(unpacked)).toBe(plain(read.grammar));
    expect(shipped.userRules).toEqual(read.userRules);
  });

  it('the rules a catalogue model takes from the generic models are those objects, not copies', () => {
    const urn = unpackGrammar((JSON.parse(MODELS.urn) as PackedScheme).grammar, [rfc3986Model(), rfc2396Model()]);
    expect(urn.rules.get('pchar')).toBe(rfc3986Model().rules.get('pchar'));
  });

  it('the generic grammars built without checks run as the checked ones do', () => {
    for (const [model, start, inputs] of [
      [rfc3986Model(), 'URI', ['http://[::1]/a?b#c', 'urn:a b', 'x:%zz', '']],
      [rfc2396Model(), 'URI-reference', ['http://a/b;p?q#f', 'a b', '?y', '%']],
    ] as const) {
      const checked = new CompiledStart(model, start);
      const built = new StartRule(model, start);
      for (const input of inputs) {
        expect([input, built.matches(input), built.diagnose(input), built.derive(input)]).toEqual([input, checked.matches(input), checked.diagnose(input), checked.derive(input)]);
      }
    }
  });

  it('a recursive grammar is refused by a start rule built without the compiler', () => {
    expect(() => new StartRule(readGrammar('p = "(" [ p ] ")"'), 'p')).toThrow(/recursive/);
    expect(new CompiledStart(readGrammar('p = "(" [ p ] ")"'), 'p').matches('(())')).toBe(true);
  });

  describe.each(Object.entries(CATALOGUE_ENTRIES))('the catalogue scheme %s', (name, { file, scheme, uses, rfc }) => {
    const meaning = MEANINGS[name] ? { meaning: MEANINGS[name] as never } : {};
    const fromText = schemeFromAbnfText(text(`schemes/${file}.abnf`), { name: scheme, hierarchical: false, generic: 'rfc3986', ...(uses ? { uses } : {}), ...meaning }, rfc as never);
    const shipped = catalogue[name as keyof typeof catalogue];

    it('has the definition schemeFromAbnf gives its file', () => {
      const { grammar: a, ...restA } = shipped;
      const { grammar: b, ...restB } = fromText;
      expect(restA).toEqual(restB);
      expect(Object.keys(shipped)).toEqual(Object.keys(fromText));
      const [p, q] = [schemeParsers.get(a as never)!, schemeParsers.get(b as never)!];
      expect([p.wholeInput, p.readsProfile]).toEqual([q.wholeInput, q.readsProfile]);
    });

    it('parses its corpus, each input cut at every length, to the trees (meaning included) and errors of schemeFromAbnf', () => {
      const p = schemeParsers.get(shipped.grammar as never)!;
      const q = schemeParsers.get(fromText.grammar as never)!;
      let members = 0;
      for (const input of CORPUS[scheme]!) {
        for (let end = 0; end <= input.length; end++) {
          const cut = input.slice(0, end);
          const [a, b] = [p.parse(cut, cut.length), q.parse(cut, cut.length)];
          if (a.ok) members++;
          expect([cut, r(a)]).toEqual([cut, r(b)]);
        }
      }
      expect(members).toBeGreaterThan(0);
    });

    // the proof a parser of schemeFromAbnf's makes at its 64th member, made by the build: the same answer from the first member on
    it('ships what is proven of its language within RFC 3986 (the proof schemeFromAbnf makes at run time)', () => {
      const shippedWithin = (JSON.parse(MODELS[name as keyof typeof MODELS]) as PackedScheme).within3986;
      const q = schemeParsers.get(fromText.grammar as never)!;
      expect(shippedWithin).toEqual(provenWithinUri3986(q.start!));
      const p = schemeParsers.get(shipped.grammar as never)!;
      const member = CORPUS[scheme]![0]!;
      expect(p.parse(member, member.length).ok).toBe(true);
      expect(p.isWithinRfc3986!(member)).toBe(shippedWithin !== null && [...member].every((c) => !shippedWithin.includes(c.charCodeAt(0))));
      expect(q.isWithinRfc3986!(member)).toBe(false); // schemeFromAbnf's parser proves nothing before its 64th member
    });
  });
});

/** A result as data (an error's prototype left out). */
const r = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** withBuiltins as it was, reading the text of each built-in block appended to the user's (the oracle of the blocks moved from the models). */
function withBuiltinsFromText(text: string, notation: 'rfc1738' | 'rfc2396'): Grammar {
  const builtin = grammarText(notation);
  const lines = builtin.split('\n');
  const model = [...readGrammar(builtin).rules.values()];
  const blocks = new Map<string, { text: string; lines: number }>();
  for (const [k, rule] of model.entries()) {
    const block = lines.slice(rule.at.line - 1, k + 1 < model.length ? model[k + 1]!.at.line - 1 : lines.length);
    blocks.set(rule.name, { text: block.join('\n'), lines: block.length });
  }
  const user = readRules(text);
  const rules = new Map(user.rules);
  const warnings = user.warnings;
  const order = [...rules.values()];
  let at = text.split('\n').length;
  for (let k = 0; k < order.length; k++) {
    for (const ref of references(order[k]!.expr)) {
      const block = blocks.get(ref.name);
      if (rules.has(ref.name) || !block) continue;
      const added = readRules(block.text, {}, at + 1);
      at += block.lines;
      for (const rule of added.rules.values()) {
        rules.set(rule.name, rule);
        order.push(rule);
      }
      warnings.push(...added.warnings);
    }
  }
  return { rules, warnings };
}

describe("schemeFromBnf's built-in rules, moved from the models the build read", () => {
  it.each(['rfc1738', 'rfc2396'] as const)('are, for each rule of grammar/%s.bnf, what reading its block of lines after the text gives', (notation) => {
    const names = [...readGrammar(grammarText(notation)).rules.keys()];
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      const text = `; a comment\nx = "a:" ${name}\n\ny = "b" | x`;
      expect([name, plain(withBuiltins(text, notation).grammar)]).toEqual([name, plain(withBuiltinsFromText(text, notation))]);
    }
  });
});

