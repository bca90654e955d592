import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Host } from './hostport';

// RFC 1738 §3.6 / §5 NEWS.

/** RFC 1738 §5 `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`. */
export type Group = Node<'group'>;
export interface Article extends Node<'article'> {
  host: Host;
  /** §3.6: the Message-ID of RFC 1036 §2.1.5 without "<" ">", i.e. `unique@host`, decoded. */
  messageId: string;
}
/** §3.6: `*` (all available groups), a newsgroup name, or an article's message-id ("@" tells them apart). */
export type Grouppart = Node<'grouppart'> &
  ({ kind: 'all' } | { kind: 'group'; group: Group } | { kind: 'article'; article: Article });
export interface Newsurl extends Node<'newsurl'> {
  grouppart: Grouppart;
}

/** group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ] */
export const group: Rule<Group> = compiledRule('group');
/** article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host */
export const article: Rule<Article> = compiledRule('article');
/**
 * grouppart = "*" | group | article
 * Not ordered choice (GUIDE pitfall 11): "*" and a group are prefixes of articles
 * (`news:abc@host`, `news:*@host`); the longest alternative wins, and they never tie.
 */
export const grouppart: Rule<Grouppart> = compiledRule('grouppart');
/** newsurl = "news:" grouppart */
export const newsurl: Rule<Newsurl> = compiledRule('newsurl');
