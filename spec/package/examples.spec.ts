// Every @example of the library's doc comments is compiled and run, so none can go stale: each
// ```ts block is type-checked against the package sources and run, and what it shows (see
// example-blocks.ts: `//=> value`, console output) is what it gives. A block sees every export
// of the package's two entry points, and the exports of the file it documents (so an internal
// helper's example can call it), unless it imports them itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { DocComment, Example, ROOT, docComments, examplesOf, librarySources } from './doc-comments';
import { Instrumented, instrument } from './example-blocks';

const INDEX = join(ROOT, 'src/index.ts');
const COMPILER = join(ROOT, 'src/grammar-compiler.ts');
const SPECIFIERS: Record<string, string> = { 'uri-grammar': INDEX, 'uri-grammar/grammar-compiler': COMPILER };
const noTs = (path: string): string => path.replace(/\.ts$/, '');

const comments: DocComment[] = librarySources().flatMap(docComments);
const found = comments.map(examplesOf);
const examples: Example[] = found.flatMap((f) => f.examples);
const unfenced = found.flatMap((f, k) => f.unfenced.map((line) => `${comments[k]!.file}:${line}`));
const instrumented = new Map<Example, Instrumented>(examples.map((e) => [e, instrument(e.code)]));
const notRun = (e: Example): boolean => /^\s*\/\/ not run: \S/.test(e.code);
const where = (e: Example): string => `${e.file}:${e.line}`;

const OPTIONS: ts.CompilerOptions = {
  strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'], types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')], skipLibCheck: true,
};
const GLOBALS = `declare function __check(actual: unknown, expected: () => unknown, line: number): void;
declare function __guardFailed(line: number): never;
type __Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
`;

/** The exported names of each module, from the type checker. */
function exportsOf(program: ts.Program, files: string[]): Map<string, string[]> {
  const checker = program.getTypeChecker();
  return new Map(files.map((f) => [f, checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(f)!)!).map((s) => s.name)]));
}

/** The names a block declares or imports at its top level, and every identifier it uses. */
function namesOf(code: string): { declared: Set<string>; used: Set<string> } {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const declared = new Set<string>();
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) declared.add(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) bind(e.name);
  };
  for (const s of source.statements) {
    if (ts.isVariableStatement(s)) s.declarationList.declarations.forEach((d) => bind(d.name));
    else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s)) && s.name) declared.add(s.name.text);
    else if (ts.isImportDeclaration(s) && s.importClause) {
      if (s.importClause.name) declared.add(s.importClause.name.text);
      const bindings = s.importClause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) declared.add(bindings.name.text);
      else if (bindings) bindings.elements.forEach((e) => declared.add(e.name.text));
    }
  }
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { declared, used };
}

/** The block as a module: one first line of imports (the implicit ones), then the block itself. */
function moduleOf(example: Example, code: string, exported: Map<string, string[]>): string {
  const own = join(ROOT, example.file);
  const { declared, used } = namesOf(code);
  const taken = new Set(declared);
  const named = new Map<string, string[]>();
  for (const from of new Set([own, INDEX, COMPILER])) {
    const names = (exported.get(from) ?? []).filter((n) => used.has(n) && !taken.has(n));
    names.forEach((n) => taken.add(n));
    named.set(from, names);
  }
  // the package loads first, as a user's program loads it (a module deep inside may need its order)
  const imports = [INDEX, COMPILER, own].filter((from, k, all) => all.indexOf(from) === k && (k === 0 || named.get(from)!.length > 0));
  const header = imports.map((from) => `import { ${named.get(from)!.join(', ')} } from ${JSON.stringify(noTs(from))};`).join(' ');
  const body = code
    .replace(/(from |module )'(uri-grammar(?:\/grammar-compiler)?)'/g, (_m, kw: string, spec: string) => `${kw}${JSON.stringify(noTs(SPECIFIERS[spec]!))}`)
    .replace(/from '(\.\.?\/[^']*)'/g, (_m, path: string) => `from ${JSON.stringify(join(dirname(own), path))}`); // an internal helper's own imports
  return `export {}; import ${JSON.stringify(noTs(INDEX))}; ${header}\n${body}`;
}

