// Every value the package exports (functions, classes, constants, namespaces) carries a doc
// comment with an example: the API reference (`npm run docs`, typedoc with warnings as
// errors) checks that every export is documented; this checks the examples.
import { join } from 'node:path';
import ts from 'typescript';

const ENTRY_POINTS = ['src/index.ts', 'src/grammar-compiler.ts'];

/** The exported values of each entry point whose declarations have no `@example`. */
function valuesWithoutExample(): Record<string, string[]> {
  const files = ENTRY_POINTS.map((f) => join(__dirname, '../..', f));
  const program = ts.createProgram(files, { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, noEmit: true });
  const checker = program.getTypeChecker();
  // `export * as ns from`: the comment is on the export declaration
  const commented = (node: ts.Node): ts.Node => (ts.isNamespaceExport(node) ? node.parent : node);
  const hasExample = (node: ts.Node): boolean => ts.getJSDocTags(commented(node)).some((t) => t.tagName.text === 'example');
  const missing: Record<string, string[]> = {};
  for (const [k, file] of files.entries()) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    missing[ENTRY_POINTS[k]] = checker
      .getExportsOfModule(module)
      .filter((exported) => {
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!(target.flags & (ts.SymbolFlags.Value | ts.SymbolFlags.ValueModule))) return false; // types: typedoc checks their doc comments
        const declarations = [...(exported.declarations ?? []), ...(target.declarations ?? [])];
        return !declarations.some(hasExample);
      })
      .map((s) => s.name)
      .sort();
  }
  return missing;
}

describe('doc comments', () => {
  it('every exported value has an @example', () => {
    expect(valuesWithoutExample()).toEqual({ 'src/index.ts': [], 'src/grammar-compiler.ts': [] });
  }, 60_000);
});
