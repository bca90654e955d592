// One part of the CommonJS build (scripts/bundle.mjs) from esbuild's ES module chunk: each
// `import { a as b } from './part.js'` becomes `const { a: b } = require('./part.js')` and the
// closing `export { x as y }` becomes `exports.y = x`, so that a call into another part reads
// a local binding, not a getter per use (what a general ESM-to-CommonJS transform has to
// write: its bindings are live). That holds because the parts import one another without a
// cycle (checked: a part's exports are all set when `require` returns it) and no exported
// binding is assigned after its declaration (checked); otherwise the build stops.
import ts from 'typescript';

/** The CommonJS text of the chunk `text` (named `file` in errors). */
export function toCommonJS(text, file) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const cut = []; // [start, end, replacement] of each import and export statement
  const exported = []; // [local, name]
  const requires = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const from = st.moduleSpecifier.text;
      requires.push(from);
      const clause = st.importClause;
      let code = `require(${JSON.stringify(from)});`;
      if (clause?.name && from === 'parsimmon') code = `const ${clause.name.text} = require("parsimmon");`; // its module.exports is the default export
      else if (clause?.name || clause?.namedBindings?.kind === ts.SyntaxKind.NamespaceImport) throw new Error(`esm-to-cjs: ${file}: unexpected import form: ${st.getText()}`);
      else if (clause?.namedBindings) {
        const pairs = clause.namedBindings.elements.map((e) => (e.propertyName ? `${e.propertyName.text}: ${e.name.text}` : e.name.text));
        code = `const { ${pairs.join(', ')} } = require(${JSON.stringify(from)});`;
      }
      cut.push([st.getStart(), st.end, code]);
    } else if (ts.isExportDeclaration(st)) {
      if (st.moduleSpecifier || !st.exportClause || !ts.isNamedExports(st.exportClause)) throw new Error(`esm-to-cjs: ${file}: unexpected export form: ${st.getText()}`);
      for (const e of st.exportClause.elements) exported.push([(e.propertyName ?? e.name).text, e.name.text]);
      cut.push([st.getStart(), st.end, '']);
    } else if (ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      throw new Error(`esm-to-cjs: ${file}: unexpected inline export: ${st.getText().slice(0, 80)}`);
    }
  }
  checkFixed(source, new Set(exported.map(([local]) => local)), file);
  let out = text;
  for (const [start, end, code] of cut.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + code + out.slice(end);
  const exports = exported.map(([local, name]) => `exports.${name} = ${local};`).join('');
  return { code: `'use strict';\n${out}\n${exports}\n`, requires };
}

/** Stops the build if an exported top-level binding is assigned anywhere but its declaration. */
function checkFixed(source, locals, file) {
  const visit = (node) => {
    let target;
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) target = node.left;
    else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) target = node.operand;
    for (const id of target ? assigned(target) : []) {
      if (locals.has(id.text) && !shadowed(id)) throw new Error(`esm-to-cjs: ${file}: exported binding ${id.text} is assigned after its declaration (${node.getText().slice(0, 80)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The identifiers an assignment target writes: a name, or the names in a destructuring pattern. */
function assigned(target) {
  if (ts.isIdentifier(target)) return [target];
  if (ts.isParenthesizedExpression(target)) return assigned(target.expression);
  if (ts.isArrayLiteralExpression(target)) return target.elements.flatMap((e) => assigned(ts.isSpreadElement(e) ? e.expression : e));
  if (ts.isObjectLiteralExpression(target)) {
    return target.properties.flatMap((p) =>
      ts.isShorthandPropertyAssignment(p) ? [p.name] : ts.isPropertyAssignment(p) ? assigned(p.initializer) : ts.isSpreadAssignment(p) ? assigned(p.expression) : [],
    );
  }
  if (ts.isBinaryExpression(target) && target.operatorToken.kind === ts.SyntaxKind.EqualsToken) return assigned(target.left); // a default: [a = 1] = …
  return [];
}

/** Whether the identifier names a binding declared in a function or block around it (not the top-level one). */
function shadowed(id) {
  for (let n = id.parent; n && !ts.isSourceFile(n); n = n.parent) {
    const declares = (decl) => decl && decl.name && ts.isIdentifier(decl.name) && decl.name.text === id.text;
    if (ts.isFunctionLike(n) && n.parameters?.some((p) => declares(p))) return true;
    if (ts.isBlock(n) || ts.isForStatement(n) || ts.isForOfStatement(n) || ts.isForInStatement(n) || ts.isCaseBlock(n)) {
      let found = false;
      const scan = (c) => {
        if (found || (c !== n && (ts.isFunctionLike(c) || ts.isBlock(c)))) return;
        if (ts.isVariableDeclaration(c) && declares(c)) found = true;
        if ((ts.isFunctionDeclaration(c) || ts.isClassDeclaration(c)) && declares(c)) found = true;
        ts.forEachChild(c, scan);
      };
      ts.forEachChild(n, scan);
      if (found) return true;
    }
  }
  return false;
}
