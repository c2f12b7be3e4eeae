import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '@dental/server-core';
import { LocalCatchers } from './local-catchers.js';

const log = logger.child('messages');

/**
 * `npm start`'s local SMTP and SMPP catchers (MESSAGES_LOCAL_CATCHERS=1; ports
 * MESSAGES_CATCHER_SMTP_PORT, default 2525, and MESSAGES_CATCHER_SMPP_PORT, default 2775): while
 * they run, a company that has not set a channel of its own sends to them, and /api/test/outbox
 * answers their inbox, so a new user sees every message the demo would send.
 */
@Injectable()
export class CatcherHost implements OnModuleInit, OnModuleDestroy {
  private running: LocalCatchers | null = null;

  constructor(private readonly orm: MikroORM) {}

  get catchers(): LocalCatchers | null {
    return this.running;
  }

  async onModuleInit(): Promise<void> {
    if (process.env.MESSAGES_LOCAL_CATCHERS !== '1') return;
    const catchers = new LocalCatchers({
      smtpPort: Number(process.env.MESSAGES_CATCHER_SMTP_PORT ?? 2525),
      smppPort: Number(process.env.MESSAGES_CATCHER_SMPP_PORT ?? 2775),
      receiptAfterMs: 1_000,
    });
    try {
      this.running = await catchers.start();
      // Recorded where every instance's senders look (the database may not be migrated yet: then at the first send).
      await this.register().catch((error: unknown) => log.warn({ msg: 'local catchers not recorded yet', error: String(error) }));
      log.info({ msg: 'local message catchers', smtp: catchers.smtpPort, smpp: catchers.smppPort });
    } catch (error) {
      await catchers.stop().catch(() => undefined);
      log.warn({ msg: 'local message catchers not started', error: String(error) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    const catchers = this.running;
    this.running = null;
    if (!catchers) return;
    await this.db()
      .execute(`delete from message_local_catcher where smtp_port = ? and smpp_port = ?`, [catchers.smtpPort, catchers.smppPort])
      .catch(() => undefined);
    await catchers.stop();
  }

  /** Records the running catchers' ports (again after the migrations, when the first send finds none). */
  async register(): Promise<void> {
    const catchers = this.running;
    if (!catchers) return;
    await this.db().execute(
      `insert into message_local_catcher (id, host, smtp_port, smpp_port) values (1, '127.0.0.1', ?, ?)
       on conflict (id) do update set host = excluded.host, smtp_port = excluded.smtp_port, smpp_port = excluded.smpp_port, started_at = now()`,
      [catchers.smtpPort, catchers.smppPort],
    );
  }

  private db() {
    return this.orm.em.fork().getConnection();
  }
}
