/** The operations of `npm run bench` (issue 6), each with uri-grammar first and then its peers. */
import { formatError, isValid, isValidUrl, parseUriReference, parseUrl, resolveString } from '../src';
import type { Impl } from './measure';
import * as peer from './peers';

export interface Operation<T> {
  name: string;
  /** What the inputs are, for the table. */
  inputs: string;
  cases: readonly T[];
  /** uri-grammar's implementation first. */
  impls: Impl<T>[];
}

export interface Inputs {
  corpus: readonly string[];
  schemes: readonly string[];
  mutants: readonly string[];
  pairs: ReadonlyArray<[string, string]>;
}

export function operations(i: Inputs): Operation<any>[] {
  const validate: Operation<string> = {
    name: 'validate',
    inputs: `corpus (${i.corpus.length})`,
    cases: i.corpus,
    impls: [
      { name: 'uri-grammar isValid', run: (s) => isValid(s) },
      { name: 'URL.canParse', run: peer.canParse },
      { name: 'uri-js parse + error check', run: peer.uriJsParse },
      { name: 'fast-uri parse + error check', run: peer.fastUriParse },
    ],
  };
  const parse: Operation<string> = {
    name: 'parse',
    inputs: `corpus (${i.corpus.length})`,
    cases: i.corpus,
    impls: [
      { name: 'uri-grammar parseUriReference', run: (s) => parseUriReference(s).ok },
      { name: 'new URL()', run: (s) => peer.nodeUrl(s) },
      { name: 'uri-js parse', run: peer.uriJsParse },
      { name: 'fast-uri parse', run: peer.fastUriParse },
      { name: 'whatwg-url parseURL', run: peer.whatwgParse },
    ],
  };
  const schemeParse: Operation<string> = {
    name: 'scheme parse',
    inputs: `RFC 1738 set (${i.schemes.length})`,
    cases: i.schemes,
    impls: [
      { name: 'uri-grammar parseUrl', run: (s) => parseUrl(s).ok },
      { name: 'new URL()', run: (s) => peer.nodeUrl(s) },
      { name: 'uri-js parse', run: peer.uriJsParse },
      { name: 'fast-uri parse', run: peer.fastUriParse },
    ],
  };
  // the verdict of the scheme grammars alone (isValidUrl: parseUrl's ok, no tree)
  const schemeValidate: Operation<string> = {
    name: 'scheme validate',
    inputs: `RFC 1738 set (${i.schemes.length})`,
    cases: i.schemes,
    impls: [
      { name: 'uri-grammar isValidUrl', run: (s) => isValidUrl(s) },
      { name: 'URL.canParse', run: peer.canParse },
      { name: 'uri-js parse + error check', run: peer.uriJsParse },
      { name: 'fast-uri parse + error check', run: peer.fastUriParse },
    ],
  };
  const resolve: Operation<[string, string]> = {
    name: 'resolve',
    inputs: `corpus bases × Appendix C refs (${i.pairs.length})`,
    cases: i.pairs,
    impls: [
      { name: 'uri-grammar resolveString', run: ([b, r]) => resolveString(b, r).ok },
      { name: 'new URL(ref, base)', run: ([b, r]) => peer.nodeUrl(r, b) },
      { name: 'uri-js resolve', run: ([b, r]) => peer.uriJsResolve(b, r) },
      { name: 'fast-uri resolve', run: ([b, r]) => peer.fastUriResolve(b, r) },
    ],
  };
  const diagnose: Operation<string> = {
    name: 'diagnose',
    inputs: `invalid mutants (${i.mutants.length})`,
    cases: i.mutants,
    impls: [
      {
        name: 'uri-grammar parse + formatError',
        run: (s) => {
          const r = parseUriReference(s);
          if (r.ok) return null;
          const report = formatError(r.error, s);
          // Read a character, as whoever prints the report does: V8 builds a long string
          // lazily (a rope) and pays for flattening it on first read, which belongs here.
          return report.charCodeAt(report.length >> 1);
        },
      },
      { name: 'new URL() error', run: peer.nodeUrlError },
      { name: 'uri-js parse error', run: peer.uriJsError },
      { name: 'fast-uri parse error', run: peer.fastUriError },
    ],
  };
  return [validate, parse, schemeParse, schemeValidate, resolve, diagnose];
}
