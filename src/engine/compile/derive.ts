import { AT_END, type BackwardDfa } from './backward';
import type { Closure } from './closure';
import { MarkerTrie } from './markerTrie';
import { type MarkerSink, grow, growMarkers, reservedMarkers } from './markers';
import { CHARACTER, type Nfa } from './nfa';

/**
 * The derivation of a member, as the markers of the node rules it passes, with their
 * positions: `[marker, position, marker, position, …]`, `+k` where an occurrence of node rule
 * k starts and `-k` where it ends. The policy where the grammar is ambiguous: at each
 * position, the first path in priority order (an earlier alternative first; a repetition goes
 * on before it stops) that still leads to acceptance of the whole input — what a backtracking
 * parser finds, without backtracking: `rights[j]` (R_j, from the BackwardDfa) says which
 * character states can go on at position j. One choice per (state, R_j), cached.
 *
 * A choice is a number (its id) into flat typed arrays: the markers it passes are
 * `pool[markStart[id] .. markStart[id + 1])`, and `resumeAfter[id]` is the resume number of
 * the state after its character (so the loop reads no object per character).
 */
export class Deriver implements MarkerSink {
  /** `table[right * resumes + resume]`: the choice at (state of `resume`, R) as `choose` encodes it, or 0. Rows for the backward states below the budget. */
  private table = new Int32Array(0);
  /** Choices at backward states past the table's rows, by `right * resumes + resume`. */
  private readonly overflow = new Map<number, number>();
  /** The states a derivation resumes from (the start, and every character edge's target), numbered densely. */
  private readonly resumeOf: Int32Array;
  /** The automaton state of each resume number. */
  private readonly stateOf: Int32Array;
  private readonly resumes: number;
  /** By choice id (id 0 unused): where its markers start in `pool` (they end where the next id's start). */
  private markStart = new Int32Array(64);
  /** By choice id: the resume number after its character (-1 for the accepting end). */
  private resumeAfter = new Int32Array(64);
  private pool = new Int32Array(64);
  /** Ids 1 … made - 1 are in use. */
  private made = 1;
  /** How many choices were searched (not found in the cache). */
  searches = 0;
  /** The markers of a search's paths. */
  private readonly trie = new MarkerTrie();

  constructor(
    private readonly nfa: Nfa,
    private readonly backward: BackwardDfa,
    private readonly closure: Closure,
    private readonly rows = 2048,
  ) {
    const resumeOf = new Int32Array(nfa.size).fill(-1);
    const stateOf: number[] = [];
    resumeOf[nfa.start] = stateOf.push(nfa.start) - 1;
    for (let s = 0; s < nfa.size; s++) {
      const t = nfa.target[s]!;
      if (nfa.kind[s] === CHARACTER && resumeOf[t]! < 0) resumeOf[t] = stateOf.push(t) - 1;
    }
    this.resumeOf = resumeOf;
    this.stateOf = Int32Array.from(stateOf);
    this.resumes = stateOf.length;
  }

  /** Forget cached choices (their keys name backward states, which a trim renumbers). */
  clear(): void {
    this.made = 1;
    this.table = new Int32Array(0);
    this.overflow.clear();
  }

  /** The markers of the last derivation: `markers[0 .. count)` (see `derive`); a derivation overwrites them. */
  markers = new Int32Array(64);

  private shortRuns = 0;
  /** Marker entries per character of the last derivation longer than LONG_INPUT characters. */
  private markersPerCharacter = 0;

  /**
   * The markers of the derivation of the input's [from, to), given R_j for every j in [from, to]
   * (`rights[j - from]`), written to `markers`; their count. A typed buffer kept between calls
   * (no object, no garbage, however long the input); one over MARKERS_KEPT entries is dropped
   * after SHORT_RUNS derivations in a row that needed at most MARKERS_KEPT. With `resumeAt`
   * (≥ 0), it goes on from automaton state `state` there (R_j in `rights[j - resumeAt]`), after
   * the `written` entries a derivation in one pass left in `markers` (OnePass): three numbers,
   * not an object, as the one pass's stop is made on every derivation it cannot finish.
   */
  derive(from: number, to: number, rights: Int32Array, resumeAt = -1, written = 0, state = -1): number {
    const resumed = resumeAt >= 0;
    const at = resumed ? resumeAt : from;
    let out = resumed ? this.markers : this.reserve(from, to);
    let n = resumed ? written : 0;
    const { resumes, rows } = this;
    let table = this.table;
    let r = this.resumeOf[resumed ? state : this.nfa.start]!;
    for (let j = at; j <= to; j++) {
      const right = rights[j - at]!;
      const slot = right * resumes + r;
      let id = right < rows && slot < table.length ? table[slot]! : 0;
      if (id === 0) {
        id = this.choose(r, right);
        table = this.table; // the choice may have grown it
      }
      if (id < 0) {
        r = -id - 1; // a choice that passes no marker: the resume number itself (most characters)
        continue;
      }
      const first = this.markStart[id]!;
      const last = this.markStart[id + 1]!;
      if (first !== last) {
        if (n + 2 * (last - first) > out.length) out = this.enlarge(n + 2 * (last - first));
        const { pool } = this;
        for (let k = first; k < last; k++) {
          out[n++] = pool[k]!;
          out[n++] = j;
        }
      }
      r = this.resumeAfter[id]!;
    }
    this.settle(n, from, to);
    return n;
  }

