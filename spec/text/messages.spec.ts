import { extract } from '../../src/text/extract';
import { find } from './where';

const all = (text: string) => [...extract(text)];

describe('mail and news message bodies', () => {
  it('a mail message: headers with message ids and addresses, a quoted reply, a signature', () => {
    const mail = [
      'From: Jim <jim@example.org>',
      'To: uri@bunyip.com',
      'Subject: Re: the draft',
      'Message-ID: <19980801.1234@mail.example.org>',
      'References: <19980731.5678@news.example.org>',
      '',
      'Hi Roy,',
      '',
      '> The draft is at <http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-uri-syntax-04.txt>',
      '> and the archive at http://www.ics.uci.edu/pub/ietf/uri/archive/.',
      '',
      'Thanks. See also news:comp.infosystems.www.misc, and write to',
      '<mailto:uri@bunyip.com> (the list). The old copy lives at',
      'ftp://ds.internic.net/rfc/rfc1738.txt; telnet://archie.example.org:23/ is down.',
      '',
      '-- ',
      'Jim  (http://www.example.org/~jim/)',
    ].join('\n');
    expect(all(mail)).toEqual([
      find(mail, 'http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-uri-syntax-04.txt', 'angle'),
      find(mail, 'http://www.ics.uci.edu/pub/ietf/uri/archive/', 'bare'),
      find(mail, 'news:comp.infosystems.www.misc', 'bare'),
      find(mail, 'mailto:uri@bunyip.com', 'angle'),
      find(mail, 'ftp://ds.internic.net/rfc/rfc1738.txt', 'bare'),
      find(mail, 'telnet://archie.example.org:23/', 'bare'),
      find(mail, 'http://www.example.org/~jim/', 'bare'),
    ]);
  });

  it('a news article: Path, Xref and Newsgroups headers are no URIs; a long URI folded in brackets is', () => {
    const article = [
      'Path: news.example.org!not-for-mail',
      'Newsgroups: comp.infosystems.www.misc',
      'Xref: news.example.org comp.infosystems.www.misc:1234',
      'Message-ID: <6q2v1a$abc@news.example.org>',
      '',
      'The thread starts at nntp://news.example.org/comp.infosystems.www.misc/1234',
      'and the FAQ is <URL:http://www.example.org/faq/uri/',
      '    part1.html#delimiting>.',
    ].join('\n');
    expect(all(article)).toEqual([
      find(article, 'nntp://news.example.org/comp.infosystems.www.misc/1234', 'bare'),
      find(article, 'http://www.example.org/faq/uri/\n    part1.html#delimiting', 'angle-url'),
    ]);
  });
});

describe('Markdown', () => {
  it('autolinks, inline and reference links, images, code spans, bare names', () => {
    const md = [
      '# Links',
      '',
      'Autolink <http://www.w3.org/Addressing/> and [RFC 2396](http://www.ietf.org/rfc/rfc2396.txt "the RFC").',
      'An image ![logo](http://www.w3.org/Icons/w3c_home.png), code `ftp://ftp.example.org/pub/` and',
      'a bare www.example.org/path. [Wiki](http://en.wikipedia.org/wiki/Fragment_(computing)).',
      '',
      '[1]: http://www.w3.org/ "W3C"',
    ].join('\n');
    expect(all(md)).toEqual([
      find(md, 'http://www.w3.org/Addressing/', 'angle'),
      find(md, 'http://www.ietf.org/rfc/rfc2396.txt', 'bare'),
      find(md, 'http://www.w3.org/Icons/w3c_home.png', 'bare'),
      find(md, 'ftp://ftp.example.org/pub/', 'bare'),
      find(md, 'www.example.org/path', 'bare'),
      find(md, 'http://en.wikipedia.org/wiki/Fragment_(computing)', 'bare'),
      find(md, 'http://www.w3.org/', 'bare', 3),
    ]);
  });
});

describe('HTML', () => {
  it('attribute values in double quotes, single quotes and none; text; comments; tags are no URIs', () => {
    const html = [
      '<p>See <a href="http://www.w3.org/Addressing/">the W3C page</a>,',
      "<a href='ftp://ds.internic.net/rfc/'>InterNIC</a>, <a href=http://example.org/x>x</a> and",
      '<img src="http://www.w3.org/Icons/w3c_home.png" alt="W3C">.',
      '<!-- old: http://www.example.org/old.html -->',
      '<a href="/relative/only">rel</a> <a href="gemini://secure.example.org/">s</a>',
      '<span style="color:red">http://www.example.org/text?a=1&amp;b=2</span>',
      '</p>',
    ].join('\n');
    expect(all(html)).toEqual([
      find(html, 'http://www.w3.org/Addressing/', 'quote'),
      find(html, 'ftp://ds.internic.net/rfc/', 'bare'),
      find(html, 'http://example.org/x', 'bare'),
      find(html, 'http://www.w3.org/Icons/w3c_home.png', 'quote'),
      find(html, 'http://www.example.org/old.html', 'bare'),
      find(html, 'http://www.example.org/text?a=1&amp;b=2', 'bare'),
    ]);
  });
});
