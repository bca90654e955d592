const EMPTY = new Uint8Array(0);

/**
 * What the scanner found in a URI-reference (./scan: the generated derivation's tags): the
 * offsets of its parts, -1 where a part is absent. One instance is reused (parsing is synchronous); `build` turns it into the AST.
 */
export class Shape {
  /** The scanned input's bytes (./bytes): valid until the next scan; released after the build. */
  bytes: Uint8Array = EMPTY;
  /** The ":" after the scheme of an absoluteURI (§3). */
  schemeEnd = -1;
  /** The end of the opaque_part of an absoluteURI (§3). */
  opaqueEnd = -1;
  /** The authority of a net_path (§3.2), after its "//". */
  authorityStart = -1;
  authorityEnd = -1;
  /** Whether the authority is a reg_name rather than a server (§3.2, §4.3). */
  regName = false;
  /** The "@" after a server's userinfo (§3.2.2). */
  userinfoEnd = -1;
  /** A server's host (§3.2.2); -1 for an empty server. */
  hostStart = -1;
  hostEnd = -1;
  ipv4 = false;
  /** After the ":" of a port (§3.2.2); the port runs to the end of the authority. */
  portStart = -1;
  /** An abs_path (from its "/") or a rel_path (from its rel_segment) (§3, §5). */
  pathStart = -1;
  pathEnd = -1;
  /** The end of a rel_path's rel_segment (§5). */
  relSegmentEnd = -1;
  /** After the "?" of a query (§3.4); the query runs to the fragment or the end. */
  queryStart = -1;
  /** After the "#" of a fragment (§4.1); the fragment runs to the end. */
  fragmentStart = -1;

  /** Drops the reference to the bytes, so that a long input's array is not kept. */
  release(): void {
    this.bytes = EMPTY;
  }
}
