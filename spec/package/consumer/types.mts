// A strict TypeScript consumer as an ES module: the `import` condition's types.
import * as api from 'uri-grammar';
import { parseUrl, rules1738, type Rule, type rfc1738 } from 'uri-grammar';
import { compileGrammar } from 'uri-grammar/grammar-compiler';

type IsAny<T> = 0 extends 1 & T ? true : false;
type AnyExport = { [K in keyof typeof api]: IsAny<(typeof api)[K]> extends true ? K : never }[keyof typeof api];
export const noAnyExport: [AnyExport] extends [never] ? true : AnyExport = true;

export const httpurl: Rule<rfc1738.Httpurl> = rules1738.httpurl;
const r = parseUrl('http://a/b?c', { updates: 'none' });
export const search: string | undefined = r.ok ? r.value.url.search?.text : undefined;
export const matches: boolean = compileGrammar('x = "a"', { notation: 'bnf' }).rules['x']!.matches('a');