  /** The marker buffer for a derivation of input[from, to) (MarkerSink, also for OnePass). */
  reserve(from: number, to: number): Int32Array {
    if (this.shortRuns >= SHORT_RUNS) {
      this.markers = new Int32Array(64); // not at the end of the last call: its markers were still to be read
      this.shortRuns = 0;
    }
    // a long input: room for as many markers per character as the last long one had (no doubling copies on the way)
    const wanted = to - from > LONG_INPUT ? reservedMarkers(Math.ceil((to - from + 1) * this.markersPerCharacter * 1.125)) : 0;
    if (wanted > this.markers.length) this.markers = new Int32Array(wanted);
    return this.markers;
  }

  /** The marker buffer with room for `n` entries. */
  enlarge(n: number): Int32Array {
    return (this.markers = growMarkers(this.markers, n));
  }

  /** Records the size of a derivation just written (`n` entries), for the buffer's policy. */
  settle(n: number, from: number, to: number): void {
    if (to - from > LONG_INPUT) this.markersPerCharacter = n / (to - from + 1);
    if (n > MARKERS_KEPT) this.shortRuns = 0;
    else if (this.markers.length > MARKERS_KEPT) this.shortRuns++;
  }

  /**
   * The choice at (state of resume `r`, R), searched and cached when new, as the table holds
   * it: `-(resume + 1)` for a choice that passes no marker and reads a character (one load per
   * such position in `derive`), else its id.
   */
  private choose(r: number, right: number): number {
    const key = right * this.resumes + r;
    if (right >= this.rows) {
      let entry = this.overflow.get(key);
      if (entry === undefined) this.overflow.set(key, (entry = this.entryOf(this.search(this.stateOf[r]!, right))));
      return entry;
    }
    if (key >= this.table.length) {
      const grown = new Int32Array(Math.min(this.rows, Math.max(16, (right + 1) * 2)) * this.resumes);
      grown.set(this.table);
      this.table = grown;
    }
    const entry = this.entryOf(this.search(this.stateOf[r]!, right));
    this.table[key] = entry;
    return entry;
  }

  private entryOf(id: number): number {
    const after = this.resumeAfter[id]!;
    return this.markStart[id] === this.markStart[id + 1] && after >= 0 ? -after - 1 : id;
  }

  /** Records a choice: its markers and the state that reads the character (or accepts); its id. */
  private record(markers: number[], next: number): number {
    const id = this.made++;
    if (id + 2 > this.markStart.length) {
      this.markStart = grow(this.markStart, id + 2);
      this.resumeAfter = grow(this.resumeAfter, id + 2);
    }
    const first = this.markStart[id]!;
    if (first + markers.length > this.pool.length) this.pool = grow(this.pool, first + markers.length);
    this.pool.set(markers, first);
    this.markStart[id + 1] = first + markers.length;
    this.resumeAfter[id] = this.nfa.kind[next] === CHARACTER ? this.resumeOf[this.nfa.target[next]!]! : -1;
    return id;
  }

  /** Depth first over ε-moves in priority order, pruned to live states; each state once. The id of the choice. */
  private search(s: number, right: number): number {
    this.searches++;
    const { nfa, backward } = this;
    let chosen = 0;
    const { trie } = this;
    trie.clear();
    this.closure.paths(
      s,
      (t) => backward.matchesFrom(right, t),
      (end, markers) => {
        const fits = backward.isMember(right, end) && (nfa.kind[end] === CHARACTER ? right !== AT_END : right === AT_END);
        if (fits) chosen = this.record(trie.markers(markers), end);
        return fits;
      },
      trie,
    );
    if (chosen === 0) throw new Error('uri-grammar: internal error: no derivation of a member'); // unreachable: the input was checked to be a member
    return chosen;
  }
}

/** A marker buffer longer than this (256 KiB) is dropped after SHORT_RUNS short inputs in a row. */
const MARKERS_KEPT = 1 << 16;
const SHORT_RUNS = 16;
/** An input longer than this many characters (64K) starts its marker buffer at the size the last long one needed. */
const LONG_INPUT = 1 << 16;
