/**
 * src/resolver/dot-segments.ts: removeDotSegmentsOfPath (over the text of a path, segment
 * offsets on a stack) gives exactly what removeDotSegments (./dot-segments-oracle: over an
 * array of segment strings, the previous implementation of §5.2 step 6) gives.
 */
import fc from 'fast-check';
import { DotSegmentsAboveRoot } from '../../src/resolver';
import { removeDotSegmentsOfPath } from '../../src/resolver/dot-segments';
import { removeDotSegments } from './dot-segments-oracle';
import { runs } from '../runs';

const MODES: DotSegmentsAboveRoot[] = ['keep', 'remove', 'error'];

/** The oracle: split "/a/b" into [a, b], removeDotSegments, join; an error's segment index as an offset in the path. */
function viaSegments(path: string, aboveRoot: DotSegmentsAboveRoot): { ok: true; path: string } | { ok: false; offset: number } {
  const segments = path.slice(1).split('/');
  const r = removeDotSegments(segments, aboveRoot);
  if (r.ok) return { ok: true, path: '/' + r.segments.join('/') };
  let offset = 1;
  for (let k = 0; k < r.index; k++) offset += segments[k].length + 1;
  return { ok: false, offset };
}

function agrees(path: string): void {
  for (const mode of MODES) expect([path, mode, removeDotSegmentsOfPath(path, mode)]).toEqual([path, mode, viaSegments(path, mode)]);
}

describe('removeDotSegmentsOfPath equals removeDotSegments on the segments', () => {
  it.each([
    '/', '//', '/.', '/..', '/./', '/../', '/a', '/a/', '/a/.', '/a/..', '/a/../', '/a/./b', '/a/b/../c', '/a/b/../../c', '/a/b/../../../c',
    '/../a', '/../../a/..', '/a//..', '/a//../..', '/..a/b..', '/.../a', '/a/.b/../..', '/b/c/../../../g', '/b/c/./../g/.', '/b/../c/..',
  ])('%j', (path) => agrees(path));

  const piece = fc.constantFrom('', '.', '..', 'a', 'b;x', '...', '.a', 'a.', '%2E', 'é', '\ud800');
  it('on generated paths (short and, past 16 runs of kept segments, copied character by character)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 120 }), (pieces) => agrees('/' + pieces.join('/'))),
      { seed: 6, numRuns: runs(3000) },
    );
  });

  it.each([
    ['many runs', '/' + 'a/./'.repeat(20_000) + 'z'],
    ['many runs, non-ASCII and a lone surrogate', '/' + 'é/./\ud800/../x/'.repeat(5_000)],
    ['one long run', '/' + 'b/'.repeat(50_000) + '../'.repeat(20_000) + 'g'],
    ['".." above the root after a long path', '/' + 'b/../'.repeat(30_000) + '../g'],
  ])('on a long path: %s', (_name, path) => agrees(path));
});
