/**
 * The cluster's PostgreSQL: a primary (wal_level=replica, replication allowed from this host) and a
 * streaming replica made from it with `pg_basebackup -R -X stream`, both run by Debian's binaries
 * (PG_BIN) through pg_ctl, so `pg_ctl restart` works on them like on any server. PostgreSQL refuses
 * to run as root: then every command runs as the `postgres` system user, owning the data folders.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DATABASE, PG_BIN } from './topology.mjs';

const asRoot = process.getuid?.() === 0;
const postgresIds = () => {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
};

/** Runs one PostgreSQL binary (as `postgres` when we are root); throws with its output on failure. */
export function pgCommand(binary, args, { env = {}, check = true } = {}) {
  const command = path.join(PG_BIN, binary);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (check && result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result;
}

/** A folder PostgreSQL may own (0700, owned by `postgres` when we are root). */
function ownedFolder(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
}

const running = (dataDir) => pgCommand('pg_ctl', ['-D', dataDir, 'status'], { check: false }).status === 0;

function start(dataDir, log) {
  if (running(dataDir)) return; // left by a run that was killed: ours, reused
  pgCommand('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
}

export function stopServer(dataDir) {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) && running(dataDir)) pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { check: false });
}

/** The primary: initdb on an empty folder, started, with the platform's database and the replication role. */
export async function startPrimary({ dataDir, port, socketDir, logDir }) {
  ownedFolder(socketDir);
  ownedFolder(logDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    ownedFolder(dataDir);
    const pwfile = path.join(socketDir, 'pwfile');
    writeFileSync(pwfile, `${DATABASE.password}\n`, { mode: 0o644 });
    pgCommand('initdb', ['-D', dataDir, '-U', DATABASE.user, `--pwfile=${pwfile}`, '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8']);
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        '# npm run cluster (tools/cluster/postgres.mjs)',
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${socketDir}'`,
        'wal_level = replica',
        'max_wal_senders = 5',
        'wal_keep_size = 256MB',
        'hot_standby = on',
        'max_connections = 100',
        '',
      ].join('\n'),
    );
    appendFileSync(path.join(dataDir, 'pg_hba.conf'), `\nhost replication ${DATABASE.replicationUser} 127.0.0.1/32 scram-sha-256\n`);
  }
  start(dataDir, path.join(logDir, 'primary.log'));
  await withClient(port, 'postgres', async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE.name]);
    if (!rowCount) await client.query(`create database ${DATABASE.name}`);
    const role = await client.query('select 1 from pg_roles where rolname = $1', [DATABASE.replicationUser]);
    if (!role.rowCount) await client.query(`create role ${DATABASE.replicationUser} with replication login password '${DATABASE.replicationPassword}'`);
  });
}

/** The replica: a base backup of the primary (streaming the WAL it needs, -R writes its standby settings), started as a hot standby. */
export async function startReplica({ dataDir, port, primaryPort, socketDir, logDir }) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    ownedFolder(dataDir);
    pgCommand('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', DATABASE.replicationUser, '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast'], {
      env: { PGPASSWORD: DATABASE.replicationPassword },
    });
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      // After the primary restarts, the standby asks again every second (5 s by default).
      ['', '# the replica (tools/cluster/postgres.mjs)', `port = ${port}`, 'hot_standby_feedback = on', "wal_retrieve_retry_interval = '1s'", ''].join('\n'),
    );
  }
  start(dataDir, path.join(logDir, 'replica.log'));
  await withClient(port, DATABASE.name, async (client) => {
    const { rows } = await client.query('select pg_is_in_recovery() as standby');
    if (!rows[0].standby) throw new Error(`the replica on ${port} is not in recovery: it is no standby`);
  });
}

/** Restarts the primary the way an operator would (`pg_ctl restart -m fast`); the e2e uses it. */
export function restartPrimary({ dataDir, logDir }) {
  pgCommand('pg_ctl', ['-D', dataDir, '-l', path.join(logDir, 'primary.log'), '-m', 'fast', '-w', '-t', '60', 'restart']);
}

async function withClient(port, database, work) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: DATABASE.user, password: DATABASE.password, database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// `node tools/cluster/postgres.mjs restart-primary`: what an operator would do, for the cluster suite (e2e/cluster).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command !== 'restart-primary') {
    console.error('usage: postgres.mjs restart-primary');
    process.exit(2);
  }
  const { clusterConfig } = await import('./topology.mjs');
  const config = clusterConfig();
  restartPrimary({ dataDir: config.primaryDir, logDir: config.pgLogDir });
}
