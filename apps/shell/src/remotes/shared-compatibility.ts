/** One package a remote was built with in another line than the shell provides. */
export interface SharedMismatch {
  name: string;
  remote: string;
  shell: string;
}

/** The remote's build could not run against this shell: its card says why instead of a blank page. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: SharedMismatch[],
  ) {
    super(`Remote "${remote}" was built with ${mismatches.map((m) => `${m.name} ${m.remote}`).join(', ')}; the shell runs ${mismatches.map((m) => `${m.name} ${m.shell}`).join(', ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** `^1.2.3`, `1.2.3`, `~1.2` → [1, 2]; what is not a version answers null (never a mismatch). */
function line(version: string): [number, number] | null {
  const match = /(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A new major, or a new minor below 1.0 (semver's caret), breaks a singleton's callers. */
const breaks = (a: string, b: string) => {
  const [x, y] = [line(a), line(b)];
  return !!x && !!y && (x[0] !== y[0] || (x[0] === 0 && x[1] !== y[1]));
};

/**
 * The shared singletons a remote's mf-manifest.json says it was built with that the shell runs in
 * another line. One copy of each runs in the browser, the shell's: a remote built against another
 * React major would mount into a React it was never compiled for.
 */
export function sharedMismatches(remoteShared: readonly { name: string; version: string }[], shellVersions: Readonly<Record<string, string>>): SharedMismatch[] {
  return remoteShared
    .filter((entry) => shellVersions[entry.name] !== undefined && breaks(entry.version, shellVersions[entry.name]))
    .map((entry) => ({ name: entry.name, remote: entry.version, shell: shellVersions[entry.name] }));
}
