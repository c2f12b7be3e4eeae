import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../platform/config.mjs';

/**
 * What a release records of how it was built (release.json beside its files), so a train can be
 * checked before it goes live: the shared singletons' versions (one copy of each runs in the
 * browser, so a remote built against another major breaks the page), the contract version it
 * speaks, and the commit.
 */

/** The browser's singletons (tools/federation/shared.ts shares exactly these) and the shared libs. */
export const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next', 'zustand', '@tanstack/react-query'];
export const SHARED_LIBS = ['@dental/ui', '@dental/api-client', '@dental/auth', '@dental/i18n', '@dental/live', '@dental/feature-messenger', '@dental/contracts'];

/** Modules a release can be made of, and the folder whose package.json names its default version. */
export const MODULES = {
  shell: { kind: 'web', dir: 'apps/shell' },
  calendar: { kind: 'remote', dir: 'apps/calendar' },
  patients: { kind: 'remote', dir: 'apps/patients' },
  settings: { kind: 'remote', dir: 'apps/settings' },
  reports: { kind: 'remote', dir: 'apps/reports' },
  // The patients' public page: a page of its own (config.mjs PUBLIC_PAGES), not in /remotes.json.
  booking: { kind: 'page', dir: 'apps/booking' },
  api: { kind: 'api', dir: 'services/api' },
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const installedVersion = (name) => readJson(path.join(ROOT, 'node_modules', name, 'package.json')).version;

const libVersion = (name) => readJson(path.join(ROOT, 'libs', name.replace('@dental/', ''), 'package.json')).version;

export const moduleVersion = (module) => readJson(path.join(ROOT, MODULES[module].dir, 'package.json')).version;

export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The release.json of a module built now from this checkout. */
export function releaseInfo(module, version) {
  return {
    module,
    version,
    commit: gitCommit(),
    built_at: new Date().toISOString(),
    contract: libVersion('@dental/contracts'),
    shared: Object.fromEntries([...SHARED_PACKAGES.map((name) => [name, installedVersion(name)]), ...SHARED_LIBS.map((name) => [name, libVersion(name)])]),
  };
}

/** `x.y.z` → [x, y, z]; anything else is no version. */
export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(String(text ?? ''));
  return match ? match.slice(1, 4).map(Number) : null;
}

/** Breaking changes come with a new major, or a new minor while the major is 0 (semver's caret). */
export function sameLine(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) return false;
  return x[0] === y[0] && (x[0] !== 0 || x[1] === y[1]);
}

/** Whether an API speaking contract `served` answers a client built against `expected`. */
export function contractSupported(served, expected) {
  const [s, e] = [parseVersion(served), parseVersion(expected)];
  if (!s || !e || !sameLine(served, expected)) return false;
  return s[1] > e[1] || (s[1] === e[1] && s[2] >= e[2]);
}
