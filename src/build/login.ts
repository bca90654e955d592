import { host as host1738 } from '../rfc1738/login';
import { UriBuildError } from './errors';
import { escapeWith } from './escape';
import { checked, optionalString, portText, requiredString } from './fields';
import { ESCAPE_TABLES } from './tables';

/**
 * The fields of RFC 1738 `hostport` (§3.1).
 *
 * @example
 * ```ts
 * const fields: HostportFields = { host: 'a.example', port: 70 };
 * formatUrl('gopher', fields); //=> 'gopher://a.example:70/'
 * ```
 */
export interface HostportFields {
  /** A hostname or hostnumber of RFC 1738 §5 (no trailing "."), checked, never escaped. */
  host: string;
  /** An integer 0–65535 or one or more digits (RFC 1738 `port = digits`). */
  port?: number | string;
}

/**
 * The fields of RFC 1738 `login` (§3.1): `password` needs `user`. An empty user is written (`ftp://@host/`).
 *
 * @example
 * ```ts
 * const login: LoginFields = { user: 'anon', password: 'x@y', host: 'a.example' };
 * formatUrl('telnet', login); //=> 'telnet://anon:x%40y@a.example/'
 * ```
 */
export type LoginFields = HostportFields & ({ user?: string; password?: never } | { user: string; password?: string });

/** `host` checked against RFC 1738 `host`. */
export function host1738Text(value: unknown, field = 'host'): string {
  const host = requiredString(value, field);
  return checked(host1738, host, field, 'a hostname or hostnumber (RFC 1738 §5)', 'invalid-host');
}

// hostport = host [ ":" port ]
export function hostportText(fields: Record<string, unknown>): string {
  const host = host1738Text(fields.host);
  return fields.port === undefined ? host : host + ':' + portText(fields.port, 1);
}

// login = [ user [ ":" password ] "@" ] hostport
export function loginText(fields: Record<string, unknown>): string {
  const user = optionalString(fields.user, 'user');
  const password = optionalString(fields.password, 'password');
  if (password !== undefined && user === undefined) {
    throw new UriBuildError('missing-field', 'password needs a user (login = [ user [ ":" password ] "@" ] hostport, RFC 1738 §5)', 'password');
  }
  let credentials = '';
  if (user !== undefined) credentials += escapeWith(user, ESCAPE_TABLES.user, 'user');
  if (password !== undefined) credentials += ':' + escapeWith(password, ESCAPE_TABLES.password, 'password');
  return (user === undefined ? '' : credentials + '@') + hostportText(fields);
}
