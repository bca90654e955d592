/**
 * src/rfc2396/compiled.ts: the RFC 2396 AST made from the compiled grammar's derivation of
 * grammar/rfc2396.bnf, with the node rules and field naming kept beside it, is the AST
 * parseUriReference builds, on the corpus, on edge cases of the ambiguous rules (authority,
 * hostname) and on members generated from the grammar.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { parseUriReference } from '../../src';
import { readGrammar } from '../../src/engine/bnf';
import { grammarText } from '../../src/engine/bnf/files';
import { astOf, fieldsOf, NODE_RULES, startAst } from '../../src/rfc2396/compiled';
import { memberOf } from '../engine/bnf/generate';
import { runs } from '../runs';

const grammar = readGrammar(grammarText('rfc2396'));
const compiled = startAst(grammar, 'URI-reference');

/** The compiled AST equals parseUriReference's value (toEqual: lazy lists are read), or both have none. */
function expectSameAst(input: string): void {
  const r = parseUriReference(input);
  const ast = astOf(compiled, input);
  expect([input, ast === undefined]).toEqual([input, !r.ok]);
  if (r.ok) expect(ast).toEqual(r.value);
}

describe('the RFC 2396 AST from the compiled grammar', () => {
  it('names fields after the rules, lists in the plural, in the order of the rule', () => {
    const fields = fieldsOf(grammar, new Set(NODE_RULES));
    const names = (rule: string) => fields.get(rule)!.map((f) => `${f.name}${f.list ? '[]' : ''}`);
    expect(names('hostname')).toEqual(['domainlabels[]', 'toplabel']);
    expect(names('segment')).toEqual(['params[]']);
    expect(names('path_segments')).toEqual(['segments[]']);
    expect(names('server')).toEqual(['userinfo', 'hostport']);
    expect(names('absoluteURI')).toEqual(['scheme', 'hierPart', 'opaquePart']);
    expect(names('host')).toEqual(['hostname', 'IPv4address']);
    expect(names('URI-reference')).toEqual(['absoluteURI', 'relativeURI', 'fragment']);
  });

  it.each([
    '', '#', '#f', 'a', 'a/b', 'a;b/c', 'x:/a;b;c', 'mailto:x', 'http://a/', 'http://u@a.b.c:80/x;p;q/y?q#f', '//1.2.3.4/', '//1.2.3/',
    '//1.2.3.4.5/', '//a.b.c./', '//a-b.c-d.e/', '//%41@/', '//a@b@c/', '//@/', '//a:/', '//:80/', '//u@:80/', '//a.1/', '///', 'http:',
  ])('%j', (input) => expectSameAst(input));

  it('equals parseUriReference on members generated from the grammar', () => {
    fc.assert(fc.property(memberOf(grammar, 'URI-reference'), (input) => expectSameAst(input)), { numRuns: runs(3000), seed: 2396 });
  });

  it('rejects what parseUriReference rejects', () => {
    for (const input of ['?q', 'http://a b/', '%zz', 'a:b c', '//a/%4', '\u00e9']) expectSameAst(input);
  });

  const corpus = join(__dirname, '../../..', 'shared', 'corpus', 'urls.txt');
  (existsSync(corpus) ? it : it.skip)(`on the lines of ../shared/corpus/urls.txt (all under test:long)${existsSync(corpus) ? '' : ` (skipped: ${corpus} is missing)`}`, () => {
    const lines = readFileSync(corpus, 'utf8').split('\n');
    for (const line of lines.slice(0, runs(lines.length))) expectSameAst(line);
  });
});
