import { MAX_RESOLVER_SEGMENTS, refuseHugeAst, refuseHugePath } from '../../src/cli/limits';
import { runCli } from './run';

describe('refuseHugeAst (parse)', () => {
  it('lets through any input under 3 MB, and a long input with few separators', () => {
    expect(() => refuseHugeAst('/'.repeat(3_000_000))).not.toThrow();
    expect(() => refuseHugeAst('http://a/' + 'x'.repeat(40_000_000))).not.toThrow();
  });

  it('refuses an input whose AST JSON would pass the longest string', () => {
    expect(() => refuseHugeAst('http://a/' + 'a;'.repeat(2_000_000))).not.toThrow(); // about 351 MiB
    expect(() => refuseHugeAst('http://a/' + '/'.repeat(4_000_000))).toThrow(new RangeError('its AST would be about 656 MiB of JSON, more than the longest string (512 MiB); "uri-grammar check" validates it'));
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
