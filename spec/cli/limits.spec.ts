import { MAX_RESOLVER_SEGMENTS, markerEntries, refuseHugeAst, refuseHugePath } from '../../src/cli/limits';
import { runCli } from './run';

describe('refuseHugeAst (parse): the nodes of its AST, not the length of its JSON (written in pieces)', () => {
  it('lets through any input under 64 MiB / 154 characters, and a long input with few separators', () => {
    expect(() => refuseHugeAst('/'.repeat(435_000))).not.toThrow();
    expect(() => refuseHugeAst('http://a/' + 'x'.repeat(90_000_000))).not.toThrow(); // 1 GB of JSON, in pieces
  });

  it('refuses an input whose nodes would take more than 6 bytes per character and 64 MiB of the heap', () => {
    expect(() => refuseHugeAst('http://a/' + 'a;'.repeat(430_000))).not.toThrow(); // 66 MiB of 69
    expect(() => refuseHugeAst('http://a/' + 'a;'.repeat(470_000))).toThrow(new RangeError('its AST would hold about 470003 nodes (72 MiB), more than parse takes for a line of this length (69 MiB); "uri-grammar check" validates it'));
    const long = 'http://a/' + 'a/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'.repeat(1_500_000); // 48 MB, 1 separator in 32: 5 bytes a character (229 MiB of 339)
    expect(() => refuseHugeAst(long)).not.toThrow();
    expect(() => refuseHugeAst(long.replace(/aaaa\//g, 'a/a/'))).toThrow(RangeError);
  });
});

describe('markerEntries: every derivation of a line held to 1 byte a character and 16 MiB at its peak (two buffers of 4-byte entries)', () => {
  it('is (length + 16 MiB) / 8 entries', () => {
    expect(markerEntries(0)).toBe(2 ** 21);
    expect(markerEntries(8 * 2 ** 20)).toBe(3 * 2 ** 20);
  });

  // RFC 2397's data = *urlchar: a node per character, which no separator counts (an 8 MiB line
  // held 37 bytes a character, refused only once parsed); 4 entries per urlchar
  const big = `data:,${'a'.repeat(1_200_000)}`; // 4.8 million entries of 2.25 million
  const small = `data:,${'a'.repeat(400_000)}`; // 1.6 million of 2.15 million

  it('parse: a scheme tree of a node per character past about half a million characters is refused (exit 2), a smaller one written', async () => {
    const r = await runCli(['parse', '--json'], `data:,a\n${big}\n`);
    expect(r.code).toBe(2);
    expect(r.stdout.split('\n')).toHaveLength(2); // the record of the line before it
    expect(r.stderr).toBe(`uri-grammar: line 2: the result is too large to write (its derivation would hold more than ${Math.floor(markerEntries(big.length) / 4)} nodes (${Math.round((4 * markerEntries(big.length)) / 2 ** 20)} MiB), more than a line of this length may take; "uri-grammar check" validates it)\n`);
    const ok = await runCli(['parse', '--json'], `${small}\n`);
    expect({ code: ok.code, stderr: ok.stderr, length: ok.stdout.length > 400_000 * 50 }).toEqual({ code: 0, stderr: '', length: true });
  });

  it('check: the same line is valid (a membership test derives nothing), and a non-member as long is told by its error', async () => {
    expect(await runCli(['check', '--quiet'], `${big}\n`)).toEqual({ code: 0, stdout: '', stderr: '' });
    const bad = await runCli(['check', '--json'], `${big}^\n`);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).error).toMatchObject({ code: 'illegal-character', offset: big.length });
  });

  it('normalize: a geo URI of 200,000 parameters is refused; its normal form is made below that', async () => {
    const many = `geo:1,2${';A=%4a'.repeat(200_000)}`; // five nodes a parameter: 4 million entries
    const r = await runCli(['normalize'], `${many}\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^uri-grammar: line 1: the result is too large to write \(its derivation would hold more than/);
    const fewer = `geo:1,2${';A=%4a'.repeat(20_000)}`;
    expect(await runCli(['normalize'], `${fewer}\n`)).toEqual({ code: 0, stdout: `geo:1,2${';a=%4A'.repeat(20_000)}\n`, stderr: '' });
  });
});

describe('refuseHugePath (equal, relativize)', () => {
  it('takes up to MAX_RESOLVER_SEGMENTS "/", refuses more', () => {
    expect(() => refuseHugePath('/'.repeat(MAX_RESOLVER_SEGMENTS))).not.toThrow();
    expect(() => refuseHugePath('x'.repeat(MAX_RESOLVER_SEGMENTS + 10))).not.toThrow();
    expect(() => refuseHugePath('/'.repeat(MAX_RESOLVER_SEGMENTS + 1))).toThrow(new RangeError(`its ${MAX_RESOLVER_SEGMENTS + 1} path segments are more than the resolver takes (${MAX_RESOLVER_SEGMENTS}); "uri-grammar check" validates it`));
  });

  it('through the CLI: the records before it, then exit 2 and a message', async () => {
    const r = await runCli(['equal', 'http://a/'], `HTTP://A/\nhttp://a${'/'.repeat(MAX_RESOLVER_SEGMENTS + 1)}\n`);
    expect(r).toEqual({ code: 2, stdout: 'equivalent\n', stderr: `uri-grammar: line 2: the result is too large to write (its ${MAX_RESOLVER_SEGMENTS + 3} path segments are more than the resolver takes (${MAX_RESOLVER_SEGMENTS}); "uri-grammar check" validates it)\n` }); // with the two of "//"
  });
});

describe('normalize and resolve: no segment cap (issue 28: they read the path as text)', () => {
  const path = '/'.repeat(MAX_RESOLVER_SEGMENTS + 1);
  it('normalize', async () => {
    expect(await runCli(['normalize'], `HTTP://A${path}\n`)).toEqual({ code: 0, stdout: `http://a${path}\n`, stderr: '' });
  });
  it('resolve', async () => {
    expect(await runCli(['resolve', 'http://a/b'], `x${path}\n`)).toEqual({ code: 0, stdout: `http://a/x${path}\n`, stderr: '' });
  });
});
