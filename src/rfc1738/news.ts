import type { Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Article, Group, Grouppart, Newsurl } from './ast';

export type { Group, Article, Grouppart, Newsurl } from './ast';

// RFC 1738 §3.6 / §5 NEWS.

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
