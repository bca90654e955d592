import type { Alphabet } from '../bnf/alphabet';
import type { ErrorCode } from '../../combinators/errors';
import type { Nfa, NfaOptions } from './nfa';
import { PriorityRun } from './priority';

/**
 * How a grammar's failures are told, where its rules alone do not say it: what a grammar
 * cannot say lives beside it, once per rule, keyed by rule name (grammar/rfc2396.bnf's is
 * src/rfc2396/reporting.ts). None of it changes the language; none of it applies unless a
 * caller asks (`CompileOptions.reporter: reporterOf(reporting)`; a user grammar's failures are
 * named by what its rules are made of, in the automaton's order). docs/grammar-compiler.md,
 * "Error words".
 */
export interface Reporting {
  /** Rules named as one item where they could start (`escaped`, not `"%"`); no rule within them shows in a rule path. */
  readonly oneItem?: readonly string[];
  /** Per rule: the items its characters are named by (the first that covers each), in this order, before what follows the rule; no rule within it shows. */
  readonly items?: Readonly<Record<string, readonly string[]>>;
  /** Rules that do not show in a rule path. */
  readonly hidden?: readonly string[];
  /** Rules whose own literals are named one character at a time (`"/"`, not `"//"`). */
  readonly byCharacter?: readonly string[];
  /**
   * Rules whose choices commit as a backtracking parser's do: once an alternative has matched,
   * a later one is not named (read once per input: a choice in a repetition commits for all).
   */
  readonly firstAlive?: readonly string[];
  /** Rules that take the longest of their alternatives: what goes on within them is named before what follows them. */
  readonly longest?: readonly string[];
  /** Per rule: the code of a failure where the rule could go on (see CodeAt); the first in tried order counts. */
  readonly codes?: Readonly<Record<string, CodeAt>>;
}

/** Where a failure within a rule has a code of its own. */
export interface CodeAt {
  readonly code: ErrorCode;
  /** Only at this character (null: at the end of the input). */
  readonly found?: string | null;
  /** Only where the rule could start (`'start'`), or only past its start (`'within'`). */
  readonly where?: 'start' | 'within';
}

/** What a failure is told as: its items, its rule path, the code units that could go on. */
export interface Described {
  readonly expected: readonly string[];
  readonly rulePath: readonly string[];
  readonly ranges: Array<[number, number]>;
}

/** What CompiledStart asks of a reporting: the automaton's options, then what tells its failures. */
export interface Reporter {
  options(options: NfaOptions): NfaOptions;
  /** `describe`: the CompiledStart's description of states in the order told. */
  teller(nfa: Nfa, alphabet: Alphabet, describe: (states: Int32Array) => Described): Teller;
}

/** Tells the failure of a run that read input[from, at) and stopped there, before `found` (null: the end). */
export interface Teller {
  tell(input: string, from: number, at: number, found: string | null): { described: Described; code: ErrorCode | undefined };
  /** Characters read and automaton states entered (for the linearity specs). */
  readonly work: number;
}

/** The reporter of `reporting`, for `CompileOptions.reporter`. */
export function reporterOf(reporting: Reporting): Reporter {
  return {
    options: (options) => reportingOptions(reporting, options),
    teller: (nfa, alphabet, describe) => new ReportingTeller(nfa, alphabet, reporting, describe),
  };
}

/**
 * The failure at the offset, in priority order (PriorityRun) and as `reporting` tells it;
 * what a list of the run comes to is remembered by the list (errors with the same failure
 * share their frozen lists), and the code by the character found.
 */
class ReportingTeller implements Teller {
  private readonly run: PriorityRun;
  private readonly tables: ReportingTables;
  private readonly byStates = new Map<string, Described>();
  private readonly byList = new WeakMap<Int32Array, { states: number[]; described: Described; codes: Map<string | null, ErrorCode | null> }>();

  constructor(
    nfa: Nfa,
    alphabet: Alphabet,
    reporting: Reporting,
    private readonly describe: (states: Int32Array) => Described,
  ) {
    this.run = new PriorityRun(nfa, alphabet);
    this.tables = new ReportingTables(nfa, reporting);
  }

  get work(): number {
    return this.run.work;
  }

  tell(input: string, from: number, at: number, found: string | null): { described: Described; code: ErrorCode | undefined } {
    const list = this.run.statesAt(input, from, at);
    let known = this.byList.get(list);
    if (!known) {
      const states = this.tables.inOrder(list, this.run.matched);
      const key = states.join();
      let described = this.byStates.get(key);
      if (!described) {
        described = this.describe(Int32Array.from(states));
        if (this.byStates.size < 1024) this.byStates.set(key, described);
      }
      this.byList.set(list, (known = { states, described, codes: new Map() }));
    }
    let code = known.codes.get(found);
    if (code === undefined) {
      code = this.tables.codeOf(known.states, found) ?? null;
      if (known.codes.size < 128) known.codes.set(found, code);
    }
    return { described: known.described, code: code ?? undefined };
  }
}

