/**
 * The four faults of issue 31, each done the way it happens in production: an API instance killed
 * (SIGKILL; the cluster restarts it), the primary restarted (pg_ctl restart -m fast), Redis killed
 * (the cluster restarts it on the same port), the replica's replay paused for `pauseSeconds`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DATABASE } from '../cluster/topology.mjs';

const pidOf = (config, name) => Number(readFileSync(path.join(config.runDir, `${name}.pid`), 'utf8'));

export async function onReplica(config, sql) {
  const client = new pg.Client({ host: '127.0.0.1', port: config.replicaPort, user: DATABASE.user, password: DATABASE.password, database: DATABASE.name });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export const FAULTS = {
  instance_killed: {
    describe: 'API instance api-1 killed (SIGKILL), restarted by the cluster',
    run: async (config) => process.kill(pidOf(config, config.instances[0].name), 'SIGKILL'),
  },
  primary_restart: {
    describe: 'PostgreSQL primary restarted (pg_ctl restart -m fast)',
    // In a child process: pg_ctl waits synchronously, and this process keeps the load running meanwhile.
    run: () =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [fileURLToPath(new URL('../cluster/postgres.mjs', import.meta.url)), 'restart-primary'], { stdio: 'inherit', env: process.env });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart-primary exited with ${code}`))));
      }),
  },
  redis_restart: {
    describe: 'Redis killed, restarted by the cluster on its port',
    run: async (config) => process.kill(pidOf(config, 'redis'), 'SIGKILL'),
  },
  replica_paused: {
    describe: 'the replica\u2019s replay paused (pg_wal_replay_pause) for 20 s',
    run: async (config, { pauseSeconds = 20 } = {}) => {
      await onReplica(config, 'select pg_wal_replay_pause()');
      await new Promise((resolve) => setTimeout(resolve, pauseSeconds * 1000));
      await onReplica(config, 'select pg_wal_replay_resume()');
    },
  },
};
