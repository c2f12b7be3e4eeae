import 'reflect-metadata';
import { dataKeys, logger, rotateDataKeys, runMigrations } from '@dental/server-core';
import { rebuildReports } from '@dental/reports';
import { openOrm, seedDemo } from '@dental/server-host';
import { createMigration } from './database/create-migration.js';
import { databaseUrl } from './database/database-url.js';
import { ALL_MODULES } from './modules.js';

const USAGE = `Usage: cli <command>
  migrate                           apply pending migrations of every module
  seed                              seed the demo data when the database has no company
  migration:create <module> [name]  generate the next migration of one module (from the TS sources)
  reports:rebuild                   empty the reports' read model and replay the event log into it
  keys:rotate                       seal again every sealed value sealed by an older key (DATA_ENCRYPTION_KEYS' first seals),
                                    and re-hash every keyed hash while DATA_HASH_KEY_PREVIOUS is set
Database: DATABASE_URL, else the embedded default (port 54320).`;

async function main([command, ...args]: string[]): Promise<number> {
  const url = databaseUrl();
  switch (command) {
    case 'migrate': {
      const orm = await openOrm(url, ALL_MODULES);
      try {
        const applied = await runMigrations(orm);
        logger.info({ msg: applied.length ? `applied ${applied.length} migration(s)` : 'database is up to date' });
      } finally {
        await orm.close();
      }
      return 0;
    }
    case 'seed': {
      const orm = await openOrm(url, ALL_MODULES);
      try {
        const seeded = await seedDemo(orm, ALL_MODULES);
        logger.info({ msg: seeded ? 'demo data seeded' : 'database already has data; seed skipped' });
      } finally {
        await orm.close();
      }
      return 0;
    }
    case 'reports:rebuild': {
      const orm = await openOrm(url, ALL_MODULES);
      try {
        const replayed = await orm.em.fork().transactional((em) => rebuildReports(em));
        logger.info({ msg: `reports rebuilt from ${replayed} event(s)` });
      } finally {
        await orm.close();
      }
      return 0;
    }
    case 'keys:rotate': {
      const orm = await openOrm(url, ALL_MODULES);
      try {
        const outcomes = await rotateDataKeys(orm.em, ALL_MODULES);
        for (const o of outcomes) logger.info({ msg: `${o.table}.${o.column}: ${o.resealed} sealed again with key ${dataKeys().sealing.id}, ${o.rehashed} re-hashed, ${o.unreadable} no key opens` });
        const unreadable = outcomes.reduce((sum, o) => sum + o.unreadable, 0);
        if (dataKeys().previousHash && !unreadable) logger.info({ msg: 'every hash is made with DATA_HASH_KEY now: DATA_HASH_KEY_PREVIOUS may be removed' });
        if (unreadable) return 1;
      } finally {
        await orm.close();
      }
      return 0;
    }
    case 'migration:create': {
      const [module, name] = args;
      if (!module) break;
      const file = await createMigration(url, module, name);
      logger.info({ msg: file ? `created ${file}; list it in the module's migrations/index.ts` : 'no schema changes' });
      return 0;
    }
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    logger.error({ msg: 'command failed' }, error);
    process.exit(1);
  },
);
