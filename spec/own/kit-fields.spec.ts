/**
 * A kit `fields` result adds fields to its node; it may not overwrite the node's `type`,
 * `span`, `text` or prototype (an own `__proto__` key, as JSON.parse makes, would become the
 * prototype under Object.assign): parsing refuses it with a TypeError naming the rule and key.
 */
import { defineScheme, g, rules1738, type Node } from '../../src';

let n = 0;
const schemeWith = (fields: () => object) => {
  const name = `kf${n++}`;
  return { name, scheme: defineScheme({ name, hierarchical: false, grammar: g.rule<Node<'kfurl'>, unknown>('kfurl', g.seq(g.literal(`${name}:`), rules1738.hostport), fields as never) }) };
};

describe('a kit fields result', () => {
  it.each([
    ['type', () => ({ type: 'other' })],
    ['span', () => ({ span: { start: 0, end: 0 } })],
    ['text', () => ({ text: '' })],
    ['__proto__', () => JSON.parse('{"__proto__": {"polluted": true}}') as object],
  ])('giving %s is a TypeError naming the rule and the key', (key, fields) => {
    const { name, scheme } = schemeWith(fields);
    expect(() => scheme.parse(`${name}:h`)).toThrow(new TypeError(`uri-grammar: the fields of g.rule "kfurl" give "${key}", which would overwrite the node's ${key === '__proto__' ? 'prototype' : key}: name the field otherwise`));
  });

  it('adds its fields, children among them (a node with fields has none of its own), and keeps the prototype', () => {
    const { name, scheme } = schemeWith(() => ({ children: [], port: 8 }));
    const r = scheme.parse(`${name}:h`);
    expect(r.ok && r.value.url).toEqual({ type: 'kfurl', span: { start: 0, end: 5 }, text: `${name}:h`, children: [], port: 8 });
    expect(r.ok && Object.getPrototypeOf(r.value.url)).toBe(Object.prototype);
  });

  it('ignores a key it inherits or does not enumerate: only own enumerable keys are copied', () => {
    const { name, scheme } = schemeWith(() => Object.defineProperty(Object.create({ type: 'inherited' }), 'text', { value: 'hidden', enumerable: false }));
    const r = scheme.parse(`${name}:h`);
    expect(r.ok && [r.value.url.type, r.value.url.text]).toEqual(['kfurl', `${name}:h`]);
  });
});
