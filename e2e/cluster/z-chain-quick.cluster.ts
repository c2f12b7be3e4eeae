import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../support/platform.js';

/**
 * `npm run chain -- --quick` on the suite's cluster (last of the suite: it adds five branches and
 * kills an instance, the primary and Redis): five branches' seed, two minutes of the chain's
 * traffic with the four faults, then its figures (.data/chain/result.json) say that no
 * acknowledged write was lost, every fault was recovered from, and a user's own writes were read
 * back while the replica was paused.
 */
interface ChainResult {
  acknowledged: number;
  acknowledged_lost: number;
  own_writes: { probes: number; missed: number };
  faults: { fault: string; recovered: boolean; acknowledged_lost: number; slowest_failure_ms: number | null; slowest_write_ms: number | null; redis_back_on_every_instance_s?: number | null; own_writes_read_during_pause?: number; own_writes_missed_during_pause?: number }[];
  operations: { op: string; count: number }[];
}

test('a chain of five branches keeps every acknowledged write through an instance kill, a primary restart, a Redis restart and a paused replica', async () => {
  test.setTimeout(30 * 60_000);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [path.join(E2E.root, 'tools/chain/chain.mjs'), '--quick', '--use-running'], { cwd: E2E.root, env: process.env, stdio: 'inherit' });
    child.on('exit', resolve);
  });
  const result = JSON.parse(readFileSync(path.join(E2E.root, '.data/chain/result.json'), 'utf8')) as ChainResult;
  test.info().annotations.push({ type: 'chain', description: JSON.stringify({ faults: result.faults, operations: result.operations }) });
  expect(result.acknowledged).toBeGreaterThan(50);
  expect(result.acknowledged_lost).toBe(0);
  expect(result.faults.map((f) => f.fault)).toEqual(['instance_killed', 'primary_restart', 'redis_restart', 'replica_paused']);
  for (const fault of result.faults) {
    expect({ fault: fault.fault, recovered: fault.recovered, lost: fault.acknowledged_lost }).toEqual({ fault: fault.fault, recovered: true, lost: 0 });
  }
  // The primary's restart is answered fast (503 DATABASE_UNAVAILABLE), never a hang past 5 s.
  const fault = (name: string) => {
    const found = result.faults.find((f) => f.fault === name);
    if (!found) throw new Error(`no ${name} in the chain's result`);
    return found;
  };
  const restart = fault('primary_restart');
  expect(restart.slowest_failure_ms ?? 0).toBeLessThanOrEqual(5_000);
  expect(restart.slowest_write_ms ?? 0).toBeLessThanOrEqual(5_000);
  expect(fault('redis_restart').redis_back_on_every_instance_s).not.toBeNull();
  const paused = fault('replica_paused');
  expect(paused.own_writes_read_during_pause).toBeGreaterThan(0);
  expect(paused.own_writes_missed_during_pause).toBe(0);
  expect(result.own_writes.missed).toBe(0);
  expect(code).toBe(0);
});
