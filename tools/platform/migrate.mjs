#!/usr/bin/env node
/**
 * `npm run migrate`: applies every module's pending migrations to DATABASE_URL, or to the embedded
 * default (.data/postgres on port 54320, started for the run and stopped after).
 * Runs the API's CLI from its build when there is one, else from the TypeScript sources (tsx).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, startDatabase } from './database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function migrate() {
  const database = await startDatabase({ dataDir: path.join(root, DEFAULT_DATA_DIR), port: DEFAULT_PORT });
  try {
    await runCli(['migrate'], { DATABASE_URL: database.url });
  } finally {
    await database.stop();
  }
}

/** Runs `services/api` CLI with `args`; resolves when it exits 0. */
export function runCli(args, env = {}) {
  const built = path.join(root, 'services/api/dist/cli.js');
  const command = existsSync(built)
    ? [built]
    : ['--conditions=@dental/source', '--import', 'tsx', path.join(root, 'services/api/src/cli.ts')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...command, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.server.json'), ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cli ${args.join(' ')} exited with ${code}`))));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  migrate().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
