import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@dental/contracts';
import type { RemoteLoader } from './remote-loader';
import { parseRemotesManifest } from './remotes-manifest';

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
    const module = await loadRemote<{ default?: ComponentType }>(`${name}/routes`);
    if (!module?.default) throw new Error(`Remote "${name}" did not expose ./routes`);
    return module.default;
  },
};
