// scripts/esm-to-cjs.mjs: a part of the CommonJS build from esbuild's ES module chunk, its
// imports as plain bindings, and the build stopped where plain bindings would differ from live ones.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const SCRIPT = 'file://' + join(ROOT, 'scripts/esm-to-cjs.mjs');

/** The CommonJS text of `esm`, or the build's error message. */
function convert(esm: string): { code?: string; error?: string } {
  const program = `import { toCommonJS } from ${JSON.stringify(SCRIPT)};
try { process.stdout.write(JSON.stringify({ code: toCommonJS(${JSON.stringify(esm)}, 'chunk.js').code })); }
catch (e) { process.stdout.write(JSON.stringify({ error: e.message })); }`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', program], { cwd: ROOT, encoding: 'utf8' })) as { code?: string; error?: string };
}

/** The exports of CommonJS `code` run with `modules` as what `require` gives. */
function run(code: string, modules: Record<string, unknown>): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', code)(exports, (name: string) => modules[name]);
  return exports;
}

describe('esm-to-cjs', () => {
  it('turns named imports into bindings of what require gives, and the export list into properties', () => {
    const { code } = convert('import{a as b,c}from"./x.js";import"./side.js";import P from"parsimmon";const d=b+c;function f(){return P(d)}export{d as total,f};');
    const loaded: string[] = [];
    const modules = { './x.js': { a: 1, c: 2 }, './side.js': {}, parsimmon: (x: number) => x * 10 };
    const exports = run(code!, new Proxy(modules, { get: (m, k: string) => (loaded.push(k), m[k as keyof typeof m]) }));
    expect(loaded).toEqual(['./x.js', './side.js', 'parsimmon']); // in the order of the imports
    expect(exports.total).toBe(3);
    expect((exports.f as () => number)()).toBe(30);
    expect(Object.keys(exports)).toEqual(['total', 'f']);
  });

  it('stops at an exported binding assigned after its declaration: a plain binding would not follow it', () => {
    expect(convert('let n=0;function inc(){n++}export{n,inc};').error).toMatch(/exported binding n is assigned/);
    expect(convert('let n=0;function set(v){n=v}export{n,set};').error).toMatch(/exported binding n is assigned/);
    expect(convert('let a,b;function g(){[a,{b}]=[1,{b:2}]}export{a,b,g};').error).toMatch(/exported binding a is assigned/);
    expect(convert('let a;function g(){({x:a}={x:1})}export{a,g};').error).toMatch(/exported binding a is assigned/);
  });

  it('lets a local of the same name be assigned, and an exported binding that is not', () => {
    const { code, error } = convert('let n=0;function f(n){n=2;return n}function g(){let n=1;n+=1;return n}let cache;function h(){let cache2=cache;return cache2}export{n,f,g,h};');
    expect(error).toBeUndefined();
    expect(run(code!, {}).n).toBe(0);
  });

  it('stops at forms it does not turn (a namespace import, a re-export)', () => {
    expect(convert('import*as m from"./x.js";export{m};').error).toMatch(/unexpected import form/);
    expect(convert('export{a}from"./x.js";').error).toMatch(/unexpected export form/);
    expect(convert('export const a=1;').error).toMatch(/unexpected inline export/);
  });
});
