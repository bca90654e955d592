import { overrideScheme } from '../../../src/rfc1738-namespace';
import { schemeFromAbnf } from '../../../src/schemes/fromAbnf';
import { catalogue, outline, verdicts } from './catalogue';

// grammar/schemes/tag.abnf: RFC 4151 §2.1, with RFC 3986's pchar.
const { text, start } = catalogue('tag', 'rfc3986');

describe('tag (RFC 4151 §2.1)', () => {
  it('matches every example tag of the RFC, verbatim', () => {
    const examples = [
      'tag:timothy@hpl.hp.com,2001:web/externalHome', // §2.1
      'tag:sandro@w3.org,2004-05:Sandro',
      'tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19',
      'tag:blogger.com,1999:blog-555',
      'tag:yaml.org,2002:int',
      // §2.1, §2.4, §3: tag prefixes, which are tags too ("specific" may be empty)
      'tag:EXAMPLE.com,2000:',
      'tag:example.com,2000:',
      'tag:example.com,2000-01-01:',
      'tag:champignon.net,2001:',
      'tag:hp.com,2999:',
      'tag:example.com,2004:fred:',
      'tag:example.com,2004:bill:',
    ];
    expect(verdicts(start, examples)).toEqual(examples.map((u) => [u, true]));
  });

  it('refuses invalid tags at the longest viable prefix', () => {
    expect(
      verdicts(start, [
        'tag:a.com,01:x', // year = 4DIGIT
        'tag:example.com,2000-1:x', // month = 2DIGIT
        'tag:example.com:x', // the date is not optional
        'tag:a-.com,2001:x', // a DNScomp does not end with "-", and an email address needs "@"
        'tag:-a.com,2001:x', // nor start with "-" (but an email address can)
        'tag:a@b_c.com,2001:x', // "_" is allowed before "@" only
        'tag:a.com,2001:x#y#z', // fragment = *( pchar / "/" / "?" )
        'tag:a.com,2001:x y',
      ]),
    ).toEqual([
      ['tag:a.com,01:x', 12],
      ['tag:example.com,2000-1:x', 22],
      ['tag:example.com:x', 15],
      ['tag:a-.com,2001:x', 10],
      ['tag:-a.com,2001:x', 10],
      ['tag:a@b_c.com,2001:x', 7],
      ['tag:a.com,2001:x#y#z', 18],
      ['tag:a.com,2001:x y', 16],
    ]);
  });

  it('registers with schemeFromAbnf + overrideScheme', () => {
    const tag = overrideScheme(schemeFromAbnf(text, { name: 'tag', hierarchical: false, uses: 'rfc3986' }));
    const r = tag.parse('tag:yaml.org,2002:int');
    expect(r.ok && outline(r.value.url)).toEqual([
      'tagURI', 0, 21,
      ['taggingEntity', 4, 17,
        ['authorityName', 4, 12, ['DNSname', 4, 12, ['DNScomp', 4, 8], ['DNScomp', 9, 12]]],
        ['date', 13, 17, ['year', 13, 17]]],
      ['specific', 18, 21],
    ]);
  });
});
