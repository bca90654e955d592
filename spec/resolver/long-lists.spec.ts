import { normalize } from '../../src/resolver';
import { normalizePath, upperCaseEscapes } from '../../src/rfc2396/escapes';
import { parseUriReference } from '../../src/rfc2396/parse';
import type { UriReference } from '../../src/rfc2396';

// Issue 28: `uri-grammar normalize` on a line of millions of segments or escapes peaked at 55
// to 98 bytes per character: it read the path's segment nodes (built on first read past
// 1,024) and rewrote escapes with a callback per escape. It reads the path's text now: these
// specs make the segment list throw when read, so a normalize that builds it fails.

function parsed(input: string): UriReference {
  const r = parseUriReference(input);
  if (!r.ok) throw new Error(input);
  return r.value;
}

function forbidSegments(ref: UriReference): void {
  const hier = ref.absoluteURI?.hierPart ?? ref.relativeURI!;
  const path = hier.netPath?.absPath ?? hier.absPath;
  if (!path) throw new Error('no abs_path');
  Object.defineProperty(path.pathSegments, 'segments', {
    get() {
      throw new Error('normalize read segments');
    },
  });
}

describe('normalize reads no segment node', () => {
  it.each([
    ['HTTP://A:80/' + 'b%7e/'.repeat(3000) + '%2E%2e/.', {}],
    ['http://a/' + 'b/../'.repeat(3000) + 'c/./%2e', { removeDotSegments: true }],
    ['/x/' + '../'.repeat(3000) + 'y', { removeDotSegments: true, dotSegmentsAboveRoot: 'remove' as const }],
  ])('%#: the same normal form as from the string, without reading segments', (input, options) => {
    const ref = parsed(input);
    forbidSegments(ref);
    const r = normalize(ref, options);
    expect(r.ok).toBe(true);
    expect(r).toEqual(normalize(input, options));
  });

  it('names the offset of the ".." above the root in the input, escapes before it counted as written', () => {
    const input = 'http://a/%7e%7e/' + 'b/../'.repeat(2000) + '../../c';
    const ref = parsed(input);
    forbidSegments(ref);
    const r = normalize(ref, { removeDotSegments: true, dotSegmentsAboveRoot: 'error' });
    const offset = input.length - '../c'.length;
    expect(r).toMatchObject({ ok: false, error: { code: 'above-root', offset } });
    expect(input.slice(offset, offset + 3)).toBe('../');
  });
});

describe('escapes rewritten in one pass', () => {
  it.each([
    ['/%7e/%2E/%2e%2E/.%2e/%2e%2e%2e/%41%2f', '/~/%2E/%2E%2E/.%2E/.../A%2F'],
    ['/a%4/%zz%a', '/a%4/%zz%a'],
    ['', ''],
    ['%c3%a9/x', '%C3%A9/x'],
  ])('normalizePath(%j) is %j', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });

  it('upper-cases hex only, and keeps a "%" that starts no escape', () => {
    expect(upperCaseEscapes('a%7eb%%2fc%4')).toBe('a%7Eb%%2Fc%4');
    expect(upperCaseEscapes('%41'.repeat(5000) + '%e9')).toBe('%41'.repeat(5000) + '%E9');
    expect(upperCaseEscapes('\u0100%7e\u00e9%7e')).toBe('\u0100%7E\u00e9%7E'); // codes past 255: a buffer of two bytes a code
  });
});
