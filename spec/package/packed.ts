// The package as a user gets it: `npm pack` of the built repository, installed with npm
// into an empty project in a temporary directory. Offline: the install reads parsimmon from
// the npm cache by its lockfile integrity, never from the network.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');
const CONSUMER_FILES = join(__dirname, 'consumer');

export interface Packed {
  /** The tarball's file names, sorted. */
  files: string[];
  /** Its size in bytes, packed and unpacked. */
  size: number;
  unpackedSize: number;
  /** The consumer project, with uri-grammar installed in node_modules. */
  project: string;
}

/** The newest modification time under `dir` (recursively), in ms. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

/**
 * Packs the built package (the specs do not build: CI runs `npm run build` first, and a build
 * here would delete dist/ under the specs that run the CLI) and installs it into a new project.
 */
export function packAndInstall(): Packed {
  const built = join(ROOT, 'dist/esm/index.mjs');
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    throw new Error('spec/package: dist/ is missing: run `npm run build` first');
  }
  if (newest(join(ROOT, 'src')) > builtAt) throw new Error('spec/package: dist/ is older than src/: run `npm run build` first');

  const work = mkdtempSync(join(tmpdir(), 'uri-grammar-pack-'));
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT, encoding: 'utf8' });
  const [info] = JSON.parse(out) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  const project = join(work, 'consumer');
  mkdirSync(project);
  for (const name of readdirSync(CONSUMER_FILES)) copyFileSync(join(CONSUMER_FILES, name), join(project, name));

  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; bin: Record<string, string> };
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string; resolved?: string; integrity: string }> };
  const tarball = `file:../${info.filename}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(join(work, info.filename))).digest('base64')}`;
  const dependencies: Record<string, unknown> = {};
  for (const name of Object.keys(pkg.dependencies)) {
    const locked = lock.packages[`node_modules/${name}`]!;
    dependencies[`node_modules/${name}`] = {
      version: locked.version,
      resolved: locked.resolved ?? `https://registry.npmjs.org/${name}/-/${name}-${locked.version}.tgz`,
      integrity: locked.integrity,
    };
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, dependencies: { 'uri-grammar': tarball } }));
  writeFileSync(join(project, 'package-lock.json'), JSON.stringify({
    name: 'consumer',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'consumer', version: '1.0.0', dependencies: { 'uri-grammar': tarball } },
      'node_modules/uri-grammar': { version: pkg.version, resolved: tarball, integrity, dependencies: pkg.dependencies, bin: pkg.bin },
      ...dependencies,
    },
  }));
  execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, encoding: 'utf8' });
  return { files: info.files.map((f) => f.path).sort(), size: info.size, unpackedSize: info.unpackedSize, project };
}
