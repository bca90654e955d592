/** Character codes of the delimiters the fast scanners test for. */
export const NUMBER_SIGN = 35; // #
export const PERCENT = 37; //     %
export const PLUS = 43; //        +
export const HYPHEN = 45; //      -
export const DOT = 46; //         .
export const SLASH = 47; //       /
export const COLON = 58; //       :
export const SEMICOLON = 59; //   ;
export const QUESTION = 63; //    ?
export const AT = 64; //          @
