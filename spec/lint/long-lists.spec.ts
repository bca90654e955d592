import { lint } from '../../src/lint';
import { parseUriReference } from '../../src/rfc2396/parse';
import type { UriReference } from '../../src/rfc2396';

// Issue 28: `uri-grammar lint` on a line of millions of segments or labels ran out of memory:
// the dot-segment check read the path's `segments` (a node per segment, built on first read
// past 1,024) and the IPv4 check split the host at every ".". lint reads neither list now: the
// specs make each list throw when read, so a lint that builds one fails.

/** `ref` with `holder[key]` a getter that throws: the list must not be read. */
function forbid(holder: object, key: string): void {
  Object.defineProperty(holder, key, {
    get() {
      throw new Error(`lint read ${key}`);
    },
  });
}

function parsed(input: string): UriReference {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(input);
  return r.value;
}

describe('lint reads no per-segment node', () => {
  it.each([
    ['http://a/' + 'b/'.repeat(3000) + '..', []],
    ['http://a/' + '../'.repeat(3000) + 'b', ['dot-segment-above-root']],
    ['http://a/' + 'b/%2E/'.repeat(2000), Array(2000).fill('escaped-dot-segment')],
    ['/x/' + 'y/../'.repeat(2000) + '../..', ['dot-segment-above-root']],
  ])('%#: the same findings as from the string, without reading segments', (input, codes) => {
    const ref = parsed(input);
    const path = ref.absoluteURI?.hierPart?.netPath?.absPath ?? ref.relativeURI!.absPath!;
    forbid(path.pathSegments, 'segments');
    const findings = lint(ref);
    expect(findings.map((x) => x.code)).toEqual(codes);
    expect(findings).toEqual(lint(input));
  });

  it('a host of many labels is not split to read it as IPv4', () => {
    const input = 'http://' + 'a.'.repeat(5000) + 'b/';
    const ref = parsed(input);
    forbid(ref.absoluteURI!.hierPart!.netPath!.authority.server!.hostport!.host.hostname!, 'domainlabels');
    const split = String.prototype.split;
    let longest = 0;
    String.prototype.split = function (this: string, ...args: Parameters<typeof split>) {
      longest = Math.max(longest, this.length);
      return split.apply(this, args);
    } as typeof split;
    try {
      expect(lint(ref)).toEqual([]);
    } finally {
      String.prototype.split = split;
    }
    expect(longest).toBeLessThan(100);
  });

  it('still reads a numeric host of four parts or fewer', () => {
    expect(lint('http://0x7f.1/').map((x) => x.code)).toEqual(['rare-ip-form']);
    expect(lint('http://1.2.3.4.5/')).toEqual([]);
  });
});
