/*
 * One wording for a file the CLI cannot read, whichever command or option names it:
 * `uri-grammar: PATH: No such file or directory`, the C library's strerror text, as ripgrep,
 * grep and cat write it. Exit 2.
 */

/** strerror(3) of the errors opening or reading a file can give (glibc's words). */
const STRERROR: Readonly<Record<string, string>> = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EPERM: 'Operation not permitted',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
  ELOOP: 'Too many levels of symbolic links',
  ENAMETOOLONG: 'File name too long',
  EMFILE: 'Too many open files',
  ENFILE: 'Too many open files in system',
  EIO: 'Input/output error',
  ENXIO: 'No such device or address',
  ENODEV: 'No such device',
  EFBIG: 'File too large',
  EINVAL: 'Invalid argument',
  EAGAIN: 'Resource temporarily unavailable',
  ETXTBSY: 'Text file busy',
};

/**
 * `PATH: reason` for an error reading `path` (the caller escapes it for the terminal and
 * prefixes `uri-grammar: `). Node's own message, without its code and its `, open '…'`
 * (the path once more), for an error without a known code.
 * `fileError('a.abnf', enoent)` → `'a.abnf: No such file or directory'`.
 */
export function fileError(path: string, e: unknown): string {
  const error = e as NodeJS.ErrnoException;
  const known = error.code === undefined ? undefined : STRERROR[error.code];
  const message = String(error.message ?? e).replace(/^[A-Z][A-Z0-9_]+: /, '');
  const plain = message.slice(0, syscallAt(message));
  return `${path}: ${known ?? plain.charAt(0).toUpperCase() + plain.slice(1)}`;
}

/** Where Node's `, <syscall> '<path>'` ends a message (its length when it has none): found by index, not /, \w+ '.*'$/s (quadratic). */
function syscallAt(message: string): number {
  if (!message.endsWith("'")) return message.length;
  for (let at = message.indexOf(', '); at >= 0; at = message.indexOf(', ', at + 1)) {
    let k = at + 2;
    while (k < message.length && /\w/.test(message[k]!)) k++;
    if (k > at + 2 && message.startsWith(" '", k)) return at;
  }
  return message.length;
}
