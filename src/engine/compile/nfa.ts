import { type Alphabet, singleCharacters } from '../bnf/alphabet';
import { type Ranges, literalCharacter } from '../bnf/charset';
import type { Expr, Grammar } from '../bnf/model';
import { EdgeTable, type Edges } from './edges';
import { LIMITS, GrammarProblemError } from './problems';
import { recursionOf } from './recursion';

/** A state of the automaton: an ε-state (successors in priority order), a character state (one edge), or the accepting state. */
export const EPSILON = 0;
export const CHARACTER = 1;
export const ACCEPT = 2;
/** A call of a recursive rule: push this state, go to `callee[state]`; the return goes on at `target[state]`. */
export const CALL = 3;
/** The end of a recursive rule's fragment: pop a call state, go on at its `target`. */
export const RETURN = 4;

/** One entry of a rule stack: the rule, and the entry below it (-1 at the bottom). */
export interface RuleFrameEntry {
  name: string;
  parent: number;
}

/**
 * A Thompson automaton of one start rule, every reference inlined but those to recursive rules
 * (a recursive transition network: each recursive rule is one fragment of its own, ending in a
 * RETURN state, and a reference to it is a CALL state):
 * ε-states whose successors are in priority order (an earlier alternative first; a repetition
 * continues before it stops), character states with one edge, and one accepting state.
 * ε-states may carry a marker: the start (`+k`) or the end (`-k`) of the k-th node rule, which
 * the tree builder turns into nodes. Character states know what the grammar calls them
 * (`labelOf`) and the rule stack they lie in (`frame`), for errors.
 *
 * Its memory is linear in the grammar (and in the states): an edge is stored as class
 * intervals (edges.ts), and the character of a literal is named by the rest of the literal
 * only when an error asks (`labelOf`), not with a copy of that rest per character.
 */
export interface Nfa {
  readonly size: number;
  readonly start: number;
  readonly accept: number;
  readonly kind: Uint8Array;
  /**
   * ε-successors of state s, in priority order: `epsMoves[epsFirst[s] .. epsFirst[s + 1])` (one
   * array for all states, not one view per state, which the walks copied back into one: a 520 KB
   * grammar's registration peaked at 193–204 MB instead of 221–231).
   */
  readonly epsFirst: Int32Array;
  readonly epsMoves: Int32Array;
  /** Per ε-state: 0, or +k / -k for the start / end of node rule k (1-based index into `nodeNames`). */
  readonly mark: Int32Array;
  /** Per character state: its target. */
  readonly target: Int32Array;
  /** Per state: its edge in `edges` (`accepts(nfa.edges, nfa.edgeOf[s], cls)`); 0, the empty edge, for a state that is no character state. */
  readonly edgeOf: Int32Array;
  readonly edges: Edges;
  /** Per character state: index into `labels`. */
  readonly label: Int32Array;
  /** Per character state: -1 when its label is `labels[label]` itself, else where in that literal's text its character is (see labelOf). */
  readonly labelFrom: Int32Array;
  readonly labels: readonly string[];
  /** Label characters and edge cells stored: linear in the grammar (the registration-size spec counts them). */
  readonly stored: { labelCharacters: number; edgeCells: number };
  /** Per character state: index into `frames`. */
  readonly frame: Int32Array;
  readonly frames: readonly RuleFrameEntry[];
  /** Names of the node rules, by marker number - 1. */
  readonly nodeNames: readonly string[];
  /** Per call state: the first state of the called rule's fragment (-1 elsewhere); null when the automaton has no call (no recursive rule). */
  readonly callee: Int32Array | null;
  /** The places of the rules `NfaOptions.region` asks for (an empty list when it asks for none). */
  readonly regions: readonly Region[];
  /** Per choice in a rule `NfaOptions.firstAlive` names: its alternatives in order, each as three numbers: its states `[from, to)`, and its last state. */
  readonly choices: readonly Int32Array[];
}

/** One place of a rule in the automaton: its states `[from, to)`, and those that read its first character. */
export interface Region {
  readonly name: string;
  readonly from: number;
  readonly to: number;
  readonly first: ReadonlySet<number>;
  /** The start rule itself: nothing precedes it, so a code told only where it could start (after what precedes it) does not apply. */
  readonly whole?: true;
}

