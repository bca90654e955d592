import { Node, NodeFields, Rule, literal, map, opt, rule, seq } from '../combinators';
import { accessor } from '../own';
import { schemeLiteral } from './common';
import { Fpath, fpath } from './ftp';
import { Host, host } from './login';

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
 * "localhost" is itself a hostname, so `[ host ]` covers both alternatives.
 * `path` is read from fpath on first use (an own enumerable accessor, last as a data field would
 * be): a path of more than LAZY_LIST segments has no list until it is read (./segments).
 */
export const fileurl: Rule<Fileurl> = map(
  rule<Fileurl, [string, Host | undefined, string, Fpath]>(
    'fileurl',
    seq(schemeLiteral('file://'), opt(host), literal('/'), fpath),
    ([, h, , p]) =>
      ({
        ...(h ? { host: h } : {}),
        machine: !h || h.text.toLowerCase() === 'localhost' ? { kind: 'this-machine' } : { kind: 'host', name: h.text },
        fpath: p,
      }) as NodeFields<Fileurl>,
  ),
  (node) => {
    let path: string[] | undefined;
    return Object.defineProperty(node, 'path', accessor({
      get: () => (path ??= node.fpath.fsegments.map((s) => s.decoded)),
      set: (value: string[]) => {
        path = value;
      },
      enumerable: true,
      configurable: true,
    }));
  },
);
