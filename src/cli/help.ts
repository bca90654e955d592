/*
 * Help text as people read it: wrapped to 80 columns, or to the terminal's width when stdout
 * is one. A command's help is written unwrapped (src/cli/commands); it is wrapped here, when
 * it is printed, with a hanging indent that keeps the structure: an option's description
 * under its description column, a synopsis's groups under its first group.
 */

/** The width help is wrapped to when stdout is not a terminal. */
export const HELP_WIDTH = 80;

/** The narrowest width help is wrapped to (a terminal a few columns wide still gets words whole). */
const NARROWEST = 40;

/** The wrapping width for a stdout of `columns` columns (undefined: not a terminal). */
export function helpWidth(columns: number | undefined): number {
  return columns !== undefined && Number.isInteger(columns) && columns > 0 ? Math.max(NARROWEST, columns) : HELP_WIDTH;
}

/**
 * `word` cut into pieces of at most `room` columns, each after a `,` or `|` when one fits (a
 * JSON sketch, a list of values), else at `room`.
 */
function pieces(word: string, room: number): string[] {
  const out: string[] = [];
  let rest = word;
  while (rest.length > room) {
    const head = rest.slice(0, room);
    const cut = Math.max(head.lastIndexOf(','), head.lastIndexOf('|')) + 1;
    const at = cut > room / 3 ? cut : room;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  out.push(rest);
  return out;
}

/** `words` after `first` (the start of the first line, its spacing kept), filled to `width`, later lines indented by `hang`. */
function fill(first: string, words: readonly string[], hang: number, width: number): string[] {
  const indent = ' '.repeat(hang);
  const lines: string[] = [];
  let line = first;
  let fresh = true; // nothing but the prefix on `line` yet
  for (const word of words) {
    if (!fresh && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent;
      fresh = true;
    }
    for (const [k, piece] of pieces(word, Math.max(1, width - line.length - (fresh ? 0 : 1))).entries()) {
      if (k > 0) {
        lines.push(line);
        line = indent;
      }
      line += (fresh || k > 0 ? '' : ' ') + piece;
      fresh = false;
    }
  }
  lines.push(line);
  return lines;
}

/** The spaces of `text` outside brackets, where a synopsis may break: `[--rule NAME]` stays whole. */
function groups(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[') depth++;
    else if (c === ']') depth = Math.max(0, depth - 1);
    else if (c === ' ' && depth === 0) {
      if (i > start) out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.length > start) out.push(text.slice(start));
  return out;
}

/**
 * A synopsis (`Usage: uri-grammar check [--rule NAME] … [URI ...]`, or `  check […]` in the
 * general help) wrapped to `width`: broken between bracket groups only, the later lines
 * under the first group.
 */
export function wrapSynopsis(line: string, width: number = HELP_WIDTH): string {
  if (line.length <= width) return line;
  const m = /^( *(?:Usage: uri-grammar )?[a-z][a-z-]*(?: check)? )/.exec(line);
  const head = m ? m[1] : (/^ */.exec(line)?.[0] ?? '');
  const hang = Math.min(head.length, Math.floor(width / 2));
  return fill(head, groups(line.slice(head.length)), hang, width).join('\n');
}

/** An option line: `  --json            one JSON line…` or `  -j, --json  …`: the description starts after two spaces or more. */
const OPTION = /^( +-[^ ]*(?: [^ ]+)*?  +)(?=\S)/;

/**
 * Help text wrapped to `width`: each longer line broken at spaces, its later lines indented
 * as the line is, or under the description of an option line. Lines that fit are kept.
 */
export function wrapText(text: string, width: number = HELP_WIDTH): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.length <= width) return line;
      const option = OPTION.exec(line);
      const head = option ? option[1] : (/^ */.exec(line)?.[0] ?? '');
      const hang = Math.min(head.length, Math.floor(width / 2));
      const words = line.slice(head.length).split(' ').filter((w) => w !== '');
      return fill(head, words, hang, width).join('\n');
    })
    .join('\n');
}

/** A command's help (its first line the synopsis) as printed for a stdout `width` wide. */
export function renderHelp(help: string, width: number = HELP_WIDTH): string {
  const at = help.indexOf('\n');
  return at < 0 ? wrapSynopsis(help, width) : wrapSynopsis(help.slice(0, at), width) + '\n' + wrapText(help.slice(at + 1), width);
}
