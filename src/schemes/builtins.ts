import type { Rule } from '../combinators';
import { CATALOGUE_BUILTINS, lazyCatalogueGrammar } from './catalogueDefinitions';
import { fileurl } from '../rfc1738/file';
import { ftpurl } from '../rfc1738/ftp';
import { gopherurl } from '../rfc1738/gopher';
import { httpGrammar } from '../rfc1738/http2616';
import { mailtourl } from '../rfc1738/mailto';
import { newsurl } from '../rfc1738/news';
import { nntpurl } from '../rfc1738/nntp';
import { prosperourl } from '../rfc1738/prospero';
import { entryOf, register } from '../registry/registry';
import { telneturl } from '../rfc1738/telnet';
import { waisurl } from '../rfc1738/wais';

// RFC 1738 §3: the grammar of each seeded scheme (kept apart from registry.ts so that the
// registry, which the scheme nodes read default ports from, imports no grammar). http reads
// as RFC 2616 §3.2.2 unless updates say otherwise (./http2616).
const grammars: Record<string, Rule<unknown>> = {
  ftp: ftpurl,
  http: httpGrammar('http'),
  gopher: gopherurl,
  mailto: mailtourl,
  news: newsurl,
  nntp: nntpurl,
  telnet: telneturl,
  wais: waisurl,
  file: fileurl,
  prospero: prosperourl,
};

// The http grammar with the scheme name swapped: RFC 2818 §2.4, RFC 6455 §3.
const httpFamily: Record<string, 'rfc2818' | 'rfc6455'> = { https: 'rfc2818', ws: 'rfc6455', wss: 'rfc6455' };

for (const [name, grammar] of Object.entries(grammars)) {
  const entry = entryOf(name)!;
  if (!entry.grammar) register({ ...entry, grammar, source: name === 'http' ? 'rfc2616' : 'rfc1738', notation: 'bnf', generic: 'rfc2396' }, 'override');
}
for (const [name, source] of Object.entries(httpFamily)) {
  const entry = entryOf(name)!;
  if (!entry.grammar) register({ ...entry, grammar: httpGrammar(name), source, notation: 'bnf', generic: 'rfc2396' }, 'override');
}

// The catalogue's built-in schemes (RFC 8141, 2397, 4151, 5870): grammars read and compiled on first use.
for (const { name, source, generic } of CATALOGUE_BUILTINS) {
  if (!entryOf(name)) register({ name, hierarchical: false, grammar: lazyCatalogueGrammar(name), source, notation: 'abnf', generic }, 'define');
}

export {}; // an ES module (esbuild reads a file that exports nothing as CommonJS, and then wraps every module it reaches in a lazy initializer)
