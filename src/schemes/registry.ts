/**
 * The scheme registry: one door for built-in and user schemes. Keyed by the
 * lower-cased scheme name (RFC 2396 §3.1, RFC 1738 §2.1: schemes are case-insensitive),
 * in a Map so that a scheme named `constructor` or `__proto__` is plain data.
 */
export interface SchemeEntry {
  name: string;
  /** The port a server of this scheme listens on when none is given. */
  defaultPort?: number;
  /** Whether references are resolved against it hierarchically (RFC 2396 §3, §5.2). */
  hierarchical: boolean;
}

const registry = new Map<string, SchemeEntry>();

function seed(entry: SchemeEntry): void {
  registry.set(entry.name, entry);
}

// RFC 1738 §3 default ports.
seed({ name: 'ftp', defaultPort: 21, hierarchical: true });
seed({ name: 'http', defaultPort: 80, hierarchical: true });
seed({ name: 'gopher', defaultPort: 70, hierarchical: true });
seed({ name: 'mailto', hierarchical: false });
seed({ name: 'news', hierarchical: false });
seed({ name: 'nntp', defaultPort: 119, hierarchical: true });
seed({ name: 'telnet', defaultPort: 23, hierarchical: true });
seed({ name: 'wais', defaultPort: 210, hierarchical: true });
seed({ name: 'file', hierarchical: true });
seed({ name: 'prospero', defaultPort: 1525, hierarchical: true });

export function lookupScheme(scheme: string): SchemeEntry | undefined {
  return registry.get(scheme.toLowerCase());
}

/** The scheme's default port, or undefined when it has none or is unregistered. */
export function defaultPort(scheme: string): number | undefined {
  return lookupScheme(scheme)?.defaultPort;
}

/** Whether the registry marks the scheme hierarchical (false when unregistered). */
export function isHierarchical(scheme: string): boolean {
  return lookupScheme(scheme)?.hierarchical ?? false;
}

export function registeredSchemes(): SchemeEntry[] {
  return [...registry.values()];
}
