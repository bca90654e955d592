// How an @example block states what it gives, as the README does:
// - `expr; //=> value` (or `//=> value` alone on the line after the statement, a long value
//   going on over the next `//` lines): `expr` gives `value` (objects and arrays: the fields
//   shown, toMatchObject). `if (guard) expr; //=> value` also asserts that the guard holds.
//   A `// why` after the value is a remark.
// - `type A = X<…>; //=> T`: A is exactly T (checked by the type checker).
// - the `//` lines right after a console.log line, or a ```text block after the code: what it prints.
// - a first line `// not run: why` keeps the block to the type check (it needs a file, say).
import ts from 'typescript';

export interface Instrumented {
  /** The block with each `//=>` turned into a check, on the same lines as the original. */
  code: string;
  /** The numbers of the value checks the block must run, each at least once. */
  checks: number[];
  /** The type assertions written into the code. */
  typeChecks: number;
  /** What the block prints, from its `//` output lines (undefined: nothing shown). */
  printed?: string;
  problems: string[];
}

const ARROW = '//=>';

/** Whether the brackets of a JavaScript value text are all closed (strings skipped). */
function balanced(text: string): boolean {
  let depth = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k]!;
    if (c === "'" || c === '"' || c === '`') {
      for (k++; k < text.length && text[k] !== c; k++) if (text[k] === '\\') k++;
    } else if ('[{('.includes(c)) depth++;
    else if (']})'.includes(c)) depth--;
  }
  return depth <= 0;
}

/** The value after `//=>` with a trailing `// remark` cut off. */
function valueText(after: string): string {
  return after.replace(/\s+\/\/\s.*$/, '').trim();
}

const isComment = (line: string): boolean => /^\s*\/\//.test(line);

export function instrument(code: string): Instrumented {
  const lines = code.split('\n');
  const problems: string[] = [];
  // the value checks: statement end line -> value
  const wanted = new Map<number, { value: string; line: number }>();
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i]!.indexOf(ARROW);
    if (at < 0) continue;
    const before = lines[i]!.slice(0, at);
    let value = valueText(lines[i]!.slice(at + ARROW.length));
    if (before.trim() !== '') {
      wanted.set(i, { value, line: i });
      continue;
    }
    let target = i - 1;
    while (target >= 0 && (lines[target]!.trim() === '' || isComment(lines[target]!))) target--;
    for (let j = i + 1; !balanced(value) && j < lines.length && isComment(lines[j]!) && !lines[j]!.includes(ARROW); j++) {
      value += ' ' + valueText(lines[j]!.replace(/^\s*\/\//, ''));
    }
    if (target < 0) problems.push(`line ${i + 1}: a //=> with no statement before it`);
    else wanted.set(target, { value, line: i });
  }

  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
  const lineOf = (pos: number): number => source.getLineAndCharacterOfPosition(pos).line;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const checks: number[] = [];
  let typeChecks = 0;
  const done = new Set<number>();
  const visit = (node: ts.Node): void => {
    const endLine = lineOf(node.end);
    const want = wanted.get(endLine);
    if (want && !done.has(endLine)) {
      if (ts.isExpressionStatement(node)) {
        done.add(endLine);
        const k = want.line + 1;
        checks.push(k);
        const check = `__check((${node.expression.getText(source)}), () => (${want.value}), ${k})`;
        const parent = node.parent;
        if (ts.isIfStatement(parent) && parent.thenStatement === node && !parent.elseStatement) {
          edits.push({ start: parent.getStart(source), end: parent.end, text: `if (${parent.expression.getText(source)}) ${check}; else __guardFailed(${k});` });
        } else edits.push({ start: node.getStart(source), end: node.end, text: `${check};` });
        return;
      }
      if (ts.isTypeAliasDeclaration(node) && !node.typeParameters) {
        done.add(endLine);
        typeChecks++;
        edits.push({ start: node.end, end: node.end, text: ` const __type${want.line + 1}: __Equal<${node.name.text}, ${want.value}> = true;` });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const [endLine, want] of wanted) {
    if (!done.has(endLine)) problems.push(`line ${want.line + 1}: the //=> is not after an expression statement or a type alias`);
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);

  // what it prints: the comment lines right after each console.log line
  const printedLines: string[] = [];
  let shown = false;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes('console.log(') || isComment(lines[i]!)) continue;
    shown = true;
    for (let j = i + 1; j < lines.length && isComment(lines[j]!) && !lines[j]!.includes(ARROW); j++) {
      printedLines.push(lines[j]!.replace(/^\s*\/\/ ?/, ''));
    }
  }

  // a value comment not written as //=>: it would not be checked
  const valueLike = /^(?:→|['"`[{]|-?\d|true\b|false\b|null\b|undefined\b)/;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.includes(ARROW)) continue;
    const trailing = /\S\s+\/\/\s*(.*)$/.exec(line);
    if (trailing && valueLike.test(trailing[1]!)) problems.push(`line ${i + 1}: the value in ${JSON.stringify(line.trim())} is not checked: write it as //=> value`);
    if (isComment(line) && i > 0 && !isComment(lines[i - 1]!) && lines[i - 1]!.trim() !== '' && !lines[i - 1]!.includes('console.log(')) {
      if (valueLike.test(line.replace(/^\s*\/\/\s*/, ''))) problems.push(`line ${i + 1}: the value ${JSON.stringify(line.trim())} is not checked: write it as //=> value`);
    }
  }
  return { code: out, checks, typeChecks, ...(shown ? { printed: printedLines.join('\n') } : {}), problems };
}
