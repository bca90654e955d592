/**
 * The span builders of RFC 1738's hostport and its parts (src/rfc1738/login.ts): for a span
 * the rule matches whole, the node the rule gives, under every reading; and a kit grammar
 * composing `rules1738.hostport` gets that node from its derivation.
 */
import fc from 'fast-check';
import { Node, Rule, runRule } from '../../src/combinators';
import { g, rules1738 } from '../../src/rfc1738-namespace';
import { spanBuilders } from '../../src/combinators/spans';
import { compileKit } from '../../src/schemes/kit';
import { UPDATES, withProfile } from '../../src/rfc1738/profile';
import { runs } from '../runs';

const RULES = { hostport: rules1738.hostport, host: rules1738.host, hostname: rules1738.hostname, hostnumber: rules1738.hostnumber, port: rules1738.port } as Record<string, Rule<unknown>>;

const label = fc.array(fc.constantFrom('a', 'Z', 'q', '0', '7', '-'), { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
const quad = fc.array(fc.nat({ max: 300 }), { minLength: 4, maxLength: 4 }).map((n) => n.join('.'));
const name = fc.array(label, { minLength: 1, maxLength: 4 }).chain((labels) => fc.constantFrom(labels.join('.'), `${labels.join('.')}.`));
const host = fc.oneof(name, quad);
const port = fc.constantFrom('', '80', '0', '65536', '08');
/** Per rule: texts of its shape, most of them members. */
const TEXTS = {
  hostport: fc.tuple(host, fc.option(port)).map(([h, p]) => (p === null ? h : `${h}:${p}`)),
  host,
  hostname: name,
  hostnumber: quad,
  port,
};
const ruleAndText = fc.constantFrom(...(Object.keys(TEXTS) as Array<keyof typeof TEXTS>)).chain((rule) => TEXTS[rule].map((text) => [rule, text] as const));

describe('span builders of hostport, host, hostname, hostnumber and port', () => {
  it('give the node the rule gives over a span it matches whole (fast-check, every reading)', () => {
    let compared = 0;
    fc.assert(
      fc.property(ruleAndText, fc.constantFrom(...UPDATES), ([name, text], updates) => {
        const rule = RULES[name]!;
        const alone = withProfile({ updates }, () => runRule(rule as Rule<Node<string>>, text));
        if (!alone.ok) return;
        const built = withProfile({ updates }, () => spanBuilders.get(rule)!(text, 0, text.length));
        // undefined only where the reading's rule decides (a final "." or an empty port under 'none' is then refused, so never here)
        expect(built).toEqual(alone.value);
        compared++;
      }),
      { numRuns: runs(3000), seed: 1738 },
    );
    expect(compared).toBeGreaterThan(runs(3000) / 2);
  });

  it('leave to the rule what the published reading refuses', () => {
    const hostname = spanBuilders.get(rules1738.hostname)!;
    const port = spanBuilders.get(rules1738.port)!;
    expect(withProfile({ updates: 'none' }, () => hostname('a.b.', 0, 4))).toBeUndefined();
    expect(withProfile({ updates: 'none' }, () => port('', 0, 0))).toBeUndefined();
    expect(withProfile({ updates: 'rfc2396' }, () => port('', 0, 0))).toEqual({ type: 'port', span: { start: 0, end: 0 }, text: '', value: undefined });
  });

  it('make the hostport of a kit derivation', () => {
    interface Sburl extends Node<'sburl'> {
      hostport: unknown;
    }
    const sburl = g.rule<Sburl, [string, unknown]>('sburl', g.seq(g.literal('sb://'), rules1738.hostport), ([, hostport]) => ({ hostport }));
    const kit = compileKit(sburl as never, 'sb');
    const input = 'sb://www.Example-1.com:8080';
    expect((kit.derived(input, 0, input.length)!.value as Sburl).hostport).toEqual(
      {
        type: 'hostport',
        span: { start: 5, end: 27 },
        text: 'www.Example-1.com:8080',
        host: {
          type: 'host',
          span: { start: 5, end: 22 },
          text: 'www.Example-1.com',
          hostname: {
            type: 'hostname',
            span: { start: 5, end: 22 },
            text: 'www.Example-1.com',
            domainlabels: [
              { type: 'domainlabel', span: { start: 5, end: 8 }, text: 'www' },
              { type: 'domainlabel', span: { start: 9, end: 18 }, text: 'Example-1' },
            ],
            toplabel: { type: 'toplabel', span: { start: 19, end: 22 }, text: 'com' },
          },
        },
        port: { type: 'port', span: { start: 23, end: 27 }, text: '8080', value: 8080 },
      },
    );
  });
});
