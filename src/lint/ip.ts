// RFC 2396 §3.2.2: IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit, and anything
// else numeric is a reg_name (or, with letters, a hostname). Many resolvers (inet_aton,
// WHATWG URL) read more forms as an address: 1 to 4 parts, each decimal, octal (leading 0)
// or hex (0x), the last part filling the bytes left. `http://3232235777/` is 192.168.1.1.

/** How a host string reads as an IPv4 address by inet_aton's rules. */
export type Ipv4Reading =
  | { kind: 'dotted-decimal' }
  | { kind: 'rare'; address: string }
  | { kind: 'out-of-range' }
  | { kind: 'ambiguous' };

const PART = /^(?:0[xX][0-9A-Fa-f]*|0[0-7]*|[1-9][0-9]*)$/;
const AMBIGUOUS_PART = /^0[0-9]+$/; // a leading zero with an 8 or 9: octal readers refuse it, decimal ones do not
const PLAIN = /^(?:0|[1-9][0-9]{0,2})$/;

function partValue(part: string): number {
  if (part.length >= 2 && (part[1] === 'x' || part[1] === 'X')) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (part.length >= 2 && part[0] === '0') return parseInt(part, 8);
  return parseInt(part, 10);
}

/** Whether `text` has more than `most` ".". */
function dotsPast(text: string, most: number): boolean {
  for (let at = text.indexOf('.'), n = 1; at >= 0; at = text.indexOf('.', at + 1), n++) if (n > most) return true;
  return false;
}

/** The reading of `host`, or undefined when no IPv4 reader takes it for an address. */
export function readIpv4(host: string): Ipv4Reading | undefined {
  // every part that a reader takes (PART, AMBIGUOUS_PART) starts with a digit: a hostname's first letter settles it
  const first = host.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39)) return undefined;
  const body = host.endsWith('.') ? host.slice(0, -1) : host;
  if (dotsPast(body, 3)) return undefined; // more than 4 parts, known before a host of millions of labels is split
  const parts = body.split('.');
  if (parts.length > 4 || parts.some((p) => p === '')) return undefined;
  if (parts.some((p) => !PART.test(p))) return parts.every((p) => PART.test(p) || AMBIGUOUS_PART.test(p)) ? { kind: 'ambiguous' } : undefined;
  if (body === host && parts.length === 4 && parts.every((p) => PLAIN.test(p) && Number(p) <= 255)) return { kind: 'dotted-decimal' };
  const values = parts.map(partValue);
  const last = values[values.length - 1];
  const lastLimit = 2 ** (8 * (5 - values.length));
  if (values.slice(0, -1).some((v) => v > 255) || !(last < lastLimit)) return { kind: 'out-of-range' };
  let n = last;
  for (let k = 0; k < values.length - 1; k++) n += values[k] * 2 ** (8 * (3 - k));
  return { kind: 'rare', address: [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.') };
}