export interface NfaOptions {
  /** Whether an occurrence of rule `name`, referenced from rule `from`, becomes a tree node (its start and end are marked). */
  node?: (name: string, from: string) => boolean;
  /** Whether a one-character rule keeps its own states (and markers) instead of becoming one edge. */
  keep?: (name: string) => boolean;
  /** The name a rule shows in a rule path, or null for a rule that does not show (the default: its own name). */
  frameName?: (name: string) => string | null;
  /*
   * How failures are told (docs/grammar-compiler.md, "Error words"): off unless asked, every
   * rule is then named by what it is made of, and these change no language.
   */
  /**
   * Whether a failure names rule `name` as one item: where it could start, the rule (`escaped`,
   * not `"%"`); within it, what goes on there (`hex`). No rule within it shows in a rule path
   * (as the start rule, its own frame does).
   * A recursive rule is named as it is made (its fragment is shared by every call).
   */
  oneItem?: (name: string) => boolean;
  /**
   * The items rule `name`'s characters are named by (rule names of one character, or quoted
   * characters): each character state within it takes the first item whose characters cover
   * its own. The rule shows in a rule path, no rule within it does. Undefined: named as it is made.
   */
  itemsOf?: (name: string) => readonly string[] | undefined;
  /** Whether the literals of rule `name` (its own, not those of the rules it refers to) are named one character at a time (`"/"`, not `"//"`). */
  byCharacter?: (name: string) => boolean;
  /** Whether the choices of rule `name` (its own) are recorded in `choices`. */
  firstAlive?: (name: string) => boolean;
  /** Whether the places of rule `name` are recorded in `regions`. */
  region?: (name: string) => boolean;
}

/**
 * Builds the automaton of `start`. The grammar has passed `analyze` (nesting within
 * LIMITS.depth, so the recursion here is bounded). The start rule's body is inlined at the top
 * (no call), and each recursive rule it reaches is built once, as a fragment of its own.
 */
