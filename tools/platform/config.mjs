import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where everything of `npm start` lives and listens. Every value can be overridden by the environment. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const int = (name, fallback) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

/** The staff remotes: loaded by the shell through /remotes.json. */
export const REMOTES = ['calendar', 'patients', 'settings', 'reports'];

/**
 * The public pages: apps of their own for patients (no shell, no sign-in). Each is served from
 * `/<name>/` and answers its `paths` (every address under them) with its index.html; released on
 * the trains like the remotes (tools/release, kind `page`), but never named in /remotes.json.
 */
export const PUBLIC_PAGES = { booking: { paths: ['/r/', '/o/', '/book/'] } };

export function platformConfig() {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const shellPort = int('SHELL_PORT', 4200);
  return {
    dataDir,
    runDir: path.join(dataDir, 'run'),
    pgDataDir: path.join(dataDir, 'postgres'),
    pgPort: int('PG_PORT', 54320),
    apiPort: int('API_PORT', 3000),
    shellPort,
    remotePorts: Object.fromEntries(REMOTES.map((name, i) => [name, int(`${name.toUpperCase()}_PORT`, shellPort + 1 + i)])),
    /** The folder of released versions (npm run release), served under the shell's /releases. */
    releasesPort: int('RELEASES_PORT', shellPort + 1 + REMOTES.length),
    remotesJson: process.env.REMOTES_JSON ? path.resolve(process.env.REMOTES_JSON) : path.join(dataDir, 'run', 'remotes.json'),
    uploadsDir: path.resolve(ROOT, process.env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
  };
}

/** The shell finds each remote under its own origin, so the platform works from any host name. */
export const defaultRemotesManifest = () =>
  Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
