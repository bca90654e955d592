import { parseUrl, readTag } from '../../../src';
import { invalidValue, meaningOf } from './meaning';

const node = (text: string, fields: Record<string, unknown>) => ({ type: 'tagURI', span: { start: 0, end: text.length }, text, ...fields });

describe('tag meaning (RFC 4151)', () => {
  it.each([
    // §2.1, every example
    ['tag:timothy@hpl.hp.com,2001:web/externalHome', { authorityName: 'timothy@hpl.hp.com', date: { text: '2001', year: 2001, month: 1, day: 1 }, specific: 'web/externalHome' }],
    ['tag:sandro@w3.org,2004-05:Sandro', { authorityName: 'sandro@w3.org', date: { text: '2004-05', year: 2004, month: 5, day: 1 }, specific: 'Sandro' }],
    ['tag:my-ids.com,2001-09-15:TimKindberg:presentations:UBath2004-05-19', { authorityName: 'my-ids.com', date: { text: '2001-09-15', year: 2001, month: 9, day: 15 }, specific: 'TimKindberg:presentations:UBath2004-05-19' }],
    ['tag:blogger.com,1999:blog-555', { authorityName: 'blogger.com', date: { text: '1999', year: 1999, month: 1, day: 1 }, specific: 'blog-555' }],
    ['tag:yaml.org,2002:int', { authorityName: 'yaml.org', date: { text: '2002', year: 2002, month: 1, day: 1 }, specific: 'int' }],
    // §2.1, §2.2: prefixes the text names, case and spelling kept (they make different tags, §2.4)
    ['tag:EXAMPLE.com,2000:', { authorityName: 'EXAMPLE.com', date: { text: '2000', year: 2000, month: 1, day: 1 }, specific: '' }],
    ['tag:example.com,2000-01-01:', { authorityName: 'example.com', date: { text: '2000-01-01', year: 2000, month: 1, day: 1 }, specific: '' }],
    ['tag:example.com,2004:fred:', { authorityName: 'example.com', date: { text: '2004', year: 2004, month: 1, day: 1 }, specific: 'fred:' }],
    ['tag:hp.com,2999:', { authorityName: 'hp.com', date: { text: '2999', year: 2999, month: 1, day: 1 }, specific: '' }], // minting rules are not parsing rules
    // a fragment, empty or not
    ['tag:a.com,2000-02-29:x?y#f/g?', { authorityName: 'a.com', date: { text: '2000-02-29', year: 2000, month: 2, day: 29 }, specific: 'x?y', fragment: 'f/g?' }],
    ['tag:a.com,2000:x#', { authorityName: 'a.com', date: { text: '2000', year: 2000, month: 1, day: 1 }, specific: 'x', fragment: '' }],
  ])('%s', (input, fields) => {
    expect(meaningOf(input)).toEqual(node(input, fields));
  });

  it.each([
    ['tag:a.com,2001-00:x', { start: 15, end: 17 }, 'month', 'Month 00 is not a month of the year'],
    ['tag:a.com,2001-13-01:x', { start: 15, end: 17 }, 'month', 'Month 13 is not a month of the year'],
    ['tag:a.com,2001-01-00:x', { start: 18, end: 20 }, 'day', '2001-01 has no day 00'],
    ['tag:a.com,2001-02-29:x', { start: 18, end: 20 }, 'day', '2001-02 has no day 29'],
    ['tag:a.com,1900-02-29:x', { start: 18, end: 20 }, 'day', '1900-02 has no day 29'],
    ['tag:a.com,2001-04-31:x', { start: 18, end: 20 }, 'day', '2001-04 has no day 31'],
  ])('refuses a date that is no day of the calendar (§2.2): %s', (input, span, rule, why) => {
    expect(meaningOf(input)).toEqual(invalidValue(input, span, ['tagURI', 'taggingEntity', 'date', rule], `${why} (RFC 4151 §2.2: a date is a day of the Gregorian calendar).`));
  });

  it('takes the days that are: 2000-02-29, 2001-12-31', () => {
    expect([parseUrl('tag:a.com,2000-02-29:').ok, parseUrl('tag:a.com,2001-12-31:').ok]).toEqual([true, true]);
  });

  it('readTag refuses a tree of another rule with a TypeError', () => {
    expect(() => readTag({ type: 'namestring', span: { start: 0, end: 0 }, text: '', children: [] }, '')).toThrow(TypeError);
    expect(() => readTag(null as never, '')).toThrow(new TypeError('uri-grammar: readTag expects the tree of rule tagURI, got null'));
  });
});
