#!/usr/bin/env node
/**
 * `npx nx test <project>` (each package's `test` script): the workspace's one Jest config, run for
 * this project's folder alone, so a team runs its remote's or service's tests without the rest.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../platform/config.mjs';

const folder = path.relative(ROOT, process.cwd());
const result = spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--ci', '--passWithNoTests', `/${folder}/`, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
process.exit(result.status ?? 1);
