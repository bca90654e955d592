#!/usr/bin/env node
'use strict';
// The `uri-grammar` command (copied to dist/cli/main.js by scripts/bundle.mjs): runs the CLI
// bundle, dist/cli/cli.js, with V8's code cache. Compiling the bundle is most of a short
// call's start; with the cache of the last run V8 skips it. The cache lives in
// $XDG_CACHE_HOME/uri-grammar (else ~/.cache/uri-grammar), one file per bundle (named by the
// hash of its content, which the build writes in below: V8 checks a cache against the
// source's length only, and would run a stale one for a changed bundle of the same length),
// V8 version and architecture; a cache V8 refuses is rewritten. Where nothing can be written
// the cache is left out; URI_GRAMMAR_NO_CACHE=1 leaves it out too, and so does a copy of this
// file the build did not write its hash into.
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { homedir } = require('node:os');
const { dirname, join } = require('node:path');
const Module = require('node:module');
const vm = require('node:vm');

const file = join(__dirname, 'cli.js');
const source = readFileSync(file, 'utf8').replace(/^#!.*/, ''); // a hashbang is no JavaScript inside the module wrapper
/** The first 16 hex digits of the SHA-256 of cli.js, written in by scripts/bundle.mjs. */
const BUNDLE_HASH = '';
const useCache = process.env.URI_GRAMMAR_NO_CACHE !== '1' && BUNDLE_HASH !== '';
const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'uri-grammar');
const cacheFile = join(cacheDir, `cli-${process.versions.v8}-${process.arch}-${BUNDLE_HASH}.bin`);
let cachedData;
if (useCache) {
  try {
    cachedData = readFileSync(cacheFile);
  } catch {}
}
const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
if (useCache && (cachedData === undefined || script.cachedDataRejected)) {
  // after the run, so that the functions it compiled are in the cache too
  process.once('exit', () => {
    try {
      mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      const temporary = `${cacheFile}.${process.pid}`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile); // whole or not at all, whatever runs at the same time
    } catch {}
  });
}
// the bundle runs as the main module (it starts the command when require.main is its module)
const cli = new Module(file, null);
cli.filename = file;
cli.paths = Module._nodeModulePaths(dirname(file));
const load = (id) => cli.require(id);
load.resolve = (request) => Module._resolveFilename(request, cli);
load.main = cli;
load.cache = Module._cache;
script.runInThisContext().call(cli.exports, cli.exports, load, cli, file, dirname(file));