export function buildNfa(grammar: Grammar, alphabet: Alphabet, start: string, options: NfaOptions = {}, root: Expr = grammar.rules.get(start)!.expr): Nfa {
  const single = singleCharacters(grammar);
  const recursive = recursionOf(grammar, start).rules;
  const callee: number[] = [];
  /** Call states waiting for their fragment's first state, and the rule they call. */
  const calls: Array<[number, string]> = [];
  const kind: number[] = [];
  /** The ε-moves in the order they are made (each state's successors in priority order): grouped by state at the end. */
  const moveFrom: number[] = [];
  const moveTo: number[] = [];
  const mark: number[] = [];
  const target: number[] = [];
  const edge: number[] = [];
  const label: number[] = [];
  const labelFrom: number[] = [];
  const frame: number[] = [];
  const labels: string[] = [];
  const labelIds = new Map<string, number>();
  /** The label of each `chars` expression, made once however often it is inlined. */
  const charsLabels = new Map<Expr, number>();
  const rootName = (options.frameName ?? ((name: string) => name))(start) ?? start;
  const frames: RuleFrameEntry[] = [{ name: rootName, parent: -1 }];
  const frameIds = new Map<string, number>([[`-1 ${rootName}`, 0]]);
  const edges = new EdgeTable(alphabet);
  const nodeNames: string[] = [];
  const nodeIds = new Map<string, number>();
  const isNode = options.node ?? (() => false);

  const state = (k: number): number => {
    if (kind.length >= LIMITS.states) throw new GrammarProblemError('automaton-too-large', start, `its automaton has more than ${LIMITS.states} states`, grammar.rules.get(start)?.at);
    kind.push(k);
    mark.push(0);
    target.push(-1);
    edge.push(0);
    label.push(-1);
    labelFrom.push(-1);
    frame.push(-1);
    callee.push(-1);
    return kind.length - 1;
  };
  const link = (from: number, to: number): void => {
    moveFrom.push(from);
    moveTo.push(to);
  };
  const intern = <K>(map: Map<K, number>, key: K, list: unknown[], value: unknown): number => {
    let id = map.get(key);
    if (id === undefined) map.set(key, (id = list.push(value) - 1));
    return id;
  };
  const shown = options.frameName ?? ((name: string) => name);
  /** The frame of rule `name` entered from frame `parent` (-1: the root of a recursive rule's fragment; a hidden rule's fragment has none). */
  const frameOf = (name: string, parent: number): number => {
    const visible = shown(name);
    return visible === null ? parent : intern(frameIds, `${parent} ${visible}`, frames, { name: visible, parent });
  };
  const keep = options.keep ?? (() => false);
  const oneItem = options.oneItem ?? (() => false);
  const itemsOf = options.itemsOf ?? (() => undefined);
  const byCharacter = options.byCharacter ?? (() => false);
  const firstAlive = options.firstAlive ?? (() => false);
  const isRegion = options.region ?? (() => false);
  const regions: Region[] = [];
  const choices: Int32Array[] = [];
  /** While a rule with `itemsOf` is built: its character states and their characters. */
  let reading: Array<[number, Ranges]> | null = null;

  type Fragment = { start: number; end: number };
  /** A character state: its edge, and its label (`offset`: see Nfa.labelFrom). */
  const character = (ranges: Ranges, labelId: number, offset: number, inFrame: number): Fragment => {
    const from = state(CHARACTER);
    const to = state(EPSILON);
    edge[from] = edges.of(ranges);
    target[from] = to;
    label[from] = labelId;
    labelFrom[from] = offset;
    frame[from] = inFrame;
    reading?.push([from, ranges]);
    return { start: from, end: to };
  };
  const named = (text: string): number => intern(labelIds, text, labels, text);
  /** As `sequence` of its characters, without a function per character (and apart from `build`, whose frames the nesting stacks). */
  const literal = (expr: Extract<Expr, { kind: 'literal' }>, inFrame: number, oneByOne: boolean): Fragment => {
    const text = named(expr.text); // the text once: each character is named by the rest of it (labelOf)
    const first = state(EPSILON);
    let end = first;
    for (let k = 0; k < expr.text.length; k++) {
      const f = oneByOne ? character(literalCharacter(expr, k), named(expr.text[k]!), 0, inFrame) : character(literalCharacter(expr, k), text, k, inFrame);
      link(end, f.start);
      end = f.end;
    }
    return { start: first, end };
  };
  const sequence = (parts: Array<() => Fragment>): Fragment => {
    const first = state(EPSILON);
    let end = first;
    for (const part of parts) {
      const f = part();
      link(end, f.start);
      end = f.end;
    }
    return { start: first, end };
  };

  /** Opens and closes node rule `name` around `body` when it is a node there. */
  const node = (name: string, inFrame: number, body: Fragment): Fragment => {
    if (!isNode(name, frames[inFrame]?.name ?? '')) return body;
    const k = intern(nodeIds, name, nodeNames, name) + 1;
    const open = state(EPSILON);
    const close = state(EPSILON);
    mark[open] = k;
    mark[close] = -k;
    link(open, body.start);
    link(body.end, close);
    return { start: open, end: close };
  };

  /** The character states reached by ε-moves from `start` over the moves linked since `moves` (a fragment just built: none leads out of it yet). */
  const firstOf = (start: number, moves: number): Set<number> => {
    const after = new Map<number, number[]>();
    for (let k = moves; k < moveFrom.length; k++) {
      const from = after.get(moveFrom[k]!);
      if (from) from.push(moveTo[k]!);
      else after.set(moveFrom[k]!, [moveTo[k]!]);
    }
    const seen = new Set<number>([start]);
    const first = new Set<number>();
    const walk = [start];
    while (walk.length > 0) {
      const s = walk.pop()!;
      if (kind[s] === CHARACTER) first.add(s);
      else for (const t of after.get(s) ?? []) if (!seen.has(t)) walk.push(t), seen.add(t);
    }
    return first;
  };

  /**
   * Rule `name` as one item, in frame `inFrame` (no rule within it shows): with `items`, its
   * character states named by them; else those that start it named by the rule.
   */
  const item = (name: string, inFrame: number, items: readonly string[] | undefined, isStart = false): Fragment => {
    const moves = moveFrom.length;
    const outerReading = reading;
    if (items) reading = [];
    const outer = [inItem, owner] as const;
    [inItem, owner] = [true, name];
    const body = build(grammar.rules.get(name)!.expr, items && !isStart ? frameOf(name, inFrame) : inFrame);
    [inItem, owner] = outer;
    if (items) {
      const covering = items.map((item) => ({ id: named(item), ranges: itemRanges(item) }));
      for (const [s, ranges] of reading!) {
        const by = covering.find((c) => c.ranges !== null && covers(c.ranges, ranges));
        if (by) [label[s], labelFrom[s]] = [by.id, -1];
      }
      reading = outerReading ? outerReading.concat(reading!) : null;
      return body;
    }
    const text = named(shown(name) ?? name);
    for (const s of firstOf(body.start, moves)) [label[s], labelFrom[s]] = [text, -1];
    return body;
  };
  /** The characters of an item of `itemsOf`: a quoted character, or a rule of one character (null for anything else). */
  const itemRanges = (item: string): Ranges | null => {
    if (item.startsWith('"')) {
      const text = JSON.parse(item) as string;
      return text.length === 1 ? [[text.charCodeAt(0), text.charCodeAt(0)]] : null;
    }
    return grammar.rules.has(item) ? single({ kind: 'ref', name: item, at: grammar.rules.get(item)!.at }) : null;
  };

  /** While building: the rule whose own body is built, and whether it lies within a rule named as one item (no frames). */
  let owner = start;
  let inItem = false;
  const reports = options.oneItem !== undefined || options.itemsOf !== undefined || options.region !== undefined || options.byCharacter !== undefined || options.firstAlive !== undefined;

  /** A reference to rule `name` (not of one character, not recursive) in a grammar whose failures are told by NfaOptions' reporting. */
  const referenced = (name: string, inFrame: number): Fragment => {
    const states = kind.length;
    const moves = moveFrom.length;
    const items = inItem ? undefined : itemsOf(name);
    let body: Fragment;
    if (!inItem && (items || oneItem(name))) body = item(name, inFrame, items);
    else {
      const outer = owner;
      owner = name;
      body = build(grammar.rules.get(name)!.expr, inItem ? inFrame : frameOf(name, inFrame));
      owner = outer;
    }
    if (isRegion(name)) regions.push({ name, from: states, to: kind.length, first: firstOf(body.start, moves) });
    return node(name, inFrame, body);
  };

  const build = (expr: Expr, inFrame: number): Fragment => {
    switch (expr.kind) {
      case 'literal':
        return literal(expr, inFrame, reports && expr.text.length > 1 && byCharacter(owner));
      case 'chars': {
        let text = charsLabels.get(expr);
        if (text === undefined) charsLabels.set(expr, (text = named(expr.label ?? rangesLabel(expr.ranges))));
        return character(expr.ranges, text, -1, inFrame);
      }
      case 'ref': {
        const ranges = keep(expr.name) ? null : single(expr);
        if (ranges) return character(ranges, named(shown(expr.name) ?? expr.name), -1, inFrame); // a one-character rule: one edge, named by the rule
        if (recursive.has(expr.name)) {
          const call = state(CALL);
          const back = state(EPSILON);
          target[call] = back;
          frame[call] = inFrame; // the rule path up to the call
          calls.push([call, expr.name]);
          return node(expr.name, inFrame, { start: call, end: back });
        }
        if (reports) return referenced(expr.name, inFrame);
        return node(expr.name, inFrame, build(grammar.rules.get(expr.name)!.expr, frameOf(expr.name, inFrame)));
      }
      case 'seq':
        return sequence(expr.items.map((item) => () => build(item, inFrame)));
      case 'alt': {
        const from = state(EPSILON);
        const to = state(EPSILON);
        const ranges: number[] | null = reports && firstAlive(owner) ? [] : null;
        for (const option of expr.options) {
          const before = kind.length;
          const f = build(option, inFrame);
          ranges?.push(before, kind.length, f.end);
          link(from, f.start);
          link(f.end, to);
        }
        if (ranges) choices.push(Int32Array.from(ranges));
        return { start: from, end: to };
      }
      case 'repeat': {
        // min copies in sequence, then a loop (greedy: go on before stopping) or max - min nested optional copies
        const mandatory = sequence(Array.from({ length: expr.min }, () => () => build(expr.item, inFrame)));
        const loop = state(EPSILON);
        const end = state(EPSILON);
        link(mandatory.end, loop);
        if (expr.max === null) {
          const f = build(expr.item, inFrame);
          link(loop, f.start);
          link(f.end, loop);
          link(loop, end);
        } else {
          let from = loop;
          for (let k = expr.min; k < expr.max; k++) {
            const f = build(expr.item, inFrame);
            link(from, f.start);
            link(from, end);
            from = f.end;
          }
          link(from, end);
        }
        return { start: mandatory.start, end };
      }
    }
  };

  // a start rule named as one item is named so as a whole (its own frame at the root)
  const asItem = reports && root === grammar.rules.get(start)?.expr && (oneItem(start) || itemsOf(start) !== undefined);
  const wholeFrom = kind.length;
  const wholeMoves = moveFrom.length;
  const whole = asItem ? item(start, 0, itemsOf(start), true) : build(root, 0);
  // the start rule is a region too, when it is the rule's own body (its codes and order apply to it as to a reference)
  if (reports && root === grammar.rules.get(start)?.expr && isRegion(start)) regions.push({ name: start, from: wholeFrom, to: kind.length, first: firstOf(whole.start, wholeMoves), whole: true });
  const accept = state(ACCEPT);
  link(whole.end, accept);
  // each recursive rule's fragment, once (a worklist: fragments call one another)
  const entries = new Map<string, number>();
  for (let k = 0; k < calls.length; k++) {
    const [call, name] = calls[k]!;
    let entry = entries.get(name);
    if (entry === undefined) {
      owner = name;
      const body = build(grammar.rules.get(name)!.expr, frameOf(name, -1));
      const ret = state(RETURN);
      link(body.end, ret);
      entries.set(name, (entry = body.start));
    }
    callee[call] = entry;
  }
  return {
    size: kind.length,
    start: whole.start,
    accept,
    kind: Uint8Array.from(kind),
    ...grouped(kind.length, moveFrom, moveTo),
    mark: Int32Array.from(mark),
    target: Int32Array.from(target),
    edgeOf: Int32Array.from(edge),
    edges: edges.done(),
    label: Int32Array.from(label),
    labelFrom: Int32Array.from(labelFrom),
    labels,
    stored: { labelCharacters: labels.reduce((sum, text) => sum + text.length, 0), edgeCells: edges.cells },
    frame: Int32Array.from(frame),
    frames,
    nodeNames,
    callee: calls.length > 0 ? Int32Array.from(callee) : null,
    regions,
    choices,
  };
}

