// The CommonJS build (`npm run build` first) loads the code of an export when the export is
// first read: counted as the files of dist/parts that a fresh process has loaded.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

/** The parts (file names, sorted) that a fresh process has loaded after `program` (which sees the package as `api`). */
function partsLoaded(program: string): string[] {
  const script = `const api = require(${JSON.stringify(join(ROOT, 'dist/index.js'))}); ${program};
process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('/dist/parts/')).map((f) => f.slice(f.lastIndexOf('/') + 1)).sort()));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' })) as string[];
}
const groups = (parts: string[]) => parts.filter((p) => !p.startsWith('shared-'));

describe('the parts of the CommonJS build', () => {
  it('require loads none', () => {
    expect(partsLoaded('')).toEqual([]);
    expect(partsLoaded('Object.keys(api)')).toEqual([]); // the names are known without the code
  });

  it('an RFC 2396 call loads the RFC 2396 group and what it shares, not the schemes nor the compiler', () => {
    const parts = partsLoaded("api.parseUriReference('http://a/b'); api.isValid('x'); api.unescape('%41')");
    expect(groups(parts)).toEqual(['uri.js']);
    expect(parts.length).toBeLessThan(partsLoaded("api.parseUrl('http://a/b')").length);
  });

  it('parse with a rule name loads the rules (the compiled grammar), not the schemes nor the compiler', () => {
    expect(groups(partsLoaded("api.parse('hostname', 'a.b')"))).toEqual(['rules.js']);
  });

  it('parseUrl loads the schemes, not the grammar compiler; defineScheme loads the compiler', () => {
    expect(groups(partsLoaded("api.parseUrl('http://a/b')"))).toEqual(['schemes.js']);
    expect(groups(partsLoaded('api.defineScheme'))).toEqual(['grammars.js']);
  });

  it('reading every export loads every part', () => {
    const all = partsLoaded('Object.values(api); Object.values(require(' + JSON.stringify(join(ROOT, 'dist/grammar-compiler.js')) + '))');
    expect(groups(all)).toEqual(['grammars.js', 'rfc2732.js', 'rules.js', 'schemes.js', 'uri.js']);
  });

  it('one instance whichever export loads first: the registry the schemes read is the one defineScheme writes', () => {
    const script = `const api = require(${JSON.stringify(join(ROOT, 'dist/index.js'))});
const { compileGrammar } = require(${JSON.stringify(join(ROOT, 'dist/grammar-compiler.js'))});
api.defineScheme(api.schemeFromBnf('exurl = "ex-parts:" 1*uchar', { name: 'ex-parts', start: 'exurl', hierarchical: false }));
const r = api.parseUrl('ex-parts:a');
let refused; try { compileGrammar('x = ', { notation: 'abnf' }); } catch (e) { refused = e instanceof api.GrammarRefusalError; }
process.stdout.write(JSON.stringify([r.ok && r.value.schemeName, api.lookupScheme('ex-parts').name, compileGrammar === api.compileGrammar, refused]));`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }))).toEqual(['ex-parts', 'ex-parts', true, true]);
  });
});
