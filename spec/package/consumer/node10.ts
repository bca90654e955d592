// A consumer with the older `moduleResolution: node10` (no exports map): typesVersions maps the subpath.
import { parseUrl, type HttpUrl } from 'uri-grammar';
import { compileGrammar, type CompiledGrammar } from 'uri-grammar/grammar-compiler';

const r = parseUrl('http://a/b');
export const url: HttpUrl | undefined = r.ok ? r.value : undefined;
export const compiled: CompiledGrammar = compileGrammar('x = "a"', { notation: 'bnf' });
