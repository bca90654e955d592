/**
 * A string quoted for display, cut to `max` characters with an ellipsis.
 *
 * @example shown('http://a/b', 8) // '"http:/…"'
 */
export function shown(text: string, max = 80): string {
  const quoted = JSON.stringify(text);
  return quoted.length <= max ? quoted : `${quoted.slice(0, max - 2)}…"`;
}
