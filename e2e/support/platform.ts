import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e platform's ports and data folder: apart from `npm start`'s (4200, 3000, 54320, .data). */
const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(e2eDir, '..');
const shellPort = 4400;
const dataDir = path.join(root, '.data/e2e');

export const E2E = {
  root,
  e2eDir,
  shellPort,
  apiPort: 3400,
  baseURL: `http://localhost:${shellPort}`,
  dataDir,
  runDir: path.join(dataDir, 'run'),
  remotePort: (index: number) => shellPort + 1 + index,
  env: {
    DATA_DIR: dataDir,
    SHELL_PORT: String(shellPort),
    API_PORT: '3400',
    PG_PORT: '54420',
  } as Record<string, string>,
};
