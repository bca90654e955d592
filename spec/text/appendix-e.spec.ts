import { extract } from '../../src/text/extract';
import { find } from './where';

const all = (text: string) => [...extract(text)];

describe('RFC 2396 Appendix E, verbatim', () => {
  // The example text of Appendix E, as indented in the RFC.
  const text = [
    '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
    '      but you can probably pick it up from <ftp://ds.internic.',
    '      net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
    '      ietf/uri/historical.html#WARNING>.',
  ].join('\n');

  it('"contains the URI references" the three it lists, in order, with their places', () => {
    expect(all(text)).toEqual([
      {
        ok: true,
        uri: 'http://www.w3.org/Addressing/',
        delimiter: 'quote',
        span: { start: 34, end: 63, line: 1, column: 35, endLine: 1, endColumn: 64 },
        text: 'http://www.w3.org/Addressing/',
        outer: { start: 33, end: 64 },
      },
      {
        ok: true,
        uri: 'ftp://ds.internic.net/rfc/',
        delimiter: 'angle',
        span: { start: 110, end: 143, line: 2, column: 45, endLine: 3, endColumn: 15 },
        text: 'ftp://ds.internic.\n      net/rfc/',
        outer: { start: 109, end: 144 },
      },
      {
        ok: true,
        uri: 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
        delimiter: 'angle',
        span: { start: 168, end: 234, line: 3, column: 40, endLine: 4, endColumn: 39 },
        text: 'http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING',
        outer: { start: 167, end: 235 },
      },
    ]);
    expect(text.slice(109, 144)).toBe('<ftp://ds.internic.\n      net/rfc/>');
  });

  it('the three delimiting styles of its second paragraph: "http://test.com/", <http://test.com/>, whitespace', () => {
    const styles = 'usually\n   within double-quotes "http://test.com/", angle brackets\n   <http://test.com/>, or just using whitespace\n\n                             http://test.com/\n';
    expect(all(styles)).toEqual([
      find(styles, 'http://test.com/', 'quote', 1),
      find(styles, 'http://test.com/', 'angle', 2),
      find(styles, 'http://test.com/', 'bare', 3),
    ]);
  });

  it('"These wrappers do not form part of the URI"; a fragment goes inside the brackets', () => {
    const t = 'see <http://a/b#frag> and "http://a/b#frag"';
    expect(all(t).map((x) => x.ok && x.uri)).toEqual(['http://a/b#frag', 'http://a/b#frag']);
  });

  it('"extra whitespace (spaces, linebreaks, tabs, etc.) ... should be ignored when extracting the URI"', () => {
    const t = '<http://www.example.org/a/\r\n\t b/ c\f/\vd>';
    expect(all(t)).toEqual([find(t, 'http://www.example.org/a/\r\n\t b/ c\f/\vd', 'angle')]);
    expect(all(t)[0]).toMatchObject({ uri: 'http://www.example.org/a/b/c/d' });
  });

  it('a line break right after a hyphen: the whitespace around it is ignored, the hyphen kept, the reading without it offered', () => {
    const t = 'at <http://www.example.org/long-\n     name-\r\n  list.html> and <http://a/b- c>';
    expect(all(t)).toEqual([
      { ...find(t, 'http://www.example.org/long-\n     name-\r\n  list.html', 'angle'), unhyphenated: 'http://www.example.org/longname-list.html'.replace('-list', 'list') },
      find(t, 'http://a/b- c', 'angle'),
    ]);
    expect(all(t)[0]).toMatchObject({ uri: 'http://www.example.org/long-name-list.html', unhyphenated: 'http://www.example.org/longnamelist.html' });
  });

  it('the prefix "URL:", with or without a trailing space (or a line break)', () => {
    const t = '<URL:http://a/b> <URL: http://a/c> <url:\n  ftp://h/d>';
    expect(all(t)).toEqual([
      find(t, 'http://a/b', 'angle-url'),
      find(t, 'http://a/c', 'angle-url'),
      find(t, 'ftp://h/d', 'angle-url'),
    ]);
  });
});
