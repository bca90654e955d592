import type { Alphabet } from './alphabet';
import { union } from './charset';
import type { Nfa } from './nfa';

/** The DFA state with no NFA states: no continuation is possible. */
export const DEAD = 0;
const UNKNOWN = -1;

/**
 * The subset construction of an NFA, built lazily: a transition is computed the first time
 * an input needs it and cached in a flat table, so each input character costs one table
 * lookup for its class and one for the transition. Never backtracks.
 */
export class LazyDfa {
  /** `table[state * classes + class]`: target state, or UNKNOWN. */
  table: Int32Array;
  readonly start: number;
  private readonly classes: number;
  /** Per DFA state: its NFA states (ε-closed, only states with an edge or accepting). */
  private readonly sets: number[][] = [];
  private readonly accepting: boolean[] = [];
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly nfa: Nfa,
    private readonly alphabet: Alphabet,
  ) {
    this.classes = alphabet.size;
    this.table = new Int32Array(16 * this.classes).fill(UNKNOWN);
    this.state([]); // DEAD
    this.start = this.state(this.closure([nfa.start]));
  }

  get size(): number {
    return this.sets.length;
  }

  isAccepting(state: number): boolean {
    return this.accepting[state]!;
  }

  /** The transition from `state` on character class `cls`, building it if needed. */
  step(state: number, cls: number): number {
    const cached = this.table[state * this.classes + cls]!;
    if (cached !== UNKNOWN) return cached;
    const targets: number[] = [];
    for (const s of this.sets[state]!) {
      if (this.nfa.edge[s]?.[cls]) targets.push(this.nfa.target[s]!);
    }
    const next = this.state(this.closure(targets));
    this.table[state * this.classes + cls] = next;
    return next;
  }

  /** The code units with a live transition out of `state`, as ascending ranges. */
  allowed(state: number): Array<[number, number]> {
    const ranges: Array<[number, number]> = [];
    for (let cls = 1; cls < this.classes; cls++) {
      if (this.sets[state]!.some((s) => this.nfa.edge[s]?.[cls])) ranges.push([...this.alphabet.rangeOf[cls]!]);
    }
    return union([ranges]);
  }

  private state(set: number[]): number {
    const key = set.join(',');
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.sets.length;
    this.sets.push(set);
    this.accepting.push(set.includes(this.nfa.accept));
    this.ids.set(key, id);
    if ((id + 1) * this.classes > this.table.length) {
      const grown = new Int32Array(this.table.length * 2).fill(UNKNOWN);
      grown.set(this.table);
      this.table = grown;
    }
    if (id === DEAD) this.table.fill(DEAD, 0, this.classes);
    return id;
  }

  /** ε-closure, keeping only the states that matter: those with an edge, and acceptance. */
  private closure(states: number[]): number[] {
    const seen = new Set<number>();
    const stack = [...states];
    const kept: number[] = [];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (seen.has(s)) continue;
      seen.add(s);
      if (this.nfa.edge[s] || s === this.nfa.accept) kept.push(s);
      stack.push(...this.nfa.eps[s]!);
    }
    return kept.sort((a, b) => a - b);
  }
}
