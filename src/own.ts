/**
 * Options, parts and other caller objects are read by their own properties only: a key
 * another module set on `Object.prototype` (prototype pollution) is no option. The copy has
 * no prototype, so that a key the caller left out reads as undefined, never as an
 * inherited value.
 */

/** `value`'s own enumerable string-keyed properties, in a new object with no prototype. */
export function ownProperties<T extends object>(value: T): Partial<T> {
  const copy = Object.create(null) as Record<string, unknown>;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = source[key]; // no prototype: "__proto__" is a plain key here
  return copy as Partial<T>;
}

/** `value[key]` when it is an own property of `value`, else undefined. */
export function own<T extends object, K extends keyof T>(value: T, key: K): T[K] | undefined {
  return Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

/**
 * An accessor property descriptor with no prototype: `Object.defineProperty` reads a
 * descriptor's `value` and `writable` through its prototype too, and refuses an accessor
 * that seems to have them.
 */
export function accessor(descriptor: Pick<PropertyDescriptor, 'get' | 'set' | 'enumerable' | 'configurable'>): PropertyDescriptor {
  return Object.assign(Object.create(null) as PropertyDescriptor, descriptor);
}
