import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e2e platform's ports and data folder: apart from `npm start`'s (4200, 3000, 54320, .data).
 * E2E_SHELL_PORT moves the whole set, so two checkouts (or two people) can run e2e at once.
 */
const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(e2eDir, '..');
const shellPort = Number(process.env.E2E_SHELL_PORT ?? 4400);
const dataDir = path.join(root, shellPort === 4400 ? '.data/e2e' : `.data/e2e-${shellPort}`);
const apiPort = shellPort - 1000;
const pgPort = shellPort + 50020;

export const E2E = {
  root,
  e2eDir,
  shellPort,
  apiPort,
  baseURL: `http://localhost:${shellPort}`,
  dataDir,
  runDir: path.join(dataDir, 'run'),
  remotePort: (index: number) => shellPort + 1 + index,
  env: {
    DATA_DIR: dataDir,
    SHELL_PORT: String(shellPort),
    API_PORT: String(apiPort),
    PG_PORT: String(pgPort),
    RELEASES_DIR: path.join(dataDir, 'releases'),
  } as Record<string, string>,
};
