import { basename, extname } from 'node:path';
import { isSchemeName } from '../rfc2396/classes';
import { Refusal } from './command';

// scheme = alpha *( alpha | digit | "+" | "-" | "." )   (RFC 2396 §3.1)
const RULE = 'a letter, then letters, digits, "+", "-" or "."';

/** `--scheme-name NAME`, refused (exit 2, one line) unless it is a scheme name. */
export function checkedSchemeName(name: string): string {
  if (!isSchemeName(name)) throw new Refusal(`--scheme-name ${JSON.stringify(name)} is not a scheme name (RFC 2396 §3.1: ${RULE})`);
  return name;
}

/**
 * The scheme a `--grammar` file defines when no `--scheme-name` is given (docs/cli.md): its
 * base name without the extension, each "_" written "-" (file names use "_", schemes cannot:
 * `my_geo.abnf` is `my-geo`). A name that is then still no scheme name (`9geo.abnf`,
 * `café.abnf`) is refused, naming `--scheme-name`.
 */
export function schemeNameOf(path: string): string {
  const base = basename(path, extname(path));
  const name = base.replace(/_/g, '-');
  if (isSchemeName(name)) return name;
  throw new Refusal(`--grammar ${path}: the file name ${JSON.stringify(base)} gives no scheme name (RFC 2396 §3.1: ${RULE}); name the scheme with --scheme-name`);
}
