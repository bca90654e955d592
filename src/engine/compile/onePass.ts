import type { Alphabet } from '../bnf/alphabet';
import { type Closure, markersOn } from './closure';
import { grow } from './derive';
import { ACCEPT, CHARACTER, type Nfa } from './nfa';
import { cacheBudget } from './problems';

/** What `OnePass.derive` returns where it cannot tell the derivation without the right contexts. */
export const UNDECIDED = -2;

/** Where a derivation that stopped goes on: position, markers written before it, and the states it may be in there, in priority order. */
export interface Resume {
  at: number;
  written: number;
  states: Int32Array;
}

/** Where a derivation's markers go: the Deriver's buffer, sized by its policy. */
export interface MarkerSink {
  /** The buffer for a derivation of input[from, to). */
  reserve(from: number, to: number): Int32Array;
  /** The buffer, grown to hold at least `n` entries (its first entries kept). */
  enlarge(n: number): Int32Array;
  /** Records that the derivation wrote `n` entries. */
  settle(n: number, from: number, to: number): void;
}

// Table entries: 0 not yet computed; a negative entry -(next + 1) passes no marker.
const UNKNOWN = 0;
const DEAD = 1;
const CONFLICT = 2;
/** The first id of a transition that passes markers (its markers and next state in the flat arrays). */
const FIRST_ID = 3;
/** The states a transition's walks may enter, per state of the automaton (and 1,024 more): past it, a conflict. */
const WORK_PER_STATE = 4;

/**
 * The derivation of a member in one pass, where the next character decides it.
 *
 * The Deriver (./derive) chooses at each position j the first path in priority order from the
 * state it is in to a character state that reads input[j] and can still finish the input (its
 * right context R_j, from a backward pass). Often the choice of markers needs no R_j: every
 * path that reads input[j] passes the same markers there. A hostname's labels are one case
 * (`domainlabel` or `toplabel` is undecided until a "." or the end, but neither is a node), the
 * end of a `hostport` at the "/" after it another.
 *
 * This is a DFA over lists of states: the states a derivation may be in after a character, all
 * with the same markers so far, in priority order (the order a backtracking parser would try
 * them, as a Pike VM keeps its threads). It is built lazily with the forward DFA's budget. Its
 * transition on a class passes the markers that every path from every state of the list to a
 * reader of that class passes (each path the first in priority order to its end, as the
 * Deriver's search finds it), or is a conflict where two such paths disagree. Up to a conflict
 * the markers are the Deriver's: the path the Deriver takes at j is one of those compared, from
 * the state it is in (one of the list's). At a conflict the Deriver takes over from there
 * (`undecided`): the state it is in is the first of the list from which the rest of the input
 * can be read, since an earlier one would be a path of higher priority.
 */
export class OnePass {
  /** `ascii[state << 7 | code]` for code units below 128: the entry, or UNKNOWN. */
  private ascii = new Int32Array(0);
  /** `table[state * classes + class]`: the entry, or UNKNOWN. */
  private table = new Int32Array(0);
  /** By state: the entry at the end of the input (its markers; the accepting state reached), or UNKNOWN. */
  private ends = new Int32Array(0);
  private readonly sets: Int32Array[] = [];
  private readonly ids = new Map<string, number>();
  /** By transition id: the state after it; its markers are pool[markStart[id] .. markStart[id + 1]). */
  private nextOf = new Int32Array(64);
  private markStart = new Int32Array(64);
  private pool = new Int32Array(64);
  private made = FIRST_ID;
  private start = 0;
  private readonly classes: number;
  /** Transitions computed (not found in the cache), and cache clears: for the linearity specs. */
  misses = 0;
  clears = 0;
  /** Derivations left to the Deriver at a conflict. */
  undecided = 0;
  /** Where the last UNDECIDED derivation stopped: the position, the markers written before it, the states it may be in (priority order). */
  readonly stop: Resume = { at: 0, written: 0, states: EMPTY };

  constructor(
    private readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
    private readonly closure: Closure,
    private readonly budget = cacheBudget(alphabet.size * 4 + 512 + nfa.size),
  ) {
    this.classes = alphabet.size;
    this.reset();
  }

  /**
   * The markers of the derivation of input[from, to) as the Deriver writes them, to `sink`:
   * their count; -1 for a non-member; UNDECIDED at a conflict (then `stop` says where).
   */
  derive(input: string, from: number, to: number, sink: MarkerSink): number {
    let out = sink.reserve(from, to);
    let n = 0;
    let ascii = this.ascii;
    let state = this.start;
    for (let j = from; j <= to; j++) {
      let entry: number;
      if (j === to) {
        entry = this.ends[state]!;
        if (entry === UNKNOWN) entry = this.transition(state, -1);
      } else {
        const c = input.charCodeAt(j);
        const k = (state << 7) | c;
        entry = c < 128 && k < ascii.length ? ascii[k]! : UNKNOWN;
        if (entry === UNKNOWN) {
          entry = this.step(state, c);
          ascii = this.ascii; // the step may have grown or cleared the cache
        }
      }
      if (entry < 0) {
        state = -entry - 1;
        continue;
      }
      if (entry === DEAD) return -1;
      if (entry === CONFLICT) {
        this.undecided++;
        this.stop.at = j;
        this.stop.written = n;
        this.stop.states = this.sets[state]!;
        return UNDECIDED;
      }
      const first = this.markStart[entry]!;
      const last = this.markStart[entry + 1]!;
      if (n + 2 * (last - first) > out.length) out = sink.enlarge(n + 2 * (last - first));
      const { pool } = this;
      for (let m = first; m < last; m++) {
        out[n++] = pool[m]!;
        out[n++] = j;
      }
      state = this.nextOf[entry]!;
    }
    sink.settle(n, from, to);
    return n;
  }

