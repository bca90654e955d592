/** The one function of whatwg-url the benches call (the package ships no types). */
declare module 'whatwg-url' {
  export function parseURL(input: string, options?: { baseURL?: unknown }): unknown;
}
