// The command (dist/cli/main.js, from scripts/cli-start.cjs) runs the CLI bundle with V8's code
// cache: written after a first run, taken as it is by the next, rewritten when V8 refuses it,
// left out where it cannot be written or when URI_GRAMMAR_NO_CACHE=1; the answers the same
// every way. Runs the built binary (npm run build first).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempFiles } from './temp-files';

const bin = join(__dirname, '../../dist/cli/main.js');
const temp = tempFiles('uri-grammar-code-cache-');

function run(cacheHome: string, args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: cacheHome, URI_GRAMMAR_NO_CACHE: '', ...extra } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const cacheFiles = (home: string): string[] => {
  try {
    return readdirSync(join(home, 'uri-grammar')).map((f) => join(home, 'uri-grammar', f));
  } catch {
    return [];
  }
};

describe('the code cache of the command', () => {
  const valid = ['check', 'http://a/b'];
  const invalid = ['check', 'http://a b'];

  it('is written by a first run, whose answers are those of a run without it', () => {
    const home = join(temp.dir(), 'first');
    const without = run(home, invalid, { URI_GRAMMAR_NO_CACHE: '1' });
    expect(cacheFiles(home)).toEqual([]); // URI_GRAMMAR_NO_CACHE=1 writes nothing
    const first = run(home, invalid);
    expect(first).toEqual(without);
    expect(first.status).toBe(1);
    expect(cacheFiles(home)).toHaveLength(1);
    expect(statSync(cacheFiles(home)[0]!).size).toBeGreaterThan(1000);
  });

  it('is taken as it is by the next run (not rewritten), with the same answers', () => {
    const home = join(temp.dir(), 'second');
    run(home, valid);
    const [file] = cacheFiles(home);
    const before = readFileSync(file!);
    const { mtimeMs } = statSync(file!);
    const second = run(home, valid);
    expect(second).toEqual({ status: 0, stdout: 'valid: http://a/b\n', stderr: '' });
    expect(statSync(file!).mtimeMs).toBe(mtimeMs);
    expect(readFileSync(file!).equals(before)).toBe(true);
  });

  it('is rewritten when V8 refuses it (a damaged file), and the run is right', () => {
    const home = join(temp.dir(), 'damaged');
    run(home, valid);
    const [file] = cacheFiles(home);
    writeFileSync(file!, Buffer.alloc(4096, 7));
    expect(run(home, invalid).status).toBe(1);
    expect(readFileSync(file!).equals(Buffer.alloc(4096, 7))).toBe(false);
    expect(cacheFiles(home)).toEqual([file]); // no temporary file left beside it
  });

  // V8 checks a cache against the source's length only: a cache named by the length ran a
  // rebuilt bundle of the same length as the old one's code (found when a changed constant,
  // 64 to 16, kept cli.js's length and the command went on with the old limit)
  it('is the cache of the bundle by its content: named by the hash of cli.js that the build wrote into the command', () => {
    const hash = createHash('sha256').update(readFileSync(join(__dirname, '../../dist/cli/cli.js'))).digest('hex').slice(0, 16);
    expect(readFileSync(bin, 'utf8')).toContain(`const BUNDLE_HASH = '${hash}';`);
    const home = join(temp.dir(), 'named');
    run(home, valid);
    expect(cacheFiles(home).map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual([`cli-${process.versions.v8}-${process.arch}-${hash}.bin`]);
  });

  it('is left out where it cannot be written: the run goes on as without it', () => {
    const notADirectory = temp.file('a-file', 'x');
    expect(run(notADirectory, valid)).toEqual({ status: 0, stdout: 'valid: http://a/b\n', stderr: '' });
  });
});
