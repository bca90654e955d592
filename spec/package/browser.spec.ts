// The library's module graph runs where a URI library runs: no Node built-in anywhere outside
// the CLI, and its grammars embedded (src/generated/grammars.ts), never read from disk.
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

const ROOT = join(__dirname, '../..');
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

describe('the library in a browser', () => {
  it.each(['src/index.ts', 'src/grammar-compiler.ts'])('%s bundles for the browser with no Node built-in', async (entry) => {
    const result = await build({
      entryPoints: [join(ROOT, entry)],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
      // a Node built-in would fail the build; list the imports too, so the failure names them
      plugins: [
        {
          name: 'no-node-builtins',
          setup(b) {
            b.onResolve({ filter: /.*/ }, (args) => (NODE_BUILTINS.has(args.path) ? { errors: [{ text: `${args.importer} imports the Node built-in ${args.path}` }] } : undefined));
          },
        },
      ],
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((file) => file.includes('src/cli/'))).toEqual([]);
    if (entry === 'src/index.ts') expect(inputs).toContain('src/generated/grammars.ts');
    // no `__dirname`, `require` of a file, or `process` in what a browser would run
    const code = result.outputFiles![0]!.text;
    expect(code).not.toMatch(/\b__dirname\b|\bprocess\.(env|cwd)|\brequire\(/);
  });

  it('src/generated/grammars.ts is the current text of grammar/ (scripts/embed-grammars.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/embed-grammars.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
