// Every code block of the README runs, and shows what it really gives: a line `expr; //=> value`
// asserts that `expr` matches `value` (objects: the fields shown, `toMatchObject`), what a block
// prints with console.log is the ```text block after it, and each `$ uri-grammar …` line of a
// ```console block prints the lines under it. The TypeScript blocks are type-checked too.
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { runCli } from '../cli/run';

const ROOT = join(__dirname, '../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

interface Block {
  lang: string;
  code: string;
  line: number;
}
const blocks: Block[] = [];
for (const m of README.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)) blocks.push({ lang: m[1]!, code: m[2]!, line: README.slice(0, m.index).split('\n').length });

const tsBlocks = blocks.filter((b) => b.lang === 'ts');
const ENTRY = join(ROOT, 'src/index.ts');

/** The block with each `//=> value` line turned into a check of the value shown. */
function instrument(code: string): string {
  return code
    .split('\n')
    .map((line, k) => {
      const at = line.indexOf('//=>');
      if (at < 0) return line;
      const m = /^(\s*)(?:if \(([^()]*)\) )?(.*?);\s*$/.exec(line.slice(0, at));
      if (!m) throw new Error(`README: cannot read the //=> line ${JSON.stringify(line)}`);
      const [, indent, guard, expr] = m;
      const check = `__check(${expr}, ${JSON.stringify(line.slice(at + 4).trim())}, ${k})`;
      return guard === undefined ? `${indent}${check};` : `${indent}if (${guard}) ${check}; else __guardFailed(${JSON.stringify(guard)}, ${k});`;
    })
    .join('\n');
}

describe('README', () => {
  it('has TypeScript blocks, and every one of them type-checks against the package', () => {
    expect(tsBlocks.length).toBeGreaterThan(5);
    const dir = mkdtempSync(join(tmpdir(), 'readme-'));
    try {
      const files = tsBlocks.map((b, k) => {
        const file = join(dir, `block${k}.ts`);
        writeFileSync(file, `export {};\n${b.code.replaceAll("from 'uri-grammar'", `from ${JSON.stringify(ENTRY.replace(/\.ts$/, ''))}`)}`);
        return file;
      });
      const program = ts.createProgram(files, { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file && files.includes(d.file.fileName))
        .map((d) => `block at README line ${tsBlocks[files.indexOf(d.file!.fileName)]!.line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.each(tsBlocks.map((b) => [b.line, b] as const))('the block at line %i gives what it shows', (_line, block) => {
    const printed: string[] = [];
    const fakeConsole = { log: (...args: unknown[]) => printed.push(args.map(String).join(' ')) };
    const checks: number[] = [];
    const __check = (actual: unknown, shown: string, k: number): void => {
      const expected: unknown = new Function(`return (${shown});`)();
      checks.push(k);
      if (typeof expected === 'object' && expected !== null) expect(actual).toMatchObject(expected as object);
      else expect(actual).toEqual(expected);
    };
    const __guardFailed = (guard: string, k: number): never => {
      throw new Error(`README block line ${block.line + k + 1}: the guard ${guard} is false`);
    };
    const js = ts.transpileModule(instrument(block.code), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const requireFromReadme = (name: string): unknown => (name === 'uri-grammar' ? require(ENTRY) : require(name));
    new Function('require', 'console', '__check', '__guardFailed', 'exports', js)(requireFromReadme, fakeConsole, __check, __guardFailed, {});
    const next = blocks[blocks.indexOf(block) + 1];
    const shown = next && next.lang === 'text' ? next.code.trimEnd() : '';
    expect(printed.join('\n')).toBe(shown);
    expect(checks.length + printed.length).toBeGreaterThan(0); // every block shows something
  });

  const commands = blocks
    .filter((b) => b.lang === 'console')
    .flatMap((b) =>
      b.code
        .trimEnd()
        .split(/^\$ /m)
        .filter(Boolean)
        .map((chunk) => {
          const [command, ...output] = chunk.split('\n');
          return [command!, output.join('\n')] as const;
        }),
    );

  it.each(commands)('$ %s', async (command, output) => {
    const words = [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    expect(words[0]).toBe('uri-grammar');
    const run = await runCli(words.slice(1));
    expect(run.stdout.trimEnd()).toBe(output.trimEnd());
  });
});
