/**
 * `npm run bench:schemes`: scheme grammars on the compiled engine against fast-uri, in one
 * process (warm-up discarded, median of ≥ 5 interleaved runs). Inputs: the corpus's http and
 * ftp URLs valid for RFC 1738 (as updated by RFC 2396 Appendix G, as `parseUrl` reads them).
 * Rows: the built-in parseUrl (the default reading, http as RFC 2616; and RFC 1738 with Appendix G); RFC 1738 httpurl registered again under another name as BNF
 * text and as a kit transcription (full AST through parseUrl, and validation only with the
 * compiled rule); ldap from BNF text; ldap (with recursive filters: full AST, and validation
 * only with the compiled rule), sip and tel from their RFCs' ABNF with imported rule sets; imap, pop, ssh, sftp and sms
 * from the ABNF extracted from their RFCs (spec/schemes/rule-sets/published.ts); and the compiled engine on grammar/rfc2396.bnf against
 * the hand-written fast path. Prints a Markdown table of ratios.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { defineScheme, g, parseUrl, parseUriReference, isValid, rules1738, schemeFromAbnf, schemeFromBnf, type ParseUrlOptions } from '../src';
import { compileBnf } from '../src/engine/bnf';
import { compileGrammar } from '../src/engine/grammar-text';
import { grammarText } from '../src/engine/bnf/files';
import type { Node } from '../src/combinators';
import { loadCorpus } from './inputs';
import { machine } from './machine';
import { consumed, measure, type Impl } from './measure';
import { fastUriParse } from './peers';
import { repoRoot } from './repo';
import { PUBLISHED } from '../spec/schemes/rule-sets/published';

const quick = process.argv.includes('--quick');
const options = { runs: 7, warmup: quick ? 0.1 : 0.5, runSeconds: quick ? 0.05 : 0.2 };
const updates: ParseUrlOptions = { updates: 'rfc2396' };

const corpus = loadCorpus(repoRoot());
const http = corpus.filter((u) => u.startsWith('http://') && parseUrl(u, updates).ok);
const ftp = corpus.filter((u) => u.startsWith('ftp://') && parseUrl(u, updates).ok);
const builtin = [...http, ...ftp];
const builtinDefault = corpus.filter((u) => (u.startsWith('http://') || u.startsWith('ftp://')) && parseUrl(u).ok);

// RFC 1738 §5 httpurl, under the name h2 (BNF text) and h3 (kit); the rest of the rules are RFC 1738's
const H2 = 'h2url = "h2://" hostport [ "/" hpath [ "?" search ]]';
defineScheme(schemeFromBnf(H2, { name: 'h2', start: 'h2url', hierarchical: true }));
const compiledH2 = compileBnf(`${H2}\n${grammarText('rfc1738')}`).rules['h2url']!;
// h3: H2 transcribed rule for rule (its tree is H2's); h3f: an hpath rule of its own and a fields callback per rule, which gets the value of every part
const h3url = g.rule('h3url', g.seq(g.literal('h3://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), g.ref('hpath'), g.opt(g.seq(g.literal('?'), g.ref('search')))))));
defineScheme({ name: 'h3', hierarchical: true, grammar: h3url });
const hpathF = g.rule<Node<'hpath'>, unknown>('hpath', g.seq(g.ref('hsegment'), g.many(g.seq(g.literal('/'), g.ref('hsegment')))), () => ({}));
const h3fUrl = g.rule<Node<'h3furl'>, unknown>('h3furl', g.seq(g.literal('h3f://'), rules1738.hostport, g.opt(g.seq(g.literal('/'), hpathF, g.opt(g.seq(g.literal('?'), g.ref('search')))))), () => ({}));
defineScheme({ name: 'h3f', hierarchical: true, grammar: h3fUrl });
const LDAP = [
  'ldapurl       = "ldapb://" [ hostport ] "/" dn [ "?" attributes [ "?" scope "?" filter ] ]',
  'dn            = *[ uchar | "=" | ";" ]',
  'attributes    = [ attributetype *[ "," attributetype ] ]',
  'attributetype = 1*[ alpha | digit | "-" | "." ]',
  'scope         = "base" | "one" | "sub"',
  'filter        = 1*[ uchar | "=" | "&" | ":" ]',
].join('\n');
defineScheme(schemeFromBnf(LDAP, { name: 'ldapb', start: 'ldapurl', defaultPort: 389, hierarchical: true }));
const ldap = http.map((u) => `ldapb://${u.slice(7).split(/[/?]/)[0]}/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)`).filter((u) => parseUrl(u).ok);

// Schemes registered from their RFC's ABNF as published (the texts of spec/schemes/rule-sets/):
// LDAP (RFC 4516 with RFC 4512, 4514 and 4515: a recursive filter), SIP (RFC 3261 with RFC
// 3966: a large imported set), tel (RFC 3966: many parameters). Each reads its RFC's examples,
// varied by a counter.
const ruleSetText = (file: string) => readFileSync(join(repoRoot(), 'spec/schemes/rule-sets', file), 'utf8');
const RFC4511 = { name: 'rfc4511', uses: 'rfc4512', abnf: 'attributeSelector = attributedescription / selectorspecial\nselectorspecial = noattrs / alluserattrs\nnoattrs = %x31.2E.31\nalluserattrs = %x2A\nLDAPString = *UTF8' } as const;
defineScheme(schemeFromAbnf(ruleSetText('rfc4516.abnf'), { name: 'ldap', hierarchical: true, start: 'ldapurl', uses: ['rfc3986', 'rfc4512', 'rfc4514', 'rfc4515', RFC4511] }));
const compiledLdap = compileGrammar(ruleSetText('rfc4516.abnf'), { notation: 'abnf', uses: ['rfc3986', 'rfc4512', 'rfc4514', 'rfc4515', RFC4511] }).rules['ldapurl']!;
defineScheme(schemeFromAbnf(ruleSetText('rfc3261.abnf'), { name: 'sip', hierarchical: false, start: 'SIP-URI', uses: 'rfc3966' }));
defineScheme(schemeFromAbnf('tel-URI = telephone-uri', { name: 'tel', hierarchical: false, uses: 'rfc3966' }));
const ldapFilters = Array.from({ length: 1000 }, (_, k) => [
  `ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen${k})`,
  `ldap://ldap3.example.com/o=Babsco,c=US???(&(objectClass=person)(%7C(sn=Jensen${k})(cn=Babs*)))`,
  `ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US?mail?one?(!(uid=${k}))`,
][k % 3]!).filter((u) => parseUrl(u).ok);
const sipUris = Array.from({ length: 1000 }, (_, k) => [
  `sip:alice${k}@atlanta.com`,
  `sip:alice:secretword@atlanta.com;transport=tcp;ttl=${k % 255}`,
  `sip:+1-212-555-${1000 + k}:1234@gateway.com;user=phone`,
  `sip:atlanta.com;method=REGISTER?to=alice${k}%40atlanta.com`,
][k % 4]!).filter((u) => parseUrl(u).ok);
const telUris = Array.from({ length: 1000 }, (_, k) => [
  `tel:+1-201-555-${1000 + k}`,
  `tel:${7000 + k};phone-context=example.com`,
  `tel:863-${1000 + k};phone-context=+1-914-555`,
  `tel:+1-201-555-0123;ext=${k};isub=abc`,
][k % 4]!).filter((u) => parseUrl(u).ok);
// imap, pop, ssh, sftp, sms: registered from the ABNF `grammar extract` takes out of their RFCs (spec/schemes/rule-sets/published.ts)
const published = PUBLISHED.map((p) => {
  defineScheme(schemeFromAbnf(ruleSetText(p.file), p.options(ruleSetText)));
  return { p, inputs: Array.from({ length: 1000 }, (_, k) => p.examples(k)).filter((u) => parseUrl(u).ok) };
});
for (const { p, inputs } of published) if (inputs.length < 1000) throw new Error(`bench:schemes: ${1000 - inputs.length} of the ${p.name} examples do not parse`);
for (const [name, list] of Object.entries({ ldapFilters, sipUris, telUris })) if (list.length < 1000) throw new Error(`bench:schemes: ${1000 - list.length} of the ${name} examples do not parse`);

const as = (scheme: string, urls: string[]) => urls.map((u) => scheme + u.slice(4));
const h2 = as('h2', http).filter((u) => parseUrl(u).ok);
const h3 = as('h3', http).filter((u) => parseUrl(u).ok);
const h3f = as('h3f', http).filter((u) => parseUrl(u).ok);
const uriReference = compileBnf(grammarText('rfc2396')).rules['URI-reference']!;
// The catalogue (built-in schemes from their RFC's ABNF): examples of each RFC, varied by a counter.
const catalogueInputs = Array.from({ length: 1000 }, (_, k) => [
  `urn:isbn:04514505${k % 100}`,
  `urn:example:a123,z456?+abc${k}#789`,
  `tag:timothy@hpl.hp.com,2001:web/externalHome${k}`,
  `geo:13.4125,103.${k};u=35`,
  `data:text/plain;charset=iso-8859-7,%be%fe%be${k}`,
][k % 5]!).filter((u) => parseUrl(u).ok);

const fast: Impl<string> = { name: 'fast-uri parse', run: fastUriParse };
type Row = { name: string; inputs: string[]; ours: Impl<string>; peer: Impl<string>; target: number | null };
const rows: Row[] = [
  { name: 'built-in parseUrl (http, ftp), default reading', inputs: builtinDefault, ours: { name: 'parseUrl', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.5 },
  { name: 'built-in parseUrl (http, ftp), RFC 1738 + App. G', inputs: builtin, ours: { name: 'parseUrl', run: (u) => parseUrl(u, updates).ok }, peer: fast, target: 1.5 },
  { name: 'httpurl as BNF text: full AST', inputs: h2, ours: { name: 'parseUrl h2', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'httpurl as kit: full AST', inputs: h3, ours: { name: 'parseUrl h3', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'httpurl as kit, own hpath rule, fields callbacks: a value per part', inputs: h3f, ours: { name: 'parseUrl h3f', run: (u) => parseUrl(u).ok }, peer: fast, target: null },
  { name: 'ldap as BNF text: full AST', inputs: ldap, ours: { name: 'parseUrl ldapb', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'ldap from RFC 4516 + 4512/4514/4515 ABNF, with filters (recursive): full AST', inputs: ldapFilters, ours: { name: 'parseUrl ldap', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'sip from RFC 3261 + 3966 ABNF: full AST', inputs: sipUris, ours: { name: 'parseUrl sip', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'tel from RFC 3966 ABNF (parameters): full AST', inputs: telUris, ours: { name: 'parseUrl tel', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  { name: 'catalogue (urn, tag, geo, data from ABNF): full AST', inputs: catalogueInputs, ours: { name: 'parseUrl', run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 },
  ...published.map(({ p, inputs }): Row => ({ name: `${p.name} from its RFC's ABNF as extracted (${p.file}): full AST`, inputs, ours: { name: `parseUrl ${p.name}`, run: (u) => parseUrl(u).ok }, peer: fast, target: 1.0 })),
  { name: 'httpurl as BNF text: validation', inputs: h2, ours: { name: 'compiled matches', run: (u) => compiledH2.matches(u) }, peer: fast, target: 3.0 },
  { name: 'ldap from RFC 4516 ABNF, recursive filters: validation', inputs: ldapFilters, ours: { name: 'compiled matches', run: (u) => compiledLdap.matches(u) }, peer: fast, target: 3.0 },
  { name: 'URI-reference compiled vs fast path: validation', inputs: corpus, ours: { name: 'compiled matches', run: (u) => uriReference.matches(u) }, peer: { name: 'isValid', run: (u) => isValid(u) }, target: null },
  { name: 'URI-reference: parse vs fast path (AST)', inputs: corpus, ours: { name: 'parseUriReference', run: (u) => parseUriReference(u).ok }, peer: fast, target: null },
];

const m = machine();
console.log(`uri-grammar bench:schemes: ${new Date().toISOString()}, ${m.nproc} cores, ${m.cpu}, Node ${m.node}\n`);
console.log('| row | inputs | ours (ops/s) | peer | peer (ops/s) | ratio | target |');
console.log('|---|---:|---:|---|---:|---:|---:|');
for (const row of rows) {
  const [ours, peer] = measure([row.ours, row.peer], row.inputs, options);
  const ratio = ours!.median / peer!.median;
  console.log(`| ${row.name} | ${row.inputs.length} | ${Math.round(ours!.median)} | ${row.peer.name} | ${Math.round(peer!.median)} | ${ratio.toFixed(2)} | ${row.target === null ? '—' : `≥ ${row.target}`} ${row.target === null ? '' : ratio >= row.target ? 'met' : 'missed'} |`);
}
void consumed();