/** Whether `outer` holds every code unit of `inner` (both ascending and disjoint). */
function covers(outer: Ranges, inner: Ranges): boolean {
  return inner.every(([a, b]) => outer.some(([c, d]) => c <= a && b <= d));
}

/** The successors of each state, in the order linked: `epsMoves[epsFirst[s] .. epsFirst[s + 1])`. */
function grouped(size: number, from: readonly number[], to: readonly number[]): { epsFirst: Int32Array; epsMoves: Int32Array } {
  const epsFirst = new Int32Array(size + 1);
  for (const f of from) epsFirst[f + 1]!++;
  for (let s = 0; s < size; s++) epsFirst[s + 1]! += epsFirst[s]!;
  const epsMoves = new Int32Array(to.length);
  const next = epsFirst.slice(0, size);
  for (let k = 0; k < from.length; k++) epsMoves[next[from[k]!]!++] = to[k]!;
  return { epsFirst, epsMoves };
}

/** What the grammar calls character state `s`: a name, a class, or the rest of a literal from its character on, quoted. */
export function labelOf(nfa: Nfa, s: number): string {
  const text = nfa.labels[nfa.label[s]!]!;
  const from = nfa.labelFrom[s]!;
  return from < 0 ? text : JSON.stringify(text.slice(from));
}

/** `%x41-5A` / `%x2F` for ranges the grammar did not label (ABNF notation). */
function rangesLabel(ranges: Ranges): string {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(2, '0');
  return ranges.map(([a, b]) => (a === b ? `%x${hex(a)}` : `%x${hex(a)}-${hex(b)}`)).join(' / ');
}
