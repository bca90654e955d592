import type { UriSyntaxError } from '../engine';
import type { UriReference } from '../rfc2396';
import { userinfoOf } from '../rfc2396/components';

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
 * scheme's grammar has no place for (the error lies in the userinfo or at its "@"): code
 * `userinfo-not-allowed`, and a message that names the way to check RFC 2396 syntax only.
 * Any other error comes back as it is.
 */
export function explainUserinfo(error: UriSyntaxError, ref: UriReference, scheme: string): UriSyntaxError {
  const userinfo = userinfoOf(ref);
  if (!userinfo || error.offset < userinfo.span.start || error.offset > userinfo.span.end) return error;
  const section = WITHOUT_USERINFO.get(scheme);
  if (!section) return error;
  const where = error.rulePath.length ? ` in ${error.rulePath[error.rulePath.length - 1]}` : '';
  const lead = error.found === null ? `Unexpected end of input${where}` : `Unexpected ${JSON.stringify(error.found)}${where}`;
  const message =
    `${lead}: ${scheme} URLs have no userinfo ("user@") in ${section}; ` +
    `use --generic (parseUrl option generic: true) to check RFC 2396 syntax only.`;
  return { ...error, code: 'userinfo-not-allowed', message };
}
