// The doc comments of the library's sources (src/ outside src/cli), found with the TypeScript
// parser (no regular expression over the text: a "/**" inside a string is no comment), and
// the code blocks of their @example tags.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(__dirname, '../..');

/** Every library source file, absolute paths (src/cli is the CLI, not the library). */
export function librarySources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return path === join(ROOT, 'src/cli') ? [] : walk(path);
      return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(ROOT, 'src')).sort();
}

export interface DocComment {
  /** Relative to the repository, e.g. src/index.ts. */
  file: string;
  /** 1-based line of the comment's first line. */
  line: number;
  /** The comment's lines without the leading "*", each with its 1-based line in the file. */
  lines: Array<{ text: string; line: number }>;
}

/** The `/** … *\/` comments of a file, in order. */
export function docComments(path: string): DocComment[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const seen = new Set<number>();
  const found: DocComment[] = [];
  const visit = (node: ts.Node): void => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(range.pos) || !text.startsWith('/**', range.pos) || text.startsWith('/**/', range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      const lines = text
        .slice(range.pos + 3, range.end - 2)
        .split('\n')
        .map((l, k) => ({ text: (k === 0 ? l : l.replace(/^\s*\* ?/, '')).trimEnd(), line: first + k }));
      found.push({ file: relative(ROOT, path), line: first, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  found.sort((a, b) => a.line - b.line);
  return found;
}

export interface Example {
  file: string;
  /** 1-based line in the file of the block's first code line. */
  line: number;
  code: string;
  /** The ```text block after it in the same @example, if any: what the block prints. */
  printed?: string;
}

/**
 * The ```ts blocks of the comment's @example tags, and the @example tags with no such block
 * (an example that cannot be compiled is a problem the spec reports).
 */
export function examplesOf(comment: DocComment): { examples: Example[]; unfenced: number[] } {
  const examples: Example[] = [];
  const unfenced: number[] = [];
  const { lines } = comment;
  for (let k = 0; k < lines.length; k++) {
    const tag = /^\s*@example\b(.*)$/.exec(lines[k]!.text);
    if (!tag) continue;
    let fenced = false;
    let j = k + 1;
    if (tag[1]!.trim() !== '') unfenced.push(lines[k]!.line);
    for (; j < lines.length; j++) {
      const open = /^```(\w*)\s*$/.exec(lines[j]!.text);
      if (open) {
        const start = j + 1;
        let end = start;
        while (end < lines.length && lines[end]!.text.trimEnd() !== '```') end++;
        const body = lines.slice(start, end).map((l) => l.text).join('\n');
        if (open[1] === 'ts' || open[1] === 'typescript') {
          examples.push({ file: comment.file, line: lines[start]?.line ?? lines[j]!.line, code: body });
          fenced = true;
        } else if (open[1] === 'text' && examples.length > 0) {
          examples[examples.length - 1]!.printed = body;
        }
        j = end;
        continue;
      }
      if (/^\s*@\w+/.test(lines[j]!.text)) break;
    }
    if (!fenced && tag[1]!.trim() === '') unfenced.push(lines[k]!.line);
    k = j - 1;
  }
  return { examples, unfenced };
}
