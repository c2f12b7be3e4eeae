#!/usr/bin/env node
/**
 * `npm run release -- <module> [--version x.y.z] [--from-build]`: builds one module (the shell, a
 * remote or the API) into the immutable folder `releases/<module>/<version>/` with a release.json
 * saying what it was built with. An existing version is never overwritten: a fix is a new version.
 * `--from-build` packs what `npm run build` already made (CI builds once, then releases).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../platform/config.mjs';
import { MODULES, moduleVersion, parseVersion, releaseInfo } from './release-info.mjs';
import { releasesDir } from './trains.mjs';

const { values, positionals } = parseArgs({ options: { version: { type: 'string' }, 'from-build': { type: 'boolean' } }, allowPositionals: true });
const [module] = positionals;
if (!MODULES[module]) fail(`usage: npm run release -- <${Object.keys(MODULES).join('|')}> [--version x.y.z]`);
const version = values.version ?? moduleVersion(module);
if (!parseVersion(version)) fail(`"${version}" is no version (x.y.z)`);

const target = path.join(releasesDir(), module, version);
if (existsSync(target)) fail(`${module} ${version} is already released (${target}); releases are immutable, give a new --version`);

// Built beside the target and renamed into place, so a failed build never leaves a half release.
const staging = `${target}.building-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
mkdirSync(path.dirname(target), { recursive: true });
try {
  if (MODULES[module].kind === 'api') buildApi(staging, values['from-build']);
  else if (values['from-build']) packBuild(module, staging);
  else buildWeb(module, staging);
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(releaseInfo(module, version), null, 2)}\n`);
  renameSync(staging, target);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  fail(String(error.message ?? error));
}
console.log(`released ${module} ${version} -> ${path.relative(ROOT, target)}`);

/** The shell or a remote: Rsbuild into the staging folder, the version stamped into its manifest. */
function buildWeb(name, out) {
  run(path.join(ROOT, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(ROOT, MODULES[name].dir),
    env: { DIST_DIR: out, MF_BUILD_VERSION: version },
  });
}

/** The web module's existing build folder, as `npm run build` left it. */
function packBuild(name, out) {
  const dist = path.join(ROOT, MODULES[name].dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${name} has no build in ${path.relative(ROOT, dist)}: run npm run build first`);
  cpSync(dist, out, { recursive: true });
}

/** The API: its build and the builds of the workspace packages it runs (they resolve to dist/). */
function buildApi(out, fromBuild) {
  if (!fromBuild) run(path.join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', '@dental/api', '--output-style=static'], { env: { NX_DAEMON: 'false' } });
  if (!existsSync(path.join(ROOT, 'services/api/dist/main.js'))) throw new Error('the API has no build: run npm run build first');
  for (const group of ['services', 'libs']) {
    for (const name of readdirSync(path.join(ROOT, group))) {
      const dist = path.join(ROOT, group, name, 'dist');
      if (!existsSync(dist) || (group === 'libs' && !isServerLib(name))) continue;
      cpSync(dist, path.join(out, group, name, 'dist'), { recursive: true });
      cpSync(path.join(ROOT, group, name, 'package.json'), path.join(out, group, name, 'package.json'));
    }
  }
}

/** Browser-only libs have no place in the API's release. */
function isServerLib(name) {
  return !['ui', 'api-client', 'auth', 'live', 'feature-messenger'].includes(name);
}

function run(command, args, { cwd = ROOT, env = {} } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
