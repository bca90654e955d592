// The CommonJS build (`npm run build` first) loads the code of an export when the export is
// first read, and Node's ES module entry when a function is first called or a key of an
// object view first read: counted as the files of dist/parts that a fresh process has loaded.
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

  it('reading every export loads every part, an object export (a view) when its keys are read', () => {
    const compiler = 'require(' + JSON.stringify(join(ROOT, 'dist/grammar-compiler.js')) + ')';
    expect(groups(partsLoaded('api.rules; api.catalogue; api.g'))).toEqual([]);
    const all = partsLoaded(`for (const v of [...Object.values(api), ...Object.values(${compiler})]) if (typeof v === 'object') Object.values(v)`);
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

/** What a fresh ES module process prints after `program` (which sees the package's Node ES module entry as `api`, `require` as `req`, and `loaded()` as the groups loaded so far). */
function esm(program: string): unknown {
  const script = `import * as api from ${JSON.stringify(join(ROOT, 'dist/node/index.mjs'))};
import { createRequire } from 'node:module';
const req = createRequire(import.meta.url);
const loaded = () => Object.keys(req.cache).filter((f) => f.includes('/dist/parts/') && !f.includes('/shared-')).map((f) => f.slice(f.lastIndexOf('/') + 1)).sort();
process.stdout.write(JSON.stringify(await (async () => { ${program} })()));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

describe('the ES module entry in Node', () => {
  it('import loads only the group of the classes and constants', () => {
    expect(esm('return loaded();')).toEqual(['uri.js']);
  });

  it("a function's first call loads its part and rebinds the export to the function require gives", () => {
    const program = `const stand = api.parseUrl, before = loaded();
const r = api.parseUrl('http://a/b');
return [stand.name, stand.length === req(${JSON.stringify(join(ROOT, 'dist/index.js'))}).parseUrl.length, before, loaded(), r.ok, api.parseUrl === req(${JSON.stringify(join(ROOT, 'dist/index.js'))}).parseUrl, api.parseUrl !== stand];`;
    expect(esm(program)).toEqual(['parseUrl', true, ['uri.js'], ['schemes.js', 'uri.js'], true, true, true]);
  });

  it('one compileGrammar in both entries, before and after a call', () => {
    const program = `const c = await import(${JSON.stringify(join(ROOT, 'dist/node/grammar-compiler.mjs'))});
const same = c.compileGrammar === api.compileGrammar;
c.compileGrammar('x = "a"', { notation: 'abnf' });
return [same, c.compileGrammar === api.compileGrammar, c.BnfError === api.BnfError];`;
    expect(esm(program)).toEqual([true, true, true]);
  });

  it('an object export is one view in both module systems, its part loaded when a key is read', () => {
    const program = `const cjs = req(${JSON.stringify(join(ROOT, 'dist/index.js'))});
const keys = Object.keys(api.rules), before = loaded();
const ok = api.rules.hostname.parse('a.example').status;
return [api.rules === cjs.rules, keys.includes('URI-reference'), Object.isFrozen(api.rules), before, ok, loaded(), Object.keys(api.catalogue).includes('urn'), api.rfc1738.g === api.g, api.rfc1738.defineScheme === cjs.defineScheme];`;
    expect(esm(program)).toEqual([true, true, true, ['uri.js'], true, ['rules.js', 'uri.js'], true, true, true]);
  });
});
