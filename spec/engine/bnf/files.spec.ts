import { readFileSync } from 'fs';
import { join } from 'path';
import { GRAMMAR_FILES, grammarText } from '../../../src/engine/bnf/files';

describe('grammarText: only the shipped grammar files are read', () => {
  it.each(['rfc1738', 'rfc2396'] as const)('reads grammar/%s.bnf', (name) => {
    expect(grammarText(name)).toBe(readFileSync(join(__dirname, '../../../grammar', `${name}.bnf`), 'utf8'));
  });

  it('names exactly the two files the package ships', () => {
    expect(GRAMMAR_FILES).toEqual(['rfc1738', 'rfc2396']);
  });

  it.each(['../../x', '../grammar/rfc1738', 'rfc1738/../rfc2396', '/etc/passwd', 'RFC1738', '', 'toString'])(
    'refuses %j with a RangeError before touching the file system',
    (name) => {
      expect(() => grammarText(name as 'rfc1738')).toThrow(
        new RangeError(`uri-grammar: unknown grammar ${JSON.stringify(name)}; the built-in grammars are 'rfc1738' and 'rfc2396'`),
      );
    },
  );
});
