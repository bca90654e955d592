import { lint } from '../../src/lint';
import { lintFindingsBound, refuseHugeLint } from '../../src/cli/limits';
import { runCli } from './run';

// Issue 28: lint's findings are its result, a few hundred bytes each, and a line can hold one
// every 4 characters ("%00a"): `uri-grammar lint` refuses (exit 2) a line whose findings could
// outgrow the heap, from a bound counted before linting; and in human output, where each
// finding repeats the line on stderr, a line whose report would pass 1 GiB (it used to build
// that report as one string and exit 70, "Invalid string length", from 25,000 findings on a
// 100 kB line).

describe('lintFindingsBound: never fewer than lint finds', () => {
  it.each([
    'http://h/' + '%00a'.repeat(300),
    'http://h/' + '%0D%0A/'.repeat(300) + '?%0d',
    'gopher://h/1' + '%09'.repeat(300),
    'ftp://h/' + '%FFx'.repeat(300),
    'http://h/' + '%2E/%2e%2E/'.repeat(300),
    'http://h/' + '../a/../../'.repeat(300),
    '/' + '../x/'.repeat(300),
    '//h/../' + 'a/../../'.repeat(300),
    'HTTP://h/..?x/../' + '/../'.repeat(3),
    'http://h/a/%2E%2E/' + '/..'.repeat(300),
    'http://' + '%D0%B0.'.repeat(300) + 'h/',
    'http://u:p@10.0.0.1.:99999/',
    'http://h/' + 'а a'.repeat(300) + ' ',
    'http://h/\u202e' + '\u200b/'.repeat(300),
  ])('%#', (input) => {
    const found = lint(input).length;
    expect(found).toBeGreaterThan(0);
    expect(lintFindingsBound(input)).toBeGreaterThanOrEqual(found);
  });

  it('counts only the ".." that climb above the root, as lint walks the path', () => {
    expect(lintFindingsBound('http://h/' + 'a/../'.repeat(1000) + '?../..#../..')).toBe(8);
    expect(lintFindingsBound('http://h/a/../../b/../..')).toBe(10);
    expect(lintFindingsBound('x:a/../../..')).toBe(8); // an opaque part: no path
    expect(lintFindingsBound('../../a')).toBe(8); // a rel_path: lint does not look
    expect(lintFindingsBound('/../..')).toBe(10);
  });

  it('counts no benign escape: a line of "%41" costs nothing to lint', () => {
    expect(lintFindingsBound('http://h/' + '%41'.repeat(1000) + '%C3%A9'.repeat(1000))).toBe(8);
    expect(() => refuseHugeLint('http://h/' + '%41'.repeat(30_000_000))).not.toThrow();
  });
});

describe('uri-grammar lint on a line of many findings', () => {
  const many = 'http://h/' + '%00a'.repeat(30_000); // 120 kB, 30,000 findings

  it('--json writes them (in pieces: the record is 6 MB)', async () => {
    const r = await runCli(['lint', '--json'], `http://h/\n${many}\n`);
    expect([r.code, r.stderr]).toEqual([1, '']);
    const [first, second] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(first).toEqual({ input: 'http://h/', ok: true, value: [] });
    expect(second.input).toBe(many);
    expect(second.value).toEqual(lint(many).map(({ code, severity, span, message }) => ({ code, severity, span, message })));
  });

  it('human output refuses a report that would repeat the line past 1 GiB: exit 2, the records before it written', async () => {
    const r = await runCli(['lint'], `http://h/\n${many}\n`);
    expect(r).toEqual({
      code: 2,
      stdout: 'ok\thttp://h/\n',
      stderr: `uri-grammar: line 2: the result is too large to write (its 30000 findings would write the line 30000 times on stderr, ${Math.round((3e4 * many.length) / 2 ** 20)} MiB; "uri-grammar lint --json" writes it once)\n`,
    });
  });

  it('refuses a line whose findings could outgrow the heap, before linting it', async () => {
    const huge = 'http://h/' + '%00a'.repeat(400_000); // at most 400,008 findings of 800 bytes: 305 MiB, of 73
    expect(() => refuseHugeLint(huge)).toThrow(RangeError);
    for (const args of [['lint'], ['lint', '--json']]) {
      const r = await runCli(args, `${huge}\nhttp://h/\n`);
      expect(r).toEqual({ code: 2, stdout: '', stderr: 'uri-grammar: line 1: the result is too large to write (it may hold 400008 findings (305 MiB), more than lint takes for a line of this length (73 MiB); "uri-grammar check" validates it)\n' });
    }
  });
});
