#!/usr/bin/env node
/**
 * `npm run cluster`: the platform scaled out on one host, as tools/cluster/topology.mjs describes it.
 * PostgreSQL primary + streaming replica (Debian's 15) -> migrations once -> demo seed on an empty
 * database (SEED_DEMO, on by default) -> Redis -> two API instances (each restarted when it dies)
 * -> nginx balancing them and serving the built shell and remotes. Ctrl+C stops all of it.
 * `npm start` stays the one-process default; this is for ops and the cluster suite (npm run test:cluster).
 * Flags: --no-build (use the builds there are), --fresh (delete the data folder first).
 */
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES, REMOTES, ROOT, defaultRemotesManifest } from '../platform/config.mjs';
import { runCli } from '../platform/migrate.mjs';
import { isStopping, onStop, run, runToEnd, stopAll, waitForHttp } from '../platform/processes.mjs';
import { nginxConf } from './nginx-conf.mjs';
import { startPrimary, startReplica, stopServer } from './postgres.mjs';
import { PROBE_PATH, apiEnv, clusterConfig } from './topology.mjs';

const config = clusterConfig();
/** The data keys of this cluster (made once beside its data, never in its database): every instance, the migrations and the seed use them. */
const keysFile = path.join(config.dataDir, 'keys', 'data-keys.env');
const started = Date.now();
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// --fresh (the cluster suite): stop what a killed run left on the data folder, then start from nothing.
if (process.argv.includes('--fresh')) {
  stopServer(config.replicaDir);
  stopServer(config.primaryDir);
  rmSync(config.dataDir, { recursive: true, force: true });
}

for (const dir of [config.runDir, config.redisDir, config.uploadsDir, path.join(config.nginxDir, 'tmp')]) mkdirSync(dir, { recursive: true });

if (!skipBuild) {
  console.log('Building (cached builds are reused)…');
  await runToEnd('build', path.join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--parallel=2', '--output-style=static'], {
    env: { NX_DAEMON: 'false' },
    cwd: ROOT,
  });
}

try {
  const logDir = config.pgLogDir;
  onStop(() => stopServer(config.primaryDir));
  await startPrimary({ dataDir: config.primaryDir, port: config.primaryPort, socketDir: config.socketDir, logDir });
  // Once, before any instance starts: instances never race each other over migrations or the seed.
  await runCli(['migrate'], { DATABASE_URL: config.primaryUrl, DATA_KEYS_FILE: keysFile });
  // The seed seals the demo's personal codes with the keys the instances will open them with.
  if ((process.env.SEED_DEMO ?? '1') === '1') await runCli(['seed'], { DATABASE_URL: config.primaryUrl, DATA_KEYS_FILE: keysFile });
  onStop(() => stopServer(config.replicaDir));
  await startReplica({ dataDir: config.replicaDir, port: config.replicaPort, primaryPort: config.primaryPort, socketDir: config.socketDir, logDir });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}

/** Redis; when it dies (npm run chain restarts it on purpose) it comes back a second later on the same port. */
function superviseRedis() {
  const child = run('redis', 'redis-server', ['--port', String(config.redisPort), '--bind', '127.0.0.1', '--dir', config.redisDir, '--save', '', '--appendonly', 'no'], {
    realClock: true,
    essential: false,
  });
  writeFileSync(path.join(config.runDir, 'redis.pid'), String(child.pid));
  child.on('exit', () => {
    if (!isStopping()) setTimeout(() => isStopping() || superviseRedis(), 1000);
  });
}
superviseRedis();

const apiMain = path.join(ROOT, 'services/api/dist/main.js');
/** One API instance; when it dies (the suite kills one on purpose) it comes back a second later. */
function superviseApi(instance) {
  const child = run(instance.name, process.execPath, ['--enable-source-maps', apiMain], {
    env: { ...apiEnv(config, instance), UPLOADS_DIR: config.uploadsDir, DATA_KEYS_FILE: keysFile, NODE_ENV: 'production', API_DOCS_PUBLIC: process.env.API_DOCS_PUBLIC ?? '1' },
    cwd: ROOT,
    essential: false,
  });
  writeFileSync(path.join(config.runDir, `${instance.name}.pid`), String(child.pid));
  child.on('exit', () => {
    if (!isStopping()) setTimeout(() => isStopping() || superviseApi(instance), 1000);
  });
}
for (const instance of config.instances) superviseApi(instance);
await Promise.all(config.instances.map((i) => waitForHttp(`http://127.0.0.1:${i.port}${PROBE_PATH}`, { label: `API ${i.name}` })));

const remotesJson = path.join(config.runDir, 'remotes.json');
writeFileSync(remotesJson, JSON.stringify(defaultRemotesManifest(), null, 2));
const confFile = path.join(config.nginxDir, 'nginx.conf');
writeFileSync(
  confFile,
  nginxConf({
    prefix: config.nginxDir,
    port: config.httpPort,
    instances: config.instances.map((i) => ({ address: `127.0.0.1:${i.port}`, directPort: i.directPort })),
    shellRoot: path.join(ROOT, 'apps/shell/dist'),
    remoteRoots: Object.fromEntries(REMOTES.map((name) => [name, path.join(ROOT, 'apps', name, 'dist')])),
    pageRoots: Object.fromEntries(Object.keys(PUBLIC_PAGES).map((name) => [name, path.join(ROOT, 'apps', name, 'dist')])),
    remotesJson,
  }),
);
// nginx's workers drop root for `nobody`, who must be able to write its temp files.
if (process.getuid?.() === 0) chmodSync(path.join(config.nginxDir, 'tmp'), 0o1777);
run('nginx', 'nginx', ['-p', config.nginxDir, '-e', path.join(config.nginxDir, 'error.log'), '-c', confFile, '-g', 'daemon off;']);
await waitForHttp(`http://127.0.0.1:${config.httpPort}${PROBE_PATH}`, { label: 'nginx' });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  Dental platform cluster is up (${seconds} s): ${config.baseURL}

  nginx balances ${config.instances.map((i) => `${i.name} (:${i.port})`).join(' and ')};
  pinned to one instance: ${config.instances.map((i) => `http://localhost:${i.directPort} -> ${i.name}`).join(', ')}
  PostgreSQL primary :${config.primaryPort}, streaming replica :${config.replicaPort}; Redis :${config.redisPort}
  Data: ${path.relative(ROOT, config.dataDir)}    Demo accounts as with npm start (admin / admin, …)
  Ctrl+C stops everything.
`);
