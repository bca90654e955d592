const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

// `npm run test:long` (URI_GRAMMAR_LONG=1) runs the specs whose size it sets, those that
// import spec/runs.ts, at full size; `npm test` runs every spec, those at a tenth.
const long = process.env.URI_GRAMMAR_LONG === '1';
const specs = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? specs(join(dir, e.name)) : e.name.endsWith('.spec.ts') ? [join(dir, e.name)] : []));
const sized = () => specs(join(__dirname, 'spec')).filter((f) => /from '(\.\.?\/)+runs'/.test(readFileSync(f, 'utf8')));

/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/spec'],
  ...(long ? { testMatch: sized() } : { testMatch: ['**/*.spec.ts'] }),
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
};