  /** The entry of `state` on code unit `code`, computed and cached. */
  private step(state: number, code: number): number {
    const cls = this.alphabet.classOf[code]!;
    let entry = this.table[state * this.classes + cls]!;
    if (entry !== UNKNOWN) {
      if (code < 128) this.ascii[(state << 7) | code] = entry;
      return entry;
    }
    const clears = this.clears;
    entry = this.transition(state, cls);
    if (code < 128 && this.clears === clears) this.ascii[(state << 7) | code] = entry;
    return entry;
  }

  /**
   * The transition of `state` on class `cls` (-1: the end of the input), computed: the markers
   * all its paths pass, or CONFLICT, or DEAD. Cached unless the cache was cleared on the way
   * (then `state` is gone, and the entry, which names a state of the new cache, is all the
   * caller needs).
   */
  private transition(state: number, cls: number): number {
    this.misses++;
    const { nfa } = this;
    let agreed: number[] | undefined;
    const targets: number[] = [];
    let conflict = false;
    // a walk per state of the list: past the forward DFA's work for a transition (one closure) several times over, leave it to the two passes
    let work = WORK_PER_STATE * nfa.size + 1024;
    const enter = (): boolean => --work > 0;
    for (const source of this.sets[state]!) {
      this.pathsFrom(source, cls, enter, (markers, end) => {
        if (agreed === undefined) agreed = markers;
        else if (!sameList(agreed, markers)) conflict = true;
        if (cls >= 0) targets.push(nfa.target[end]!);
      });
      if (work <= 0) conflict = true; // the walk was cut short: what it found is not all
      if (conflict) break;
    }
    let entry: number;
    let cleared = false;
    if (conflict) entry = CONFLICT;
    else if (agreed === undefined) entry = DEAD;
    else {
      let next = -1;
      if (cls >= 0) {
        const set = Int32Array.from(new Set(targets)); // first reached first: the priority order
        const key = set.join(',');
        const known = this.ids.get(key);
        if (known !== undefined) next = known;
        else {
          if (this.sets.length >= this.budget) {
            this.reset();
            this.clears++;
            cleared = true;
          }
          next = this.intern(set, key);
        }
      }
      entry = agreed.length === 0 && next >= 0 ? -next - 1 : this.record(agreed, next);
    }
    if (cleared) return entry;
    if (cls < 0) this.ends[state] = entry;
    else this.table[state * this.classes + cls] = entry;
    return entry;
  }

  /**
   * For every path from `source` to a character state that reads class `cls` (for -1, to the
   * accepting state), the markers it passes and the state it ends in, as the Deriver's search
   * would find that state (the first path to it in priority order); entering states only while
   * `enter` allows.
   */
  private pathsFrom(source: number, cls: number, enter: () => boolean, found: (markers: number[], end: number) => void): void {
    const { nfa } = this;
    this.closure.paths(source, enter, (end, path) => {
      if (cls < 0 ? nfa.kind[end] === ACCEPT : nfa.kind[end] === CHARACTER && nfa.edge[end]![cls] === 1) found(markersOn(nfa, path), end);
      return false;
    });
  }

  /** Records a transition that passes markers (or ends the input): its id. */
  private record(markers: number[], next: number): number {
    const id = this.made++;
    if (id + 2 > this.markStart.length) {
      this.markStart = grow(this.markStart, id + 2);
      this.nextOf = grow(this.nextOf, id + 2);
    }
    const first = this.markStart[id]!;
    if (first + markers.length > this.pool.length) this.pool = grow(this.pool, first + markers.length);
    this.pool.set(markers, first);
    this.markStart[id + 1] = first + markers.length;
    this.nextOf[id] = next;
    return id;
  }

  private intern(set: Int32Array, key: string): number {
    const id = this.sets.length;
    this.sets.push(set);
    this.ids.set(key, id);
    if ((id + 1) * this.classes > this.table.length) {
      const rows = Math.min(this.budget, Math.max(16, (id + 1) * 2));
      this.table = resized(this.table, rows * this.classes);
      this.ascii = resized(this.ascii, rows << 7);
      this.ends = resized(this.ends, rows);
    }
    return id;
  }

  /** Empties the cache: the start state only. */
  private reset(): void {
    this.sets.length = 0;
    this.ids.clear();
    this.table = new Int32Array(0);
    this.ascii = new Int32Array(0);
    this.ends = new Int32Array(0);
    this.made = FIRST_ID;
    const start = Int32Array.of(this.nfa.start);
    this.start = this.intern(start, String(this.nfa.start));
  }
}

const EMPTY = new Int32Array(0);

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** A copy of `a` with `n` entries, the new ones zero (UNKNOWN). */
function resized(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}
