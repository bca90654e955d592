// CommonJS consumer: require('uri-grammar') and its grammar-compiler subpath.
const api = require('uri-grammar');
const { compileGrammar } = require('uri-grammar/grammar-compiler');

const names = (m) => Object.keys(m).filter((k) => k !== '__esModule' && k !== 'default').sort();
const url = api.parseUrl('http://a/b?c', { updates: 'none' });
const compiled = compileGrammar('x = "a" 1*( "b" )', { notation: 'bnf' });
const urn = api.parseUrl('urn:isbn:0451450523'); // a catalogue scheme: its grammar file is read from the package
let deep;
try {
  require('uri-grammar/dist/engine/bnf');
  deep = 'loaded';
} catch (e) {
  deep = e.code;
}
console.log(JSON.stringify({
  exports: names(api),
  grammarCompiler: names(require('uri-grammar/grammar-compiler')),
  schemeName: url.ok && url.value.schemeName,
  search: url.ok && url.value.url.search.text,
  urn: urn.ok ? urn.value.url.type : urn.error.message,
  valid: [api.isValid('http://a/b'), api.isValid('http://a/%zz')],
  matches: [compiled.rules.x.matches('abb'), compiled.rules.x.matches('a')],
  deep,
  version: require('uri-grammar/package.json').version,
}));
