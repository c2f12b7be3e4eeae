import path from 'node:path';
import { ROOT } from '../platform/config.mjs';

/**
 * The one description of the scale-out topology: what `npm run cluster` starts on this host, and
 * what deploy/ (the Dockerfiles and the Kubernetes manifests) describe for a real cluster. The
 * drift test (tools/cluster/__tests__/deploy-drift.spec.ts) fails when deploy/ leaves it.
 *
 * Inside a container every component listens on its `port`; on one host `npm run cluster` moves
 * them to the `hostPorts` below (each overridable by the environment), so it never meets the
 * system's own PostgreSQL (5432) and Redis (6379), nor `npm start` (4200, 3000, 54320).
 */

const int = (name, fallback) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

/** The path load balancers and Kubernetes poll: 200 when the instance can serve, 503 when its database is unreachable. */
export const PROBE_PATH = '/api/health';

/** The answer header naming the API instance that served a request (INSTANCE_NAME). */
export const INSTANCE_HEADER = 'x-instance';

/** The answer header saying where a report or an export was read from: `replica` or `primary`. */
export const READ_SOURCE_HEADER = 'x-read-source';

/** Images of deploy/: the Dockerfiles' bases and the images the manifests run. */
export const IMAGES = {
  /** deploy/api.Dockerfile's base (Node 24). */
  node: 'node:24-bookworm-slim',
  /** deploy/web.Dockerfile's base: Debian's nginx package, as `npm run cluster` runs it. */
  web: 'debian:bookworm-slim',
  /** What deploy/api.Dockerfile and deploy/web.Dockerfile build, as the manifests name them. */
  api: 'dental/api:latest',
  webApp: 'dental/web:latest',
  /** PostgreSQL 15 (as `npm run cluster` runs Debian's 15) for the primary and the replica. */
  postgres: 'postgres:15-bookworm',
  redis: 'redis:7-bookworm',
};

/** Every component: its container port and, for the API, the environment it reads. */
export const COMPONENTS = {
  api: {
    port: 3000,
    replicas: 2,
    /** The variables the cluster gives each API instance (services/api/src/main.ts reads them). */
    env: ['PORT', 'DATABASE_URL', 'DATABASE_REPLICA_URL', 'REDIS_URL', 'INSTANCE_NAME', 'TRUSTED_PROXIES'],
  },
  web: { port: 8080 },
  postgres: { port: 5432, env: ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'] },
  replica: { port: 5432 },
  redis: { port: 6379 },
};

/** The database every API instance uses (same name, user and password as `npm start`'s embedded one). */
export const DATABASE = { name: 'dental', user: 'postgres', password: 'postgres', replicationUser: 'replicator', replicationPassword: 'replicator' };

/** Debian's PostgreSQL 15 (initdb, pg_ctl, pg_basebackup): the embedded 18 ships no pg_basebackup. */
export const PG_BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** `npm run cluster` on one host: ports and folders, each overridable. */
export function clusterConfig() {
  const dataDir = path.resolve(ROOT, process.env.CLUSTER_DATA_DIR ?? '.data/cluster');
  const httpPort = int('CLUSTER_HTTP_PORT', 4600);
  // Two API instances by default; CLUSTER_INSTANCES=3 (npm run chain -- --instances 3) adds a third.
  const count = Math.min(3, Math.max(1, int('CLUSTER_INSTANCES', 2)));
  const instances = Array.from({ length: count }, (_, k) => k + 1).map((n) => ({
    name: `api-${n}`,
    port: int(`CLUSTER_API${n}_PORT`, 3600 + n),
    /** nginx's port pinned to this instance alone (the tests put users on given instances). */
    directPort: int(`CLUSTER_API${n}_DIRECT_PORT`, httpPort + n),
  }));
  const primaryPort = int('CLUSTER_PG_PRIMARY_PORT', 55432);
  const replicaPort = int('CLUSTER_PG_REPLICA_PORT', 55433);
  const redisPort = int('CLUSTER_REDIS_PORT', 56379);
  // The provider side a cluster test runs itself (an SMTP and an SMPP server the reminders go to).
  const smtpPort = int('CLUSTER_SMTP_PORT', httpPort + 25);
  const smppPort = int('CLUSTER_SMPP_PORT', httpPort + 75);
  const dbUrl = (port) => `postgres://${DATABASE.user}:${DATABASE.password}@127.0.0.1:${port}/${DATABASE.name}`;
  return {
    dataDir,
    runDir: path.join(dataDir, 'run'),
    primaryDir: path.join(dataDir, 'pg-primary'),
    replicaDir: path.join(dataDir, 'pg-replica'),
    socketDir: path.join(dataDir, 'pg-sockets'),
    pgLogDir: path.join(dataDir, 'pg-logs'),
    redisDir: path.join(dataDir, 'redis'),
    nginxDir: path.join(dataDir, 'nginx'),
    uploadsDir: path.join(dataDir, 'uploads'),
    httpPort,
    instances,
    primaryPort,
    replicaPort,
    redisPort,
    smtpPort,
    smppPort,
    primaryUrl: dbUrl(primaryPort),
    replicaUrl: dbUrl(replicaPort),
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    baseURL: `http://localhost:${httpPort}`,
  };
}

/** The environment of one API instance (the names of COMPONENTS.api.env, plus the cluster's one-time jobs). */
export function apiEnv(config, instance) {
  return {
    PORT: String(instance.port),
    DATABASE_URL: config.primaryUrl,
    DATABASE_REPLICA_URL: config.replicaUrl,
    REDIS_URL: config.redisUrl,
    INSTANCE_NAME: instance.name,
    // nginx on this host is the only proxy whose X-Forwarded-For is believed.
    TRUSTED_PROXIES: 'loopback',
  };
}
