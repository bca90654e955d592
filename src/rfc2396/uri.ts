import { CharClass, NodeFields, Rule, alt, fromFn, leafRule, literal, opt, requiredAtEnd, rule, scan, scanRun, seq, success, tracker, failure } from '../combinators';
import type { AbsPath, AbsoluteUri, Authority, Fragment, HierPart, NetPath, OpaquePart, Query, RelPath, RelativeUri, Scheme, UriReference } from './ast';
import { authority } from './authority';
import { ALPHA, ALPHANUM, URIC } from './characters';
import { abs_path, opaque_part, rel_path } from './path';

// scheme = alpha *( alpha | digit | "+" | "-" | "." )
export const SCHEME_CHARACTER = ALPHANUM.union('scheme character', new CharClass('', '+-.'));
export const SCHEME_START = ['alpha'];
export const IN_SCHEME = ['alpha', 'digit', '"+"', '"-"', '"."'];

/** Whether all of `name` is a scheme (no escapes in a scheme: §3.1). */
export function isSchemeName(name: string): boolean {
  if (!ALPHA.has(name.charCodeAt(0))) return false;
  for (let k = 1; k < name.length; k++) if (!SCHEME_CHARACTER.has(name.charCodeAt(k))) return false;
  return true;
}
export const scheme: Rule<Scheme> = leafRule(
  'scheme',
  fromFn((input, i) => {
    if (!ALPHA.has(input.charCodeAt(i))) return failure(i, SCHEME_START);
    const end = scanRun(input, i + 1, SCHEME_CHARACTER, false);
    tracker.fail(end, IN_SCHEME);
    return success(end, null);
  }),
);

// query = *uric
export const IN_QUERY = ['uric'];
export const query: Rule<Query> = leafRule('query', scan(URIC, { escapes: true, expected: IN_QUERY }));

// fragment = *uric   (no "#": pitfall 7)
export const IN_FRAGMENT = ['uric'];
export const fragment: Rule<Fragment> = leafRule(
  'fragment',
  scan(URIC, { escapes: true, expected: IN_FRAGMENT, stopCodes: { '#': 'second-number-sign' } }),
);

const queryPart = opt(seq(literal('?'), query));

// net_path = "//" authority [ abs_path ]
export const net_path: Rule<NetPath> = rule<NetPath, [string, Authority, AbsPath | undefined]>(
  'net_path',
  seq(literal('//'), authority, opt(abs_path)),
  ([, a, p]) => (p ? { authority: a, absPath: p } : { authority: a }),
);

type PathChoice = NetPath | AbsPath | RelPath;

/** The field of the node that holds the chosen path alternative. */
function pathField(p: PathChoice): { netPath: NetPath } | { absPath: AbsPath } | { relPath: RelPath } {
  return p.type === 'net_path' ? { netPath: p } : p.type === 'abs_path' ? { absPath: p } : { relPath: p };
}

// hier_part = ( net_path | abs_path ) [ "?" query ]
// "//" always starts an authority, even an empty one (§4.3, pitfall 4): net_path first.
export const hier_part: Rule<HierPart> = rule<HierPart, [NetPath | AbsPath, [string, Query] | undefined]>(
  'hier_part',
  seq(alt<NetPath | AbsPath>(net_path, abs_path), queryPart),
  ([p, q]) => ({ ...pathField(p), ...(q ? { query: q[1] } : {}) }) as NodeFields<HierPart>,
);

// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
export const relativeURI: Rule<RelativeUri> = rule<RelativeUri, [PathChoice, [string, Query] | undefined]>(
  'relativeURI',
  seq(alt<PathChoice>(net_path, abs_path, rel_path), queryPart),
  ([p, q]) => ({ ...pathField(p), ...(q ? { query: q[1] } : {}) }) as NodeFields<RelativeUri>,
);

// absoluteURI = scheme ":" ( hier_part | opaque_part )   (at least one character after ":": pitfall 5)
export const absoluteURI: Rule<AbsoluteUri> = rule<AbsoluteUri, [Scheme, string, HierPart | OpaquePart]>(
  'absoluteURI',
  seq(scheme, literal(':'), requiredAtEnd(alt<HierPart | OpaquePart>(hier_part, opaque_part), 'empty-scheme-specific-part')),
  ([s, , part]) => (part.type === 'hier_part' ? { scheme: s, hierPart: part } : { scheme: s, opaquePart: part }),
);

// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
export const uriReference: Rule<UriReference> = rule<UriReference, [AbsoluteUri | RelativeUri | undefined, [string, Fragment] | undefined]>(
  'URI-reference',
  seq(opt(alt<AbsoluteUri | RelativeUri>(absoluteURI, relativeURI)), opt(seq(literal('#'), fragment))),
  ([u, f]) =>
    ({
      ...(u === undefined ? {} : u.type === 'absoluteURI' ? { absoluteURI: u } : { relativeURI: u }),
      ...(f ? { fragment: f[1] } : {}),
    }) as NodeFields<UriReference>,
);

