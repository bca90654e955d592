// The domain-name shape of both RFCs (RFC 2396 §3.2.2, RFC 1738 §5), `*( domainlabel "." )
// toplabel [ "." ]`: the nodes of a hostname known to match.
import { type Node, leaf } from './node';
import { hostname_separator as DOT } from '../generated/rfc2396-lists';

/** The separator as a string, for indexOf (the generator checks RFC 1738's hostname has the same one). */
const DOT_TEXT = String.fromCharCode(DOT);

/** The hostname node of both RFCs: `*( domainlabel "." ) toplabel`. */
export interface HostnameNode extends Node<'hostname'> {
  domainlabels: Node<'domainlabel'>[];
  toplabel: Node<'toplabel'>;
}

/** The labels of the hostname at input[start, end) (a member): its domainlabels and its toplabel, a final "." in neither. */
export function hostnameParts(input: string, start: number, end: number): Pick<HostnameNode, 'domainlabels' | 'toplabel'> {
  const last = input.charCodeAt(end - 1) === DOT ? end - 1 : end;
  const domainlabels = domainlabelsOf(input, start, last);
  const from = domainlabels.length === 0 ? start : domainlabels[domainlabels.length - 1].span.end + 1;
  return { domainlabels, toplabel: leaf('toplabel', input, from, last) };
}

/**
 * The domainlabels of the hostname at `[start, last)`, a final "." (RFC 2396) not included:
 * the text before each "." (the toplabel follows the last one). Also what the fast path's
 * AST builds on first read for a hostname of very many labels (src/rfc2396/fast/lazy.ts).
 */
export function domainlabelsOf(input: string, start: number, last: number): Node<'domainlabel'>[] {
  const domainlabels: Node<'domainlabel'>[] = [];
  // indexOf, not a charCodeAt per character: much faster on the sliced and joined strings inputs often are
  for (let from = start, p = input.indexOf(DOT_TEXT, start); p >= 0 && p < last; from = p + 1, p = input.indexOf(DOT_TEXT, from)) {
    domainlabels.push(leaf('domainlabel', input, from, p));
  }
  return domainlabels;
}
