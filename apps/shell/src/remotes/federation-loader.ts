import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@dental/contracts';
import type { RemoteLoader } from './remote-loader';
import { parseRemotesManifest } from './remotes-manifest';
import { IncompatibleRemoteError, sharedMismatches } from './shared-compatibility';

/** The versions of the shared singletons this shell was built with (rsbuild.config.ts). */
declare const __SHARED_VERSIONS__: Record<string, string>;

let manifest: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const parsed = parseRemotesManifest(await response.json(), location.href);
  // Register every remote at once; `force` replaces an earlier registration and its caches.
  registerRemotes(
    Object.entries(parsed).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return parsed;
}

/**
 * Runtime remotes: found in /remotes.json, registered with the federation runtime, loaded on
 * first use. A fresh load (Retry) re-reads the manifest and re-registers, which drops the failed
 * entry from the runtime's caches, so a remote that came back loads without a page reload.
 */
export const federationLoader: RemoteLoader = {
  async load(name: RemoteName, { fresh }) {
    if (fresh || !manifest) manifest = fetchManifest();
    const current = await manifest.catch((error: unknown) => {
      manifest = null;
      throw error;
    });
    if (!current[name]) throw new Error(`Remote "${name}" is not listed in /remotes.json`);
    await assertCompatible(name, current[name]);
    const module = await loadRemote<{ default?: ComponentType }>(`${name}/routes`);
    if (!module?.default) throw new Error(`Remote "${name}" did not expose ./routes`);
    return module.default;
  },
};

/**
 * Reads the remote's manifest before mounting it: a remote built with another major of a shared
 * singleton is refused with the reason, rather than breaking the page (the federation runtime
 * would otherwise hand it the shell's React anyway). An unreadable manifest is left to the
 * runtime, whose own error the retry card already handles.
 */
async function assertCompatible(name: RemoteName, manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' }).catch(() => null);
  if (!response?.ok) return;
  const remote = (await response.json().catch(() => null)) as { shared?: { name: string; version: string }[] } | null;
  const mismatches = sharedMismatches(remote?.shared ?? [], __SHARED_VERSIONS__);
  if (mismatches.length > 0) throw new IncompatibleRemoteError(name, mismatches);
}
