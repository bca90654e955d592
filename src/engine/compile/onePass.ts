import type { Alphabet } from '../bnf/alphabet';
import type { Closure } from './closure';
import { accepts } from './edges';
import { type MarkerSink, grow } from './markers';
import { MarkerTrie } from './markerTrie';
import { ACCEPT, CHARACTER, type Nfa } from './nfa';
import { cacheBudget } from './problems';
import { SetIndex, hashList } from './setIndex';

/** What `OnePass.derive` returns where it cannot tell the derivation without the right contexts. */
export const UNDECIDED = -2;

/** Where a derivation that stopped goes on: position, markers written before it, and the states it may be in there, in priority order. */
export interface Resume {
  at: number;
  written: number;
  states: Int32Array;
}

// Table entries: 0 not yet computed; a negative entry -(next + 1) passes no marker.
const UNKNOWN = 0;
const DEAD = 1;
const CONFLICT = 2;
/** The first id of a transition that passes markers (its markers and next state in the flat arrays). */
const FIRST_ID = 3;
/** The states a transition's walks may enter, per state of the automaton (and 1,024 more): past it, a conflict. */
const WORK_PER_STATE = 4;
/** Fewer characters than this per cached state between two clears of the cache in one derivation: it goes on without the cache (as ForwardDfa). */
const CHARACTERS_PER_STATE = 10;
/** What `compute` found: the transition passes the markers of `this.agreed` (to `this.list`, for a class). */
const AGREED = 3;

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
  private readonly index = new SetIndex();
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
  /** Automaton states the transitions computed entered (their walks) or looked at (the lists hashed and compared): the per-character bound's spec counts these. */
  work = 0;
  /** Whether derivations compute every transition, caching none (specs compare the two ways). */
  withoutCache = false;
  /** Derivations that went on without the cache (for specs: that one thrashed it). */
  uncached = 0;
  /** The markers of the transitions' paths; `agreed` is the node of the one computed last. */
  private readonly trie = new MarkerTrie();
  private agreed = MarkerTrie.ROOT;
  /** The list after the transition computed last, `list[0 .. listed)`, and the list a derivation without the cache is in. */
  private list: Int32Array;
  private listed = 0;
  private held: Int32Array;
  /** Marks the states already in `list` (a list names each state once). */
  private readonly inList: Uint32Array;
  private listStamp = 0;
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
    this.list = new Int32Array(nfa.size);
    this.held = new Int32Array(nfa.size);
    this.inList = new Uint32Array(nfa.size);
    this.reset();
  }

  /**
   * The markers of the derivation of input[from, to) as the Deriver writes them, to `sink`:
   * their count; -1 for a non-member; UNDECIDED at a conflict (then `stop` says where). A
   * derivation that sees the cache cleared twice with fewer than CHARACTERS_PER_STATE
   * characters per cached state in between goes on without it.
   */
  derive(input: string, from: number, to: number, sink: MarkerSink): number {
    let out = sink.reserve(from, to);
    let n = 0;
    if (this.withoutCache) return this.deriveWithoutCache(input, from, from, to, sink, out, 0, this.sets[this.start]!);
    let ascii = this.ascii;
    let state = this.start;
    let clears = this.clears;
    let cleared = -1;
    let thrashing = false;
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
          if (this.clears !== clears) {
            thrashing = cleared >= 0 && j - cleared < CHARACTERS_PER_STATE * this.budget;
            clears = this.clears;
            cleared = j;
          }
        }
      }
      if (entry < 0) state = -entry - 1;
      else {
        if (entry === DEAD) return -1;
        if (entry === CONFLICT) return this.undecide(j, n, this.sets[state]!);
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
      if (thrashing) return this.deriveWithoutCache(input, from, j + 1, to, sink, out, n, this.sets[state]!);
    }
    sink.settle(n, from, to);
    return n;
  }

  /**
   * `derive` from position `at` in the list `states`, after `n` markers in `out`, computing each
   * transition and caching none (a Pike VM's step, with the one pass's rule for markers): per
   * character, at most WORK_PER_STATE walks' worth of the automaton's states, and no cache that
   * grows or is cleared.
   */
  private deriveWithoutCache(input: string, from: number, at: number, to: number, sink: MarkerSink, out: Int32Array, n: number, states: Int32Array): number {
    this.uncached++;
    this.held.set(states);
    let count = states.length;
    for (let j = at; j <= to; j++) {
      const found = this.compute(this.held, count, j === to ? -1 : this.alphabet.classOf[input.charCodeAt(j)]!);
      if (found === DEAD) return -1;
      if (found === CONFLICT) return this.undecide(j, n, this.held.slice(0, count));
      if (this.agreed !== MarkerTrie.ROOT) {
        const markers = this.trie.markers(this.agreed);
        if (n + 2 * markers.length > out.length) out = sink.enlarge(n + 2 * markers.length);
        for (const m of markers) {
          out[n++] = m;
          out[n++] = j;
        }
      }
      // the list computed is the one the next character starts from
      const read = this.held;
      this.held = this.list;
      this.list = read;
      count = this.listed;
    }
    sink.settle(n, from, to);
    return n;
  }

  /** Leaves the derivation to the Deriver at position j, after `written` markers, in the list `states`. */
  private undecide(j: number, written: number, states: Int32Array): number {
    this.undecided++;
    this.stop.at = j;
    this.stop.written = written;
    this.stop.states = states;
    return UNDECIDED;
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
    const from = this.sets[state]!;
    const found = this.compute(from, from.length, cls);
    let entry: number;
    let cleared = false;
    if (found !== AGREED) entry = found;
    else {
      let next = -1;
      if (cls >= 0) {
        const { list, listed } = this;
        const hash = hashList(list, listed);
        this.work += listed;
        next = this.index.find(hash, (id) => this.isListed(id));
        if (next < 0) {
          if (this.sets.length >= this.budget) {
            this.reset();
            this.clears++;
            cleared = true;
          }
          next = this.intern(list.slice(0, listed), hash);
        }
      }
      const markers = this.agreed === MarkerTrie.ROOT ? NO_MARKERS : this.trie.markers(this.agreed);
      entry = markers.length === 0 && next >= 0 ? -next - 1 : this.record(markers, next);
    }
    if (cleared) return entry;
    if (cls < 0) this.ends[state] = entry;
    else this.table[state * this.classes + cls] = entry;
    return entry;
  }

  /**
   * The transition from the list `states[0 .. count)` on class `cls` (-1: the end of the
   * input): DEAD, CONFLICT, or AGREED with the markers every path passes in `agreed` and, for a
   * class, the list after it in `list[0 .. listed)`. For every path from a state of the list to
   * a character state that reads the class (for -1, to the accepting state), as the Deriver's
   * search would find that state (the first path to it in priority order), a walk per state
   * of the list: past the forward DFA's work for a transition (one closure) several times
   * over, a conflict, left to the two passes.
   */
  private compute(states: Int32Array, count: number, cls: number): number {
    const { nfa, trie, list, inList } = this;
    trie.clear();
    let agreed = -1;
    let conflict = false;
    const budget = WORK_PER_STATE * nfa.size + 1024;
    let work = budget;
    const enter = (): boolean => --work > 0;
    if (this.listStamp === 0xffffffff) {
      inList.fill(0);
      this.listStamp = 0;
    }
    const stamp = ++this.listStamp;
    let listed = 0;
    const found = (end: number, markers: number): boolean => {
      if (cls < 0 ? nfa.kind[end] !== ACCEPT : nfa.kind[end] !== CHARACTER || !accepts(nfa.edges, nfa.edgeOf[end]!, cls)) return false;
      if (agreed < 0) agreed = markers;
      else if (agreed !== markers) return (conflict = true);
      const t = nfa.target[end]!;
      if (cls >= 0 && inList[t] !== stamp) {
        inList[t] = stamp; // first reached first: the priority order
        list[listed++] = t;
      }
      return false;
    };
    for (let k = 0; k < count && !conflict; k++) {
      this.closure.paths(states[k]!, enter, found, trie);
      if (work <= 0) conflict = true; // the walk was cut short: what it found is not all
    }
    this.work += budget - work + count;
    this.listed = listed;
    this.agreed = agreed;
    return conflict ? CONFLICT : agreed < 0 ? DEAD : AGREED;
  }

  /** Whether state `id`'s list is list[0 .. listed), in order. */
  private isListed(id: number): boolean {
    const set = this.sets[id]!;
    if (set.length !== this.listed) return false;
    this.work += set.length;
    for (let k = 0; k < set.length; k++) if (set[k] !== this.list[k]) return false;
    return true;
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

  private intern(set: Int32Array, hash: number): number {
    const id = this.sets.length;
    this.sets.push(set);
    this.index.add(hash, id);
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
    this.index.clear();
    this.table = new Int32Array(0);
    this.ascii = new Int32Array(0);
    this.ends = new Int32Array(0);
    this.made = FIRST_ID;
    const start = Int32Array.of(this.nfa.start);
    this.start = this.intern(start, hashList(start, 1));
  }
}

const EMPTY = new Int32Array(0);
const NO_MARKERS: number[] = [];

/** A copy of `a` with `n` entries, the new ones zero (UNKNOWN). */
function resized(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}
