import { internalized } from './errors';

/**
 * The text of a short list of strings (an error's expected items, its rule path), remembered
 * by content. Errors of one grammar share a few lists, and joining one is a dozen string
 * concatenations; finding it again is a map lookup and a comparison of the items (the same
 * strings, so each `===` is a pointer comparison). Exact for any list: a remembered text is
 * used only for a list with the very same items. Bounded.
 */
export class ListTexts {
  private readonly byFirst = new Map<unknown, { items: readonly unknown[]; text: string }[]>();
  private size = 0;

  constructor(
    private readonly render: (list: readonly string[]) => string,
    private readonly max = 2048,
  ) {}

  text(list: readonly string[]): string {
    const bucket = this.byFirst.get(list[0]);
    if (bucket) {
      for (let b = 0; b < bucket.length; b++) if (sameItems(bucket[b].items, list)) return bucket[b].text;
    }
    const text = internalized(this.render(list)); // one flat string: a report that includes it copies it, not its pieces
    if (this.size < this.max) {
      this.size++;
      if (bucket) bucket.push({ items: kept(list), text });
      else this.byFirst.set(list[0], [{ items: kept(list), text }]);
    }
    return text;
  }
}

/** Whether two lists have the same items in the same order (`===`); the same list at once (an error's frozen lists, mostly). */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** A list to remember: a frozen one itself (it cannot change), any other as a copy. */
export function kept<T>(list: readonly T[]): readonly T[] {
  return Object.isFrozen(list) ? list : list.slice();
}
