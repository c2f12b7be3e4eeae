import type { RemoteName, RemotesManifest } from '@dental/contracts';

/** Kept as literals to keep zod out of the shell's first paint; typed against the contract. */
const REMOTE_NAMES = ['calendar', 'patients', 'settings', 'reports'] as const satisfies readonly RemoteName[];

/**
 * Checks /remotes.json by hand (the shape of `remotesManifestSchema`): remote name -> URL of its
 * mf-manifest.json. Relative URLs are resolved against the page, so ops may write either.
 */
export function parseRemotesManifest(json: unknown, base: string): RemotesManifest {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('/remotes.json is not an object');
  const entries = json as Record<string, unknown>;
  for (const name of Object.keys(entries)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`/remotes.json names an unknown remote "${name}"`);
  }
  const url = (name: RemoteName) => {
    const value = entries[name];
    if (typeof value !== 'string' || value.length === 0) throw new Error(`/remotes.json has no URL for "${name}"`);
    return new URL(value, base).href;
  };
  return { calendar: url('calendar'), patients: url('patients'), settings: url('settings'), reports: url('reports') };
}