const documented = [...new Set([INDEX, COMPILER, ...examples.map((e) => join(ROOT, e.file))])];
const sources = ts.createProgram(documented, OPTIONS); // the type check below reuses its parsed files
const exported = exportsOf(sources, documented);
const modules = new Map<Example, string>(examples.map((e) => [e, moduleOf(e, instrumented.get(e)!.code, exported)]));

describe('the @example blocks of the doc comments', () => {
  it('are many, and every @example is a ```ts block', () => {
    expect(examples.length).toBeGreaterThan(80);
    expect(unfenced).toEqual([]);
  });

  it('state their values in a form the spec checks', () => {
    const problems = examples.flatMap((e) => instrumented.get(e)!.problems.map((p) => `${where(e)} (block) ${p}`));
    expect(problems).toEqual([]);
  });

  it('type-check against the package sources', () => {
    const dir = mkdtempSync(join(tmpdir(), 'examples-'));
    try {
      writeFileSync(join(dir, 'globals.d.ts'), GLOBALS);
      const files = examples.map((e, k) => {
        const file = join(dir, `block${k}.ts`);
        writeFileSync(file, modules.get(e)!);
        return file;
      });
      const program = ts.createProgram([join(dir, 'globals.d.ts'), ...files], OPTIONS, undefined, sources);
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file && files.includes(d.file.fileName))
        .map((d) => {
          const e = examples[files.indexOf(d.file!.fileName)]!;
          const line = d.file!.getLineAndCharacterOfPosition(d.start!).line - 1;
          return `${e.file}:${e.line + line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
        });
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  const run = examples.filter((e) => !notRun(e));
  it.each(run.map((e) => [where(e), e] as const))('%s gives what it shows', async (_where, example) => {
    const { checks, typeChecks, printed: shownByComments } = instrumented.get(example)!;
    const printed: string[] = [];
    const fakeConsole = { log: (...args: unknown[]) => printed.push(args.map(String).join(' ')) };
    const ran = new Set<number>();
    const __check = (actual: unknown, expected: () => unknown, line: number): void => {
      ran.add(line);
      const value = expected();
      const plain = Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);
      try {
        if (plain) expect(actual).toMatchObject(value as object);
        else expect(actual).toEqual(value);
      } catch (e) {
        throw new Error(`${example.file}:${example.line + line - 1}: ${(e as Error).message}`);
      }
    };
    const __guardFailed = (line: number): never => {
      throw new Error(`${example.file}:${example.line + line - 1}: the guard of the //=> line is false`);
    };
    const js = ts.transpileModule(modules.get(example)!, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const load = (name: string): unknown => require(SPECIFIERS[name] ?? name);
    const body = async (): Promise<void> => {
      const Fn = (/\bawait\b/.test(js) ? Object.getPrototypeOf(async () => {}).constructor : Function) as FunctionConstructor;
      await new Fn('require', 'console', '__check', '__guardFailed', 'exports', js)(load, fakeConsole, __check, __guardFailed, {});
    };
    // a block that registers or replaces a scheme gets a registry of its own
    if (/\b(defineScheme|overrideScheme)\b/.test(example.code)) await jest.isolateModulesAsync(body);
    else await body();
    expect({ ran: [...ran].sort((a, b) => a - b) }).toEqual({ ran: [...checks].sort((a, b) => a - b) });
    const shown = example.printed?.trimEnd() ?? shownByComments ?? '';
    expect(printed.join('\n').trimEnd()).toBe(shown.trimEnd());
    expect(checks.length + typeChecks + printed.length).toBeGreaterThan(0); // every block shows something
  });
});
