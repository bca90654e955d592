// Every export of the package (values and types alike) carries a doc comment with an example,
// and no public doc comment names the package's insides: the API reference (`npm run docs`,
// typedoc with warnings as errors) checks that every export is documented; this checks the
// examples (examples.spec.ts runs them) and the words.
import { join } from 'node:path';
import ts from 'typescript';

const ENTRY_POINTS = ['src/index.ts', 'src/grammar-compiler.ts'];

/** A source path (src/…), a relative module path (./fast; not a URI reference such as ../g), a source or build file name. */
const INTERNAL_PATH = /\bsrc\/|(?<![\w./])\.\.?\/[a-z][\w-]{2,}|\b[\w-]+\.(?:ts|mts|cts|js|mjs|cjs)\b/;

interface Exported {
  name: string;
  /** The declarations that document it: the export's own and its target's. */
  declarations: ts.Node[];
}

function exportsOfEntries(): Record<string, Exported[]> {
  const files = ENTRY_POINTS.map((f) => join(__dirname, '../..', f));
  const program = ts.createProgram(files, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, noEmit: true });
  const checker = program.getTypeChecker();
  // `export * as ns from`: the comment is on the export declaration
  const commented = (node: ts.Node): ts.Node => (ts.isNamespaceExport(node) ? node.parent : node);
  const out: Record<string, Exported[]> = {};
  for (const [k, file] of files.entries()) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    out[ENTRY_POINTS[k]!] = checker.getExportsOfModule(module).map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return { name: exported.name, declarations: [...(exported.declarations ?? []), ...(target.declarations ?? [])].map(commented) };
    });
  }
  return out;
}

const exported = exportsOfEntries();
const byEntry = <T>(f: (e: Exported) => T[]): Record<string, T[]> =>
  Object.fromEntries(Object.entries(exported).map(([entry, list]) => [entry, list.flatMap(f).sort()]));

/** The doc comments of a declaration and of its members (what the reference shows on its page); a module's comment is its file's. */
function docTexts(node: ts.Node): string[] {
  if (ts.isSourceFile(node) || ts.isModuleDeclaration(node)) return ts.getJSDocCommentsAndTags(node).map((d) => d.getText());
  const texts: string[] = [];
  const visit = (n: ts.Node): void => {
    for (const doc of ts.getJSDocCommentsAndTags(n)) if (ts.isJSDoc(doc)) texts.push(doc.getText());
    n.forEachChild((c) => {
      if (!ts.isJSDoc(c)) visit(c);
    });
  };
  visit(node);
  return texts;
}

describe('doc comments', () => {
  it('every export, value or type, has an @example', () => {
    const hasExample = (node: ts.Node): boolean => ts.getJSDocTags(node).some((t) => t.tagName.text === 'example');
    const missing = byEntry((e) => (e.declarations.some(hasExample) ? [] : [e.name]));
    expect(missing).toEqual({ 'src/index.ts': [], 'src/grammar-compiler.ts': [] });
  }, 60_000);

  it('no public doc comment names a source file or an internal module path', () => {
    const named = byEntry((e) =>
      e.declarations.flatMap(docTexts).flatMap((text) => {
        const m = INTERNAL_PATH.exec(text);
        return m ? [`${e.name}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 40))}`] : [];
      }),
    );
    expect(named).toEqual({ 'src/index.ts': [], 'src/grammar-compiler.ts': [] });
  }, 60_000);
});
