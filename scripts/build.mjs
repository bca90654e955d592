// `npm run build`: the package's dist/, built beside it (dist.next/) and then put in its place,
// so that a build (and `npm pack`, which builds) never deletes a dist/ that specs or a running
// CLI are using; the old one is removed once nothing new can open it.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const next = 'dist.next';
const run = (file, ...args) => execFileSync(process.execPath, [file, ...args], { cwd: root, stdio: 'inherit' });

rmSync(new URL(`../${next}`, import.meta.url), { recursive: true, force: true });
run('scripts/embed-grammars.mjs');
run('scripts/generate-charsets.mjs');
run('scripts/generate-membership.mjs');
run('scripts/generate-diagnosis.mjs');
run('scripts/generate-scanner.mjs');
run('scripts/generate-models.mjs');
run('node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', next);
rmSync(new URL(`../${next}/cli`, import.meta.url), { recursive: true }); // type-checked with the rest, but no API: no declarations
run('scripts/bundle.mjs', next);
chmodSync(new URL(`../${next}/cli/main.js`, import.meta.url), 0o755);
run('scripts/build-esm.mjs', next);

const old = `dist.old-${process.pid}`;
if (existsSync(new URL('../dist', import.meta.url))) renameSync(new URL('../dist', import.meta.url), new URL(`../${old}`, import.meta.url));
renameSync(new URL(`../${next}`, import.meta.url), new URL('../dist', import.meta.url));
rmSync(new URL(`../${old}`, import.meta.url), { recursive: true, force: true }); // open files stay readable until closed
