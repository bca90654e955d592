/**
 * The adversarial input families of issue 6, each as a function of the target size in
 * characters. Every family aims at a place where a backtracking or copying parser goes
 * quadratic: label scanning, hostname backtracking, escapes, parameter splitting, the
 * server / reg_name choice of RFC 2396 §3.2, dot-segment removal (§5.2 step 6).
 */
export interface Family {
  name: string;
  /** The input validated, parsed and (followed by a space, which no URI contains) diagnosed. */
  input(size: number): string;
  /** The base and reference resolved (§5.2); by default the input against a small base. */
  resolve?(size: number): { base: string; reference: string };
}

const BASE = 'http://a/b/c/d;p?q';
const repeat = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

export const FAMILIES: Family[] = [
  // §3.2.2: one label of alternating letters and hyphens
  { name: 'hostname a-a-a-…a', input: (n) => `http://${repeat('a-', n)}a/` },
  // §3.2.2: a hostname whose last label is a number: not a toplabel, so the authority is a reg_name
  { name: 'hostname a.a.a.…1', input: (n) => `http://${repeat('a.', n)}1/` },
  // §2.4.1: "%" not followed by hex, and escapes cut short
  { name: 'runs of %', input: (n) => `http://a/${repeat('%', n)}` },
  { name: 'runs of %4', input: (n) => `http://a/${repeat('%4', n)}` },
  // §3.3: segment = *pchar *( ";" param )
  { name: 'long ; parameter lists', input: (n) => `http://a/b${repeat(';p=1', n)}` },
  // §3.2: server = [ [ userinfo "@" ] hostport ] or reg_name: many "@" and ":"
  { name: 'many @ and : in authority', input: (n) => `http://${repeat('u@:', n)}h/` },
  // §5.2 step 6: ".." climbing a deep base path
  {
    name: 'deep ../ (resolve)',
    input: (n) => `${repeat('../', n)}g`,
    resolve: (n) => ({ base: `http://a/${repeat('b/', n / 2)}d`, reference: `${repeat('../', n / 2)}g` }),
  },
  // §3.3: path_segments with very many segments
  { name: 'many-segment path', input: (n) => `http://a/${repeat('s/', n)}` },
  // §3.2.2: many labels with digits, each a domainlabel, the last a candidate toplabel
  { name: 'dotted hostname test21312312.', input: (n) => `http://${repeat('test21312312.', n)}/` },
  // §2.4.1: escapes of an overlong UTF-8 "." (directory traversal attempts)
  { name: '%c0%ae runs', input: (n) => `http://a/${repeat('%c0%ae', n)}` },
  // §2.4.3: excluded characters: spaces, then a NUL
  { name: 'leading spaces then NUL', input: (n) => `${repeat(' ', n)}\u0000` },
];

export function resolveInputs(family: Family, size: number): { base: string; reference: string } {
  return family.resolve ? family.resolve(size) : { base: BASE, reference: family.input(size) };
}
