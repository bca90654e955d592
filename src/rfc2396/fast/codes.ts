/** Character codes the fast path looks for that no list rule gives (../../generated/rfc2396-lists.ts has those): an opaque part's "?" (Appendix B). */
export const QUESTION = 63; //    ?
