import ts from 'typescript';

/**
 * Finds character sets of RFC 2396 / RFC 1738 spelt out by hand in TypeScript source: the
 * sets are generated from grammar/ (src/generated/*-charsets.ts), and a copy written again
 * would drift from it unseen.
 *
 * The characters looked for are the marks and reserved characters of RFC 2396 (§2.2, §2.3)
 * and the safe and extra characters of RFC 1738 (§5): `-_.!~*'();/?:@&=+$,`. A site is a
 * hand-written set when it spells out at least LIMIT distinct ones:
 *  - a string (a literal, a template's text, or literals joined with `+`) with a
 *    whitespace-free run of them (`"-_.!~*'()"`, letters and digits around them or not);
 *  - one of them per word, quoted or not (`"; / ? : @ & = + $ ,"`), in a string or an
 *    array of one-character strings;
 *  - a `[...]` class of a regular expression (a literal, or the source in a string);
 *  - character codes: numbers in one array, one call's arguments or one `||` / `&&` chain.
 * Prose does not count: a message names a few of them in quotes, its words between them,
 * and the syntax of a regular expression outside `[...]` is no set.
 */
export const MARKS_AND_RESERVED = "-_.!~*'();/?:@&=+$,";
export const LIMIT = 8;

const MEMBER = new Set(MARKS_AND_RESERVED);

function distinct(chars: Iterable<string>): number {
  const found = new Set<string>();
  for (const c of chars) if (MEMBER.has(c)) found.add(c);
  return found.size;
}

/** The members of each `[...]` class of a regular expression source (ranges expanded, escapes read). */
function regexClasses(source: string): string[] {
  const classes: string[] = [];
  for (let k = 0; k < source.length; k++) {
    if (source[k] === '\\') {
      k++;
      continue;
    }
    if (source[k] !== '[') continue;
    const from = k + 1;
    let members = '';
    let previous = '';
    for (k++; k < source.length && source[k] !== ']'; k++) {
      let c = source[k]!;
      if (c === '\\') c = source[++k] ?? '';
      else if (c === '-' && previous && source[k + 1] && source[k + 1] !== ']') {
        const last = source[k + 1] === '\\' ? source[k + 2]! : source[k + 1]!;
        for (let code = previous.charCodeAt(0) + 1; code <= last.charCodeAt(0) && code < 0x80; code++) members += String.fromCharCode(code);
        k += source[k + 1] === '\\' ? 2 : 1;
        previous = '';
        continue;
      }
      members += c;
      previous = c;
    }
    // `[--json]` in a usage text is no class: words are left once its ranges are taken out
    if (!/[A-Za-z]{2,}/.test(source.slice(from, k).replace(/\\.|.-(?:\\.|[^\]])/g, ''))) classes.push(members);
  }
  return classes;
}

/** Why `text` (the value of a string) spells out a set, or null. */
function inString(text: string): string | null {
  const runs = text.split(/\s+/);
  for (const run of runs) if (distinct(run) >= LIMIT && !isProse(run)) return `the run ${JSON.stringify(run)}`;
  const single = text
    .split(/\s+/)
    .map((word) => word.replace(/^["'`]|["'`]$/g, ''))
    .filter((word) => word.length === 1);
  if (distinct(single) >= LIMIT) return 'one character per word';
  for (const run of runs) for (const members of regexClasses(run)) if (distinct(members) >= LIMIT) return `the class [${members}]`;
  return null;
}

/**
 * A run of regular-expression syntax (`(?:%2[Ee]|\.){1,2}`) or of options (`[--json]`) is no
 * set: it holds words of two or more letters that are not a run of the alphabet, or is made of
 * groups.
 */
function isProse(run: string): boolean {
  const words = run.match(/[A-Za-z]{2,}/g) ?? [];
  return words.some((w) => !isAlphabet(w)) || /\(\?[:=!<]/.test(run);
}

/** Whether `word` is runs of the alphabet of three letters or more (`abc…zABC…Z`), not a word. */
function isAlphabet(word: string): boolean {
  let length = 1;
  for (let k = 1; k <= word.length; k++) {
    if (k < word.length && word.charCodeAt(k) === word.charCodeAt(k - 1) + 1) length++;
    else if (length < 3) return false;
    else length = 1;
  }
  return true;
}

/** The text of a string-valued expression made of literals (joined with `+`), or null. */
function stringValue(node: ts.Node): string | null {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
  if (ts.isParenthesizedExpression(node)) return stringValue(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = stringValue(node.left);
    const right = stringValue(node.right);
    if (left !== null || right !== null) return (left ?? ' ') + (right ?? ' ');
  }
  return null;
}

function codes(nodes: readonly ts.Node[]): string[] {
  return nodes.filter(ts.isNumericLiteral).map((n) => Number(n.text)).filter((n) => n < 0x80).map((n) => String.fromCharCode(n));
}

/** The operands of a chain of one logical operator: `a || b || c`. */
function chain(node: ts.BinaryExpression): ts.Node[] {
  const op = node.operatorToken.kind;
  const side = (n: ts.Expression): ts.Node[] => (ts.isBinaryExpression(n) && n.operatorToken.kind === op ? chain(n) : [n]);
  return [...side(node.left), ...side(node.right)];
}

/** The numbers compared in `c === 59`, `59 === c`. */
function compared(node: ts.Node): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return compared(node.expression);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind))
    return [node.left, node.right];
  return [];
}

/** A hand-written set: where, in which declaration (`const NAME = …`, or ''), and what gives it away. */
export interface HandWrittenSet {
  file: string;
  line: number;
  declaration: string;
  why: string;
}

/** The name of the variable, property or function that `node` is part of, or ''. */
function declarationOf(node: ts.Node): string {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if ((ts.isVariableDeclaration(n) || ts.isPropertyAssignment(n) || ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name && ts.isIdentifier(n.name)) return n.name.text;
  }
  return '';
}

/** Each hand-written set in `text`. */
export function handWrittenSets(text: string, file = 'source.ts'): HandWrittenSet[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, HandWrittenSet>();
  const report = (node: ts.Node, why: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.set(`${line}: ${why}`, { file, line, declaration: declarationOf(node), why });
  };
  const visit = (node: ts.Node): void => {
    const value = stringValue(node);
    if (value !== null) {
      const why = inString(value);
      if (why) report(node, why);
      if (!ts.isStringLiteralLike(node)) ts.forEachChild(node, visit); // a literal joined with + is read twice; reported once per site below
      return;
    }
    if (ts.isRegularExpressionLiteral(node)) {
      const body = node.text.slice(1, node.text.lastIndexOf('/'));
      for (const members of regexClasses(body)) if (distinct(members) >= LIMIT) report(node, `the class [${members}]`);
    }
    if (ts.isArrayLiteralExpression(node)) {
      const one = node.elements.filter(ts.isStringLiteralLike).map((e) => e.text).filter((t) => t.length === 1);
      if (distinct(one) >= LIMIT) report(node, 'an array of its characters');
      if (distinct(codes(node.elements)) >= LIMIT) report(node, 'an array of its character codes');
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      if (distinct(codes(node.arguments ?? [])) >= LIMIT) report(node, 'its character codes as arguments');
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(node.operatorToken.kind) &&
      !(ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === node.operatorToken.kind)
    ) {
      if (distinct(codes(chain(node).flatMap(compared))) >= LIMIT) report(node, 'comparisons with its character codes');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()];
}
