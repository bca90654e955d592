import { own } from '../own';
import { inRule } from '../rfc2396/fast/membership';
import { defaultPort } from '../registry/registry';
import { AuthorityParts, Piece } from './authority';
import { LintFinding, finding } from './codes';
import { readIpv4 } from './ip';
import { escapedLookalikeFindings } from './lookalikes';

const RESERVED_BELOW = 1024;
const MAX_PORT = 65535;

/** §7 last paragraph, RFC 1738 §3.1 `user:password`: a non-empty password. */
function passwordFindings(userinfo: Piece): LintFinding[] {
  const colon = userinfo.text.indexOf(':');
  if (colon === -1 || colon === userinfo.text.length - 1) return [];
  const span = { start: userinfo.span.start + colon + 1, end: userinfo.span.end };
  return [finding('userinfo-password', span, 'the userinfo holds a password (after its ":"); RFC 2396 §7 strongly disrecommends a password in a URI unless it is meant to be public')];
}

/** A name with a "." that is an RFC 2396 hostname or IPv4address, or that IPv4 readers take for an address. */
function looksLikeHost(text: string): boolean {
  if (!text.includes('.')) return false; // "123", "john": a user name
  if (inRule('hostname', text) || inRule('IPv4address', text)) return true; // the rules' generated tables
  const ip = readIpv4(text);
  return ip !== undefined && ip.kind !== 'ambiguous';
}

function hostLikeFindings(userinfo: Piece, host: Piece | undefined): LintFinding[] {
  const colon = userinfo.text.indexOf(':');
  const user = colon === -1 ? userinfo.text : userinfo.text.slice(0, colon);
  if (!looksLikeHost(user)) return [];
  const message = `the userinfo ${JSON.stringify(user)} looks like a host name, but the host is ${JSON.stringify(host?.text ?? '')}: everything before "@" is userinfo (RFC 2396 §3.2.2)`;
  return [finding('userinfo-looks-like-host', userinfo.span, message)];
}

function portFindings(scheme: string | undefined, port: Piece): LintFinding[] {
  if (port.text === '') return []; // §3.2.2: an empty port is the default
  const value = Number(port.text);
  if (value > MAX_PORT) return [finding('port-out-of-range', port.span, `port ${port.text} is above ${MAX_PORT}; a client that keeps 16 bits of it connects to port ${BigInt(port.text) % 65536n}`)];
  const standard = scheme === undefined ? undefined : defaultPort(scheme);
  if (standard === undefined || value === standard) return [];
  if (value < RESERVED_BELOW) {
    return [finding('reserved-port', port.span, `port ${value} is not the ${scheme} default (${standard}) and lies in the reserved space below ${RESERVED_BELOW}: another protocol may listen there (RFC 2396 §7)`)];
  }
  return [finding('non-default-port', port.span, `port ${value} is not the ${scheme} default (${standard}) (RFC 2396 §7)`)];
}

function hostFindings(parts: AuthorityParts): LintFinding[] {
  if (!parts.host || parts.host.text === '') return [];
  const reading = readIpv4(parts.host.text);
  if (!reading || reading.kind === 'dotted-decimal') return [];
  const parsed = parts.hostRule === 'IPv4address' ? 'an IPv4address in RFC 2396' : parts.hostRule === 'hostname' ? 'a hostname in RFC 2396' : 'in a reg_name in RFC 2396';
  const what = `host ${JSON.stringify(parts.host.text)} (${parsed})`;
  const message =
    reading.kind === 'rare'
      ? `${what} is read as the IPv4 address ${reading.address} by inet_aton and WHATWG URL parsers`
      : reading.kind === 'out-of-range'
        ? `${what} has a number out of the IPv4 range; parsers disagree on what it denotes`
        : `${what} has a part with a leading zero and a digit 8 or 9: octal readers refuse it, decimal ones do not`;
  return [finding('rare-ip-form', parts.host.span, message)];
}

/** The §7 findings of an authority: password, host-like userinfo, rare IP forms, ports. */
export function authorityFindings(scheme: string | undefined, parts: AuthorityParts): LintFinding[] {
  const out: LintFinding[] = [];
  // the optional parts read as own properties (src/own.ts): a key on Object.prototype is no part
  const userinfo = own(parts, 'userinfo');
  const port = own(parts, 'port');
  if (userinfo) out.push(...passwordFindings(userinfo), ...hostLikeFindings(userinfo, parts.host));
  out.push(...hostFindings(parts));
  if (parts.host) out.push(...escapedLookalikeFindings(parts.host.text, parts.host.span.start));
  if (port) out.push(...portFindings(scheme, port));
  return out;
}
