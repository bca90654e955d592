const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

// Two runs, and CI makes both:
// - `npm test`: every spec but the long ones below, with the specs that import spec/runs.ts
//   at a tenth of their cases. Quick enough to run after every edit.
// - `npm run test:long` (URI_GRAMMAR_LONG=1): the long specs, and the spec/runs.ts specs at
//   full size. One worker: several of them compare timings or resident memory, which a
//   second busy worker would distort.
const long = process.env.URI_GRAMMAR_LONG === '1';

/** The long specs, each with what makes it long: a real process per case, timings, or a full property run. */
const LONG_SPECS = {
  'spec/regex-linearity.spec.ts': 'every regex of src/ on 16–64 KiB adversarial texts, best of 7 timings',
  'spec/text/linear.spec.ts': 'scaling shapes by timing, up to 1 MB',
  'spec/engine/compile/scaling.spec.ts': 'scaling shapes by timing',
  'spec/cli/binary.spec.ts': 'the built binary, one process per case',
  'spec/cli/manners-binary.spec.ts': 'the built binary, one process per case',
  'spec/cli/memory.spec.ts': 'the binary on a 16 MiB line of every scheme, resident memory',
  'spec/cli/line-memory.spec.ts': 'each line command on a 16 MiB line, resident memory',
  'spec/cli/lint-limits.spec.ts': 'lint on lines up to the findings bound',
  'spec/engine/bnf/oracle.spec.ts': 'the compiled grammar against an oracle, a property run',
  'spec/fuzz-sample.spec.ts': 'grammar mutants and 1 MB inputs to every API',
  'spec/engine/compile/registration-cost.spec.ts': 'registration of grammars up to 8× a base size, operation counts',
  'spec/engine/compile/perCharacter.spec.ts': 'visits per character on 16 KB inputs of slow grammars',
  'spec/engine/compile/onePass.spec.ts': 'the one pass against the two passes on 400 random grammars',
  'spec/rfc2396/fast/lazy.spec.ts': 'lists built on first read, on inputs past the lazy size',
  'spec/package/package.spec.ts': 'npm pack, an install into an empty project, bundling',
  'spec/package/examples.spec.ts': 'every @example of the API reference compiled and run',
  'spec/engine/abnf/extract.spec.ts': 'the ABNF of 14 RFC texts, and a time ratio on 1 MB',
  'spec/schemes/isValidUrl-long.spec.ts': 'http URLs of 18 MB through the verdict (a regression of the expression engine)',
  'spec/engine/compile/recursion.spec.ts': 'the stack machine against a CFG recogniser and a backtracking parser, its visits counted at 1×/2×/4× uncached (spec/engine/compile/stackCache.spec.ts stays quick)',
};
for (const file of Object.keys(LONG_SPECS)) {
  if (!existsSync(join(__dirname, file))) throw new Error(`jest.config.js: LONG_SPECS names ${file}, which is not there`);
}

const specs = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? specs(join(dir, e.name)) : e.name.endsWith('.spec.ts') ? [join(dir, e.name)] : []));
const all = specs(join(__dirname, 'spec'));
const isLong = (file) => Object.hasOwn(LONG_SPECS, file.slice(__dirname.length + 1));
const sized = (file) => /from '(\.\.?\/)+runs'/.test(readFileSync(file, 'utf8'));

/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/spec'],
  testMatch: long ? all.filter((f) => isLong(f) || sized(f)) : all.filter((f) => !isLong(f)),
  ...(long ? { maxWorkers: 1 } : { maxWorkers: 2 }),
  // each file transpiled alone, not type-checked (about 15 s of `npm test`), because tsconfig.json
  // sets isolatedModules: `npm run typecheck` checks the whole project, specs included, and CI runs it
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
};