/** The automaton's options for `reporting`, on top of `options`. */
function reportingOptions(reporting: Reporting, options: NfaOptions = {}): NfaOptions {
  const { oneItem = [], items = {}, hidden = [], byCharacter = [], firstAlive = [], longest = [], codes = {} } = reporting;
  const shown = options.frameName ?? ((name: string) => name);
  const regions = new Set([...Object.keys(items), ...longest, ...Object.keys(codes)]);
  return {
    ...options,
    frameName: (name) => (hidden.includes(name) ? null : shown(name)),
    oneItem: (name) => oneItem.includes(name),
    itemsOf: (name) => (Object.hasOwn(items, name) ? items[name] : undefined),
    byCharacter: (name) => byCharacter.includes(name),
    firstAlive: (name) => firstAlive.includes(name),
    region: (name) => regions.has(name),
  };
}

/**
 * What `reporting` says of each region of an automaton (`nfa.regions`), found once: whether
 * its states go before what follows it, the items it is named by, and per state, the regions
 * with a code that hold it (innermost first).
 */
class ReportingTables {
  private readonly grouped: boolean[];
  private readonly vocabulary: (readonly string[] | undefined)[];
  private readonly codeRegions = new Map<number, number[]>();
  private readonly codes: (CodeAt | undefined)[];

  constructor(
    private readonly nfa: Nfa,
    reporting: Reporting,
  ) {
    const { longest = [], items = {}, codes = {} } = reporting;
    this.vocabulary = nfa.regions.map((r) => (Object.hasOwn(items, r.name) ? items[r.name] : undefined));
    this.grouped = nfa.regions.map((r, k) => this.vocabulary[k] !== undefined || longest.includes(r.name));
    this.codes = nfa.regions.map((r) => (Object.hasOwn(codes, r.name) ? codes[r.name] : undefined));
    nfa.regions.forEach((r, k) => {
      if (!this.codes[k]) return;
      for (let s = r.from; s < r.to; s++) {
        const list = this.codeRegions.get(s);
        if (list) list.push(k);
        else this.codeRegions.set(s, [k]);
      }
    });
  }

  /**
   * The states of a failure (character and accepting states, in priority order: PriorityRun)
   * in the order the reporting tells them: the alternatives of a choice after the first that
   * matched (`matched[c]`: its index in `nfa.choices[c]`, -1 for none) dropped, the states
   * within a `longest` or `items` rule before those that follow it, the latter's in the order
   * of its items.
   */
  inOrder(states: Int32Array, matched: Int32Array): number[] {
    const { nfa } = this;
    let list = Array.from(states);
    nfa.choices.forEach((choice, c) => {
      const first = matched[c]!;
      if (first >= 0) list = list.filter((s) => !within(choice, first + 1, s));
    });
    nfa.regions.forEach((region, k) => {
      if (!this.grouped[k]) return;
      const inside = (s: number) => s >= region.from && s < region.to;
      const first = list.findIndex(inside);
      if (first < 0) return;
      const rest = list.slice(first);
      const group = rest.filter(inside);
      const vocabulary = this.vocabulary[k];
      if (vocabulary) {
        const rank = (s: number) => vocabulary.indexOf(nfa.labels[nfa.label[s]!]!);
        group.sort((a, b) => rank(a) - rank(b)); // stable
      }
      list = [...list.slice(0, first), ...group, ...rest.filter((s) => !inside(s))];
    });
    return list;
  }

  /** The code of a failure at `states` (in reporting order) with `found` there, if any: the first state's innermost region whose code applies. */
  codeOf(states: readonly number[], found: string | null): ErrorCode | undefined {
    for (const s of states) {
      for (const k of this.codeRegions.get(s) ?? []) {
        const at = this.codes[k]!;
        const region = this.nfa.regions[k]!;
        if (at.where === 'start' && region.whole) continue;
        const first = region.first.has(s);
        if ((at.found === undefined || at.found === found) && (at.where === undefined || (at.where === 'start') === first)) return at.code;
      }
    }
    return undefined;
  }
}

/** Whether `s` lies in one of the alternatives of `choice` from the `from`-th on. */
function within(choice: Int32Array, from: number, s: number): boolean {
  for (let k = from * 3; k < choice.length; k += 3) if (s >= choice[k]! && s < choice[k + 1]!) return true;
  return false;
}
