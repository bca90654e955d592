// A rule is an object holding its parse function whose prototype becomes parsimmon's
// `Parser.prototype` when src/combinators/combinators.ts loads (src/combinators/core.ts), so
// that `parseUrl` alone bundles without parsimmon. Every export that hands a user a rule must
// then load that module: each is bundled here alone (tree-shaken as an app's bundler does,
// by the package's sideEffects list) and run, and its rules must be parsers.
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';

const ROOT = join(__dirname, '../..');

/** `body` bundled for the browser with the package's entry as `uri-grammar`, and run: what it logged, and whether parsimmon is in the bundle. */
async function run(body: string): Promise<{ logged: unknown[]; parsimmon: boolean }> {
  const result = await build({
    stdin: { contents: `const isParser = (r) => typeof r.parse === 'function' && typeof r.map === 'function' && r.parse('').status !== undefined;\n${body}`, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: { 'uri-grammar': join(ROOT, 'src/index.ts') },
  });
  const logged: unknown[] = [];
  runInNewContext(result.outputFiles[0]!.text, { console: { log: (...v: unknown[]) => logged.push(...v) }, TextEncoder, TextDecoder, URL });
  const inOutput = Object.values(result.metafile.outputs)[0]!.inputs; // the modules the bundle kept (metafile.inputs lists every module read)
  return { logged, parsimmon: Object.entries(inOutput).some(([path, { bytesInOutput }]) => path.includes('node_modules/parsimmon/') && bytesInOutput > 0) };
}

const EXPOSURES: Array<[string, string]> = [
  ['lookupScheme', "import { lookupScheme } from 'uri-grammar'; console.log(['ftp', 'http', 'urn', 'data'].every((s) => isParser(lookupScheme(s).grammar)));"],
  ['registeredSchemes', "import { registeredSchemes } from 'uri-grammar'; console.log(registeredSchemes().every((s) => isParser(s.grammar)));"],
  ['rfc1738 (the namespace)', "import { rfc1738 } from 'uri-grammar'; console.log(isParser(rfc1738.lookupScheme('gopher').grammar) && isParser(rfc1738.rules1738.hostport));"],
  ['catalogue', "import { catalogue } from 'uri-grammar'; console.log(isParser(catalogue.urn.grammar) && isParser(catalogue.mailto6068.grammar));"],
  ['rules1738', "import { rules1738 } from 'uri-grammar'; console.log(isParser(rules1738.ftpurl) && isParser(rules1738.hostport));"],
  ['rules', "import { rules } from 'uri-grammar'; console.log(isParser(rules['URI-reference']) && isParser(rules.host));"],
  ['schemeFromBnf', "import { schemeFromBnf } from 'uri-grammar'; console.log(isParser(schemeFromBnf('x = \"x:\" 1*digit', { name: 'x', hierarchical: false }).grammar));"],
  ['schemeFromAbnf', "import { schemeFromAbnf } from 'uri-grammar'; console.log(isParser(schemeFromAbnf('x = \"x:\" 1*DIGIT', { name: 'x', hierarchical: false }).grammar));"],
  ['g', "import { g } from 'uri-grammar'; console.log(isParser(g.literal('a')));"],
];

describe('rules as parsimmon parsers, and parseUrl without parsimmon', () => {
  it.each(EXPOSURES)('%s alone hands out rules that are parsimmon parsers', async (_name, body) => {
    const { logged, parsimmon } = await run(body);
    expect(logged).toEqual([true]);
    expect(parsimmon).toBe(true);
  });

  it('parseUrl alone bundles without parsimmon, and parses with the built-in schemes', async () => {
    const { logged, parsimmon } = await run("import { parseUrl } from 'uri-grammar'; console.log(['ftp://h/a;type=d', 'http://a/b?c', 'urn:isbn:0-395-36341-1', 'data:,x', 'geo:1,2', 'tag:a.b,2001:c', 'gopher://h/1x', 'http://a b/'].map((u) => parseUrl(u).ok).join());");
    expect(logged).toEqual(['true,true,true,true,true,true,true,false']);
    expect(parsimmon).toBe(false);
  });
});
