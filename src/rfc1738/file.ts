import type { Node, Rule } from '../combinators';
import { compiledRule } from './compiled';
import type { Fpath } from './ftp';
import type { Host } from './hostport';

// RFC 1738 §3.10 / §5 FILE.

export interface Fileurl extends Node<'fileurl'> {
  /** Undefined when the host is empty (`file:///etc`); `localhost` is a host node. */
  host?: Host;
  /** §3.10 (GUIDE pitfall 13): an empty host and "localhost" both mean the machine interpreting the URL. */
  machine: { kind: 'this-machine' } | { kind: 'host'; name: string };
  fpath: Fpath;
  /** The decoded directory names and file name (<directory>/.../<name>). */
  path: string[];
}

/**
 * fileurl = "file://" [ host | "localhost" ] "/" fpath
 * "localhost" is itself a hostname, so `[ host ]` covers both alternatives. `path` is read
 * from fpath on first use (a long path has no list until it is read: ./segments).
 */
export const fileurl: Rule<Fileurl> = compiledRule('fileurl');
