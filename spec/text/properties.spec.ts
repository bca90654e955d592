import fc from 'fast-check';
import { isValid, parseUriReference } from '../../src';
import { extract } from '../../src/text/extract';
import { absoluteUri } from '../resolver/arbitraries';
import { lineColumn, textSpan } from './where';

const token = fc.constantFrom(
  'http://a/b', 'http:', '<', '>', '"', "'", ' ', '\n', '\t', 'www.x.y', '.', ',', ')', '(', 'URL:', '%zz', 'mailto:x@y',
  '#', 'a', 'é', '😀', '<http://a/%zz\n b>', '<URL:', 'news:', '<https://q', 'ftp.a', '-', 'xsl:t', '?', '/', '{', '\r\n',
);
const text = fc.array(token, { maxLength: 40 }).map((ts) => ts.join(''));
const WHITESPACE = /[ \t\n\v\f\r]/g;

describe('every find, in any text', () => {
  it('is valid when ok (isValid and parseUriReference), and is its span of the text, lines and columns counted by line feeds', () => {
    fc.assert(
      fc.property(text, (t) => {
        let previousEnd = 0;
        for (const x of extract(t)) {
          expect(t.slice(x.span.start, x.span.end)).toBe(x.text);
          expect(x.span).toEqual(textSpan(t, x.span.start, x.span.end));
          expect(x.outer.start <= x.span.start && x.span.end <= x.outer.end && previousEnd <= x.outer.start).toBe(true);
          previousEnd = x.outer.end;
          if (x.ok) {
            expect(x.uri).toBe(x.text.replace(WHITESPACE, ''));
            expect([isValid(x.uri), parseUriReference(x.uri).ok]).toEqual([true, true]);
          } else {
            expect(x.candidate).toBe(x.text.replace(WHITESPACE, ''));
            expect(isValid(x.candidate)).toBe(false);
            expect([x.error.line, x.error.column]).toEqual(Object.values(lineColumn(t, x.error.offset)));
            if (x.error.found !== null) expect(t.startsWith(x.error.found, x.error.offset)).toBe(true);
            else expect(x.error.offset).toBe(x.span.end);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('a valid absolute URI in angle brackets, broken by whitespace anywhere after its scheme, in prose', () => {
  it('is found, whole, with its whitespace dropped and its place in the text', () => {
    const broken = fc.tuple(absoluteUri, fc.array(fc.tuple(fc.nat(), fc.constantFrom('\n', '\n   ', ' ', '\t', '\r\n  ')), { maxLength: 3 }));
    fc.assert(
      fc.property(broken, fc.constantFrom('', 'See ', 'a.\n\n  '), fc.constantFrom('', '.', ' now', ')'), ([uri, breaks], before, after) => {
        let written = uri;
        for (const [at, space] of breaks) {
          const colon = uri.indexOf(':') + 1; // after the scheme: docs/extract.md, the URI starts with scheme ":"
          const k = colon + (at % (uri.length - colon + 1));
          written = written.slice(0, k) + space + written.slice(k);
        }
        written = written.replace(/\s+$/, '');
        const t = `${before}<${written}>${after}`;
        const start = before.length + 1;
        // Appendix E: a hyphen before a line break may not be the URI's own.
        const unhyphenated = written.replace(/-(?=[ \t\v\f]*[\r\n])/g, '').replace(WHITESPACE, '');
        const found = { ok: true, uri, delimiter: 'angle', span: textSpan(t, start, start + written.length), text: written, outer: { start: start - 1, end: start + written.length + 1 } };
        expect([...extract(t)]).toEqual([unhyphenated !== uri && isValid(unhyphenated) ? { ...found, unhyphenated } : found]);
      }),
      { numRuns: 300 },
    );
  });
});
