import { MAX_RESOLVER_SEGMENTS, refuseHugeAst, refuseHugePath, refuseHugeTree } from '../../src/cli/limits';
import { parseUrl } from '../../src/parse-url/parseUrl';
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

describe('refuseHugeTree (parse): a scheme tree written a node at a time holds its derivation, 16 bytes a node', () => {
  // RFC 2397's data = *urlchar: a node per character, which no separator counts (an 8 MiB line held 37 bytes a character);
  // the tree's nodes are the urlchars, the data node and the (empty) mediatype's
  it('refuses a data URL of more nodes than 6 bytes per character and 64 MiB allow, and lets a smaller one through', () => {
    const ok = `data:,${'a'.repeat(4_000_000)}`; // 61 MiB of 87
    const r = parseUrl(ok);
    expect(() => refuseHugeTree(ok, r.ok && r.value)).not.toThrow();
    const big = `data:,${'a'.repeat(9_000_000)}`; // 137 MiB of 115
    const b = parseUrl(big);
    expect(() => refuseHugeTree(big, b.ok && b.value)).toThrow(new RangeError('its scheme tree holds 9000002 nodes, whose derivation (137 MiB) writing it takes, more than parse takes for a line of this length (115 MiB); "uri-grammar check" validates it'));
    const sameLength = `http://a/${'a'.repeat(9_000_000)}`; // no scheme tree built on read
    const c = parseUrl(sameLength);
    expect(() => refuseHugeTree(sameLength, c.ok && c.value)).not.toThrow();
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
