/**
 * draft-ietf-uri-url-07 (the seed draft) vs RFC 1738 as published: what each accepts.
 * Both grammars compiled from their BNF text; the RFC column is also what parseUrl says.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { compileBnf } from '../../src/engine/bnf';
import { parseUrl } from '../../src/rfc1738-namespace';

const rfc = compileBnf(readFileSync(join(__dirname, '../../grammar/rfc1738.bnf'), 'utf8')).rules;
const draft = compileBnf(readFileSync(join(__dirname, 'draft07.bnf'), 'utf8')).rules;

// [difference, input, rule, RFC 1738 accepts, draft-07 accepts]
const table: Array<[string, string, string, boolean, boolean]> = [
  ['national chars are unreserved in the draft (here "~")', 'http://h/~user', 'httpurl', false, true],
  ['extra has "=" in the draft: a wais database may hold it', 'wais://h/a=b', 'waisurl', false, true],
  ['hostname = alpha *uchar in the draft: no labels', 'http://a_b/', 'httpurl', false, true],
  ['… so a hostname may end in "-" in the draft', 'http://a-/', 'httpurl', false, true],
  ['a hostname may start with a digit in the RFC (1a.b), not in the draft (alpha first)', 'http://1a.b/', 'httpurl', true, false],
  ['fileurl: the draft needs a host, the RFC allows an empty one', 'file:///etc', 'fileurl', true, false],
  ['fileurl: the draft makes "/" fpath optional', 'file://h', 'fileurl', false, true],
  ['group: "+" and "_" are RFC additions', 'news:alt.c++', 'newsurl', true, false],
  ['group: "_"', 'news:a_b', 'newsurl', true, false],
  ['the same in both: a plain http URL', 'http://www.w3.org/pub/', 'httpurl', true, true],
];

describe.each(table)('%s: %s', (_why, input, rule, inRfc, inDraft) => {
  it(`RFC 1738 ${inRfc ? 'accepts' : 'refuses'} it, draft-07 ${inDraft ? 'accepts' : 'refuses'} it`, () => {
    expect([rfc[rule]!.matches(input), draft[rule]!.matches(input)]).toEqual([inRfc, inDraft]);
  });
  it("parseUrl with updates 'none' follows the RFC", () => {
    expect(parseUrl(input, { updates: 'none' }).ok).toBe(inRfc);
  });
});
