import { components, isValid, parseUriReference } from '../../src';
import { APPENDIX_B_EXAMPLE, APPENDIX_C_BASE, APPENDIX_C_REFERENCES, SECTION_1_3, VALID, appendixB } from './fixtures';

describe('RFC 2396 examples', () => {
  it.each(SECTION_1_3)('§1.3 %s is an absoluteURI', (uri) => {
    const r = parseUriReference(uri);
    expect(r.ok && r.value.absoluteURI?.type).toBe('absoluteURI');
  });

  it('Appendix B: components of the example', () => {
    const r = parseUriReference(APPENDIX_B_EXAMPLE);
    if (!r.ok) throw new Error(r.error.message);
    expect(components(r.value)).toEqual({
      scheme: 'http',
      authority: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      fragment: 'Related',
    });
  });

  it.each([APPENDIX_C_BASE, ...APPENDIX_C_REFERENCES])('Appendix C: %j parses', (ref) => {
    expect(isValid(ref)).toBe(true);
  });

  it('Appendix C: ?y is outside the BNF of Appendix A (rel_path = rel_segment [ abs_path ] needs a character)', () => {
    const r = parseUriReference('?y');
    expect(r.ok).toBe(false);
  });

  it.each(VALID)('components(%j) equals what the Appendix B regular expression gives (%s)', (input) => {
    const r = parseUriReference(input);
    if (!r.ok) throw new Error(`${input}: ${r.error.message}`);
    expect(components(r.value)).toEqual(appendixB(input));
  });
});
