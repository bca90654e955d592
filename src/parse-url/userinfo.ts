import type { Span, UriSyntaxError } from '../combinators';
import { parseUriReference } from '../rfc2396/parse';
import { userinfoOf } from '../rfc2396/components';
import { schemeAtHead } from '../schemes/generic3986';

// Where each built-in scheme's grammar is written without a userinfo (the http family shares http's).
const HTTP = 'RFC 1738 §3.3 or RFC 2616 §3.2.2';
const WITHOUT_USERINFO: ReadonlyMap<string, string> = new Map([
  ['http', HTTP],
  ['https', `RFC 2818 §2.4, which takes the http grammar of ${HTTP}`],
  ['ws', `RFC 6455 §3 (here: the http grammar of ${HTTP})`],
  ['wss', `RFC 6455 §3 (here: the http grammar of ${HTTP})`],
  ['gopher', 'RFC 1738 §3.4'],
  ['nntp', 'RFC 1738 §3.7'],
  ['wais', 'RFC 1738 §3.9'],
  ['file', 'RFC 1738 §3.10'],
  ['prospero', 'RFC 1738 §3.11'],
]);

/**
 * A scheme grammar's error, told as what it is when the URL has a userinfo that the
 * scheme's grammar has no place for (the error lies in the userinfo, `userinfo` its span, or at its "@"): code
 * `userinfo-not-allowed`, and a message that names the way to check RFC 2396 syntax only.
 * Any other error comes back as it is.
 */
export function explainUserinfo(error: UriSyntaxError, userinfo: Span | undefined, scheme: string): UriSyntaxError {
  if (!userinfo || error.offset < userinfo.start || error.offset > userinfo.end) return error;
  const section = WITHOUT_USERINFO.get(scheme);
  if (!section) return error;
  const where = error.rulePath.length ? ` in ${error.rulePath[error.rulePath.length - 1]}` : '';
  const lead = error.found === null ? `Unexpected end of input${where}` : `Unexpected ${JSON.stringify(error.found)}${where}`;
  const message =
    `${lead}: ${scheme} URLs have no userinfo ("user@") in ${section}; ` +
    `use --generic (parseUrl option generic: true) to check RFC 2396 syntax only.`;
  return { ...error, code: 'userinfo-not-allowed', message };
}

/**
 * The userinfo of a URL whose generic parse failed at `failedAt`: its authority's, when the
 * whole authority lies before the failure and RFC 2396 reads a userinfo in it (not a
 * reg_name). Undefined when it has none.
 */
export function userinfoBefore(input: string, failedAt: number): Span | undefined {
  const scheme = schemeAtHead(input);
  const start = scheme === undefined ? -1 : scheme.length + 3; // after "scheme://"
  if (start < 0 || !input.startsWith('//', start - 2)) return undefined;
  let end = start;
  while (end < input.length && !AUTHORITY_ENDS.includes(input[end]!)) end++;
  if (failedAt < end) return undefined;
  const prefix = parseUriReference(input.slice(0, end));
  return prefix.ok ? userinfoOf(prefix.value)?.span : undefined;
}

/** What ends an authority (RFC 2396 §3.2). */
const AUTHORITY_ENDS = '/?#';
