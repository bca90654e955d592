import type { BnfNode } from '../tree';
import { type Meaning, asNode, assertRoot, child, refused } from './types';

/**
 * The date of a tagging entity (RFC 4151 §2.2): a day of the Gregorian calendar, at 00:00 UTC.
 *
 * @example
 * ```ts
 * const r = parseUrl('tag:a.example,2004-05:x');
 * const date: TagDate | undefined = r.ok && r.value.schemeName === 'tag' ? r.value.url.date : undefined;
 * date; //=> { text: '2004-05', year: 2004, month: 5, day: 1 }
 * ```
 */
export interface TagDate {
  /** The date as written: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. §2.4: two spellings of one day make different tags. */
  text: string;
  year: number;
  /** 1–12; 1 when not written (§2.2: "the month and day default to 01"). */
  month: number;
  /** 1–31; 1 when not written (§2.2). */
  day: number;
}

/**
 * The tree of an RFC 4151 `tagURI` with its meaning.
 *
 * @example
 * ```ts
 * const r = parseUrl('tag:a.example,2004-05:x#f');
 * const tag: TagNode | undefined = r.ok && r.value.schemeName === 'tag' ? r.value.url : undefined;
 * [tag?.authorityName, tag?.specific, tag?.fragment]; //=> ['a.example', 'x', 'f']
 * ```
 */
export interface TagNode extends BnfNode {
  /** The DNSname or emailAddress, as written (§2.1: case is kept; `EXAMPLE.com` and `example.com` make different tags). */
  authorityName: string;
  date: TagDate;
  /** The name-space-specific part, as written (§2.1). */
  specific: string;
  /** After "#" (§2.1). Absent without "#". */
  fragment?: string;
}

/**
 * The meaning of an RFC 4151 tag's tree: authority name, date, specific part, fragment.
 * Refuses (on the `month` or `day` span) a date that is no day of the calendar: month 00
 * or 13, day 00, 2001-02-29 (§2.2: "The date specifies … any particular day").
 *
 * @example
 * ```ts
 * const r = parseUrl('tag:sandro@w3.org,2004-05:Sandro');
 * if (r.ok && r.value.schemeName === 'tag') r.value.url.date; //=> { text: '2004-05', year: 2004, month: 5, day: 1 }
 * ```
 */
export function readTag(tree: BnfNode, _input: string): Meaning<TagNode> {
  assertRoot(tree, 'tagURI', 'readTag');
  const entity = child(tree, 'taggingEntity')!;
  const dateNode = child(entity, 'date')!;
  const monthNode = child(dateNode, 'month');
  const dayNode = child(dateNode, 'day');
  const year = Number(child(dateNode, 'year')!.text);
  const month = monthNode ? Number(monthNode.text) : 1;
  const day = dayNode ? Number(dayNode.text) : 1;
  if (month < 1 || month > 12) return refused([tree, entity, dateNode, monthNode!], `Month ${monthNode!.text} is not a month of the year (RFC 4151 §2.2: a date is a day of the Gregorian calendar).`);
  if (day < 1 || day > daysIn(year, month)) return refused([tree, entity, dateNode, dayNode!], `${year}-${monthNode!.text} has no day ${dayNode!.text} (RFC 4151 §2.2: a date is a day of the Gregorian calendar).`);
  const specific = child(tree, 'specific'); // an empty one may have no node
  const hash = tree.text.indexOf('#'); // no "#" in a specific part (pchar, "/", "?")
  const node = asNode<TagNode>(tree); // the fields written one by one: this runs for every tag parsed
  node.authorityName = child(entity, 'authorityName')!.text;
  node.date = { text: dateNode.text, year, month, day };
  node.specific = specific ? specific.text : '';
  if (hash >= 0) node.fragment = tree.text.slice(hash + 1);
  return { ok: true, value: node };
}

/** The number of days of a month of the proleptic Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
