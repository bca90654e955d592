import { overrideScheme } from '../../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { catalogue, outline, verdicts } from './catalogue';

// grammar/schemes/mailto.abnf: RFC 6068 §2, with RFC 3986's unreserved and pct-encoded and
// RFC 5322's dot-atom-text and quoted-string.
const { text, start } = catalogue('mailto', 'rfc3986');

describe('mailto (RFC 6068 §2)', () => {
  it('matches every example URI of the RFC, verbatim', () => {
    const examples = [
      'mailto:addr1@an.example,addr2@an.example', // §2
      'mailto:?to=addr1@an.example,addr2@an.example',
      'mailto:addr1@an.example?to=addr2@an.example',
      'mailto:chris@example.com', // §6.1
      'mailto:infobot@example.com?subject=current-issue',
      'mailto:infobot@example.com?body=send%20current-issue',
      'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index', // printed on two lines
      'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E', // printed on two lines
      'mailto:majordomo@example.com?body=subscribe%20bamboo-l',
      'mailto:joe@example.com?cc=bob@example.com&body=hello',
      'mailto:gorby%25kremvax@example.com',
      'mailto:unlikely%3Faddress@example.com?blat=foop',
      'mailto:joe@an.example?cc=bob@an.example&body=hello', // printed HTML-escaped, with &amp;
      'mailto:joe@an.example?cc=bob@an.example&amp;body=hello', // and as printed: a header "amp;body"
      'mailto:Mike%26family@example.org',
      'mailto:%22not%40me%22@example.org', // §6.2
      'mailto:%22oh%5C%5Cno%22@example.org',
      "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
      'mailto:user@example.org?subject=caf%C3%A9', // §6.3
      'mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D', // printed on two lines
      'mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D', // printed on two lines
      'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
      'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
    ];
    expect(verdicts(start, examples)).toEqual(examples.map((u) => [u, true]));
  });

  it('refuses the example that §6.1 marks "WRONG!" at its second "?"', () => {
    // hfields = "?" hfield *( "&" hfield ), and qchar has no "?"
    expect(verdicts(start, ['mailto:joe@example.com?cc=bob@example.com?body=hello'])).toEqual([['mailto:joe@example.com?cc=bob@example.com?body=hello', 41]]);
  });

  it('refuses invalid URIs at the longest viable prefix', () => {
    expect(
      verdicts(start, [
        'mailto:joe', // an addr-spec has "@" domain
        'mailto:joe@', // and a domain
        'mailto:a..b@example.org', // dot-atom-text has no empty atom
        'mailto:a@[1.2.3.4', // "[" *dtext-no-obs "]"
        'mailto:a@b?c=d e',
        'mailto:a@b?c=%zz',
        'mailto:a@b?c&d',
        'mailto:"a b"@example.org', // qtext has no space (a quoted-pair "\ " does)
      ]),
    ).toEqual([
      ['mailto:joe', 10],
      ['mailto:joe@', 11],
      ['mailto:a..b@example.org', 9],
      ['mailto:a@[1.2.3.4', 17],
      ['mailto:a@b?c=d e', 14],
      ['mailto:a@b?c=%zz', 14],
      ['mailto:a@b?c&d', 12],
      ['mailto:"a b"@example.org', 9],
    ]);
  });

  it('applies §2 item 1 to the RFC 5322 atext: "?", "&", "=", "/", "#", "%" are percent-encoded in an address', () => {
    expect(verdicts(start, ['mailto:unlikely?address@example.com', 'mailto:a@b?c=d', 'mailto:a@b.c/d', 'mailto:a{b}@c'])).toEqual([
      ['mailto:unlikely?address@example.com', 15],
      ['mailto:a@b?c=d', true],
      ['mailto:a@b.c/d', 12],
      ['mailto:a{b}@c', 8],
    ]);
  });

  it('replaces the RFC 1738 mailto with overrideScheme (defineScheme refuses a registered name)', () => {
    const mailto = overrideScheme(schemeFromAbnf(text, { name: 'mailto', hierarchical: false, uses: 'rfc3986' }));
    const r = mailto.parse('mailto:joe@example.com?cc=bob');
    expect(r.ok && outline(r.value.url)).toEqual([
      'mailtoURI', 0, 29,
      ['to', 7, 22, ['addr-spec', 7, 22, ['local-part', 7, 10, ['dot-atom-text', 7, 10]], ['domain', 11, 22, ['dot-atom-text', 11, 22]]]],
      ['hfields', 22, 29, ['hfield', 23, 29, ['hfname', 23, 25], ['hfvalue', 26, 29]]],
    ]);
  });
});
