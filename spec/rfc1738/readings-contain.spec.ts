/**
 * Each reading of RFC 1738 (Appendix G, scheme names folded, both: src/rfc1738/readings.ts)
 * only adds to a rule's language: the published rule's every member is a member under every
 * reading, proven by the engine's inclusion walk. A kit grammar is compiled with the rules as
 * published, so a span its derivation marks as a built-in rule's is that rule's under the
 * running reading whatever it is: the kit makes the node without testing the span again
 * (src/schemes/kit.ts, `valueOf`).
 */
import { StartRule } from '../../src/engine/compile/start';
import { languageOf, publishedGrammar } from '../../src/rfc1738/readings';
import { rules1738 } from '../../src/rfc1738/rules';

describe('the readings of RFC 1738', () => {
  const published = publishedGrammar();
  const names = Object.keys(rules1738).filter((name) => published.rules.has(name));

  it.each([1, 2, 3] as const)('reading %i holds every member of each rule as published', (reading) => {
    expect(names.length).toBeGreaterThan(60);
    const model = languageOf(reading);
    const outside = names.filter((name) => new StartRule(published, name).within(new StartRule(model, name)) !== 'within');
    expect(outside).toEqual([]);
  });

  it('the walk can fail: Appendix G\'s hostport is not within the published one', () => {
    // a port of no digits ("a:") and a hostname ending in "." are Appendix G's, not RFC 1738's
    expect(new StartRule(languageOf(1), 'hostport').within(new StartRule(published, 'hostport'))).toEqual({ counterExample: expect.any(String) });
  });
});
