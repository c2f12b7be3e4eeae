import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, platformConfig } from '../platform/config.mjs';
import { MODULES, SHARED_LIBS, SHARED_PACKAGES, contractSupported, parseVersion, sameLine } from './release-info.mjs';

/**
 * Release trains: `trains/<name>.json` names one version of every module. Promoting a train checks
 * it, then switches what the browsers load (`/remotes.json`) in one atomic rename, keeping the
 * previous file for a rollback. Pure file work, so the CLI (train.mjs) and the tests share it.
 */

export const releasesDir = () => path.resolve(ROOT, process.env.RELEASES_DIR ?? 'releases');
export const trainsDir = () => path.resolve(ROOT, process.env.TRAINS_DIR ?? 'trains');
/** Where browsers fetch releases from: the shell's own /releases mount, or a CDN's address. */
const releasesUrl = () => (process.env.RELEASES_URL ?? '/releases').replace(/\/$/, '');

const REMOTE_MODULES = Object.keys(MODULES).filter((module) => MODULES[module].kind === 'remote');
const WEB_MODULES = Object.keys(MODULES).filter((module) => MODULES[module].kind !== 'api');

/** The live files beside the remotes manifest the shell serves (REMOTES_JSON). */
export function liveFiles(remotesJson = platformConfig().remotesJson) {
  const dir = path.dirname(remotesJson);
  return {
    remotesJson,
    previousRemotesJson: `${remotesJson}.previous`,
    train: path.join(dir, 'train.json'),
    previousTrain: path.join(dir, 'train.json.previous'),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function readTrain(name) {
  if (!/^[\w.-]+$/.test(name ?? '')) throw new Error(`"${name}" is no train name (letters, digits, . _ -)`);
  const file = path.join(trainsDir(), `${name}.json`);
  if (!existsSync(file)) throw new Error(`no train ${name} (${path.relative(ROOT, file)})`);
  return { name, ...readJson(file) };
}

export function readRelease(module, version) {
  const file = path.join(releasesDir(), module, version, 'release.json');
  return existsSync(file) ? readJson(file) : null;
}

/**
 * Everything that would break the page or the API if this train went live, as sentences; empty
 * when it may go. Every module named with a released version; every web module on the shell's
 * majors of the shared singletons (one copy runs in the browser) and lines of the shared libs;
 * every web module's contract served by the train's API.
 */
export function checkTrain(train) {
  const problems = [];
  const releases = {};
  for (const module of Object.keys(MODULES)) {
    const version = train.modules?.[module];
    if (!parseVersion(version)) {
      problems.push(`${module}: the train names no version`);
      continue;
    }
    releases[module] = readRelease(module, version);
    if (!releases[module]) problems.push(`${module} ${version}: not released (npm run release -- ${module} --version ${version})`);
  }
  const shell = releases.shell;
  for (const module of WEB_MODULES.filter((name) => name !== 'shell' && releases[name] && shell)) {
    for (const name of SHARED_PACKAGES) {
      const [mine, theirs] = [releases[module].shared?.[name], shell.shared?.[name]];
      if (parseVersion(mine)?.[0] !== parseVersion(theirs)?.[0]) problems.push(`${module}: built with ${name} ${mine}, the shell runs ${theirs} (another major)`);
    }
    for (const name of SHARED_LIBS) {
      const [mine, theirs] = [releases[module].shared?.[name], shell.shared?.[name]];
      if (!sameLine(mine, theirs)) problems.push(`${module}: built with ${name} ${mine}, the shell has ${theirs}`);
    }
  }
  const api = releases.api;
  for (const module of WEB_MODULES.filter((name) => releases[name] && api)) {
    if (!contractSupported(api.contract, releases[module].contract)) {
      problems.push(`${module}: speaks contract ${releases[module].contract}, the API ${api.version} serves ${api.contract}`);
    }
  }
  return problems;
}

/** The remotes manifest a train makes: each remote's mf-manifest.json inside its release. */
export const remotesManifestOf = (train) =>
  Object.fromEntries(REMOTE_MODULES.map((module) => [module, `${releasesUrl()}/${module}/${train.modules[module]}/mf-manifest.json`]));

/** Writes beside the target and renames over it: readers see the old file or the new, never half. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Checks the train and makes it live; throws with every problem when it may not go. */
export function promote(name, files = liveFiles()) {
  const train = readTrain(name);
  const problems = checkTrain(train);
  if (problems.length > 0) throw new Error(`train ${name} refused:\n- ${problems.join('\n- ')}`);
  if (existsSync(files.remotesJson)) copyFileSync(files.remotesJson, files.previousRemotesJson);
  if (existsSync(files.train)) copyFileSync(files.train, files.previousTrain);
  else rmSync(files.previousTrain, { force: true });
  const live = {
    name,
    promoted_at: new Date().toISOString(),
    modules: Object.fromEntries(Object.keys(MODULES).map((module) => [module, { version: train.modules[module], commit: readRelease(module, train.modules[module]).commit }])),
  };
  writeAtomically(files.remotesJson, `${JSON.stringify(remotesManifestOf(train), null, 2)}\n`);
  writeAtomically(files.train, `${JSON.stringify(live, null, 2)}\n`);
  return live;
}

/** Puts back what was live before the last promotion (once: the previous files are consumed). */
export function rollback(files = liveFiles()) {
  if (!existsSync(files.previousRemotesJson)) throw new Error('nothing to roll back to: no train was promoted over another');
  renameSync(files.previousRemotesJson, files.remotesJson);
  // Before the first train the remotes were the platform's own builds: no train is live then.
  if (existsSync(files.previousTrain)) renameSync(files.previousTrain, files.train);
  else rmSync(files.train, { force: true });
  return status(files);
}

export function status(files = liveFiles()) {
  return {
    train: existsSync(files.train) ? readJson(files.train) : null,
    remotes: existsSync(files.remotesJson) ? readJson(files.remotesJson) : null,
  };
}
