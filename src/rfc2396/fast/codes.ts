/** Character codes of the delimiters the builder splits lists at (and an opaque part's query at, Appendix B). */
export const DOT = 46; //         .
export const SLASH = 47; //       /
export const SEMICOLON = 59; //   ;
export const QUESTION = 63; //    ?
