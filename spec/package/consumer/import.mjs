// ESM consumer: named imports from 'uri-grammar' and its grammar-compiler subpath.
import { createRequire } from 'node:module';
import * as api from 'uri-grammar';
import { isValid, parseUrl, defineScheme, schemeFromBnf, g, rules1738 } from 'uri-grammar';
import { compileGrammar } from 'uri-grammar/grammar-compiler';
import * as bnf from 'uri-grammar/grammar-compiler';

const require = createRequire(import.meta.url);
const cjs = require('uri-grammar');
const names = (m) => Object.keys(m).filter((k) => k !== '__esModule' && k !== 'default').sort();
const isPlainFunction = (v) => typeof v === 'function' && !/^class\b/.test(Function.prototype.toString.call(v));
// A function export is a stand-in until its first call (which loads its code), then require's function itself.
const standIns = names(api).filter((k) => isPlainFunction(api[k]) && api[k] !== cjs[k]);

// One instance behind both entry points: a scheme defined through ESM is seen by require.
const ex = defineScheme(schemeFromBnf('exurl = "ex:" 1*uchar', { name: 'ex', start: 'exurl', hierarchical: false }));
const parsed = ex.parse('ex:abc');
console.log(JSON.stringify({
  exports: names(api),
  grammarCompiler: names(bnf),
  sameAsRequire: names(api).every((k) => isPlainFunction(api[k]) || api[k] === cjs[k]),
  standInsBeforeACall: standIns.length > 0 && standIns.every((k) => api[k].name === k && api[k].length === cjs[k].length),
  // isValid, parseUrl and defineScheme have been called by now (isValid and parseUrl below, as the object is made in order)
  registryShared: cjs.lookupScheme('ex')?.name ?? null,
  schemeName: parsed.ok && parsed.value.schemeName,
  valid: [isValid('http://a/b'), isValid('http://a/%zz')],
  httpurl: typeof rules1738.httpurl === 'object' && typeof g.rule === 'function',
  url: (() => { const r = parseUrl('ftp://h/a;type=i'); return r.ok && r.value.url.ftptype?.text; })(),
  matches: compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' }).rules.x.matches('abb'),
  // one compileGrammar: the subpath's is the root's, and it reads ABNF when asked
  oneCompileGrammar: compileGrammar === api.compileGrammar,
  abnf: compileGrammar('x = "a" 1*DIGIT', { notation: 'abnf' }).rules.x.matches('A42'),
  calledAreRequires: [isValid === cjs.isValid, parseUrl === cjs.parseUrl, defineScheme === cjs.defineScheme, api.compileGrammar === cjs.compileGrammar],
}));
