/**
 * Character classes over ASCII, as 128-entry tables. URIs are ASCII (RFC 2396 §2.1;
 * RFC 1738 §2.2), so a code unit ≥ 128 is never a member of any class.
 *
 * @example
 * ```ts
 * import { characters } from 'uri-grammar';
 * characters.MARK.has('~'.charCodeAt(0)); //=> true
 * characters.MARK.members(); //=> "!'()*-._~"
 * ```
 */
export class CharClass {
  private readonly table = new Uint8Array(128);

  constructor(
    /** Name used in `expected` (an RFC rule name, or a quoted literal). */
    readonly name: string,
    members: string,
  ) {
    for (let k = 0; k < members.length; k++) this.table[members.charCodeAt(k)] = 1;
  }

  /**
   * Whether the UTF-16 code unit `code` is a member.
   */
  has(code: number): boolean {
    return code < 128 && this.table[code] === 1;
  }

  /** The member characters, in code order. */
  members(): string {
    let out = '';
    for (let c = 0; c < 128; c++) if (this.table[c]) out += String.fromCharCode(c);
    return out;
  }

  /**
   * A new class named `name`: these members and the others'.
   */
  union(name: string, ...others: CharClass[]): CharClass {
    return new CharClass(name, this.members() + others.map((o) => o.members()).join(''));
  }

  /**
   * A new class named `name`: these members but `chars`.
   */
  minus(name: string, chars: string): CharClass {
    return new CharClass(name, [...this.members()].filter((c) => !chars.includes(c)).join(''));
  }
}
