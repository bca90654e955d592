import type { Rule } from '../engine';
import { fileurl } from './file';
import { ftpurl } from './ftp';
import { gopherurl } from './gopher';
import { httpurl } from './http';
import { mailtourl } from './mailto';
import { newsurl } from './news';
import { nntpurl } from './nntp';
import { prosperourl } from './prospero';
import { lookupScheme, register } from './registry';
import { telneturl } from './telnet';
import { waisurl } from './wais';

// RFC 1738 §3: the grammar of each seeded scheme (kept apart from registry.ts so that the
// registry, which the scheme nodes read default ports from, imports no grammar).
const grammars: Record<string, Rule<unknown>> = {
  ftp: ftpurl,
  http: httpurl,
  gopher: gopherurl,
  mailto: mailtourl,
  news: newsurl,
  nntp: nntpurl,
  telnet: telneturl,
  wais: waisurl,
  file: fileurl,
  prospero: prosperourl,
};

for (const [name, grammar] of Object.entries(grammars)) {
  const entry = lookupScheme(name)!;
  if (!entry.grammar) register({ ...entry, grammar, source: 'rfc1738' }, 'override');
}
