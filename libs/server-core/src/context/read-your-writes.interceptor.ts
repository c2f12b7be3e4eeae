import { Inject, Injectable, Optional, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { READ_SOURCE_HEADER } from '../database/read-source.js';
import { InProcessRecentWrites, RECENT_WRITES, type RecentWrites } from '../database/recent-writes.js';
import { logger } from '../logging/logger.js';
import type { ApiRequest, ApiResponse } from './api-request.js';

const log = logger.child('read-your-writes');
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks a signed-in user on every request that is not a read (before the handler, and again once
 * it is done, so the mark outlives a slow write), and gives readSource the means to ask and to say
 * where it read. Runs after the access guard, which resolved the user.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  private readonly store: RecentWrites;

  constructor(@Optional() @Inject(RECENT_WRITES) store?: RecentWrites) {
    this.store = store ?? new InProcessRecentWrites();
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<ApiRequest>();
    const res = context.switchToHttp().getResponse<ApiResponse>();
    const userId = req.context?.auth?.userId;
    if (!req.context || !userId) return next.handle();
    const write = !READS.has(req.method ?? 'GET');
    let asked: Promise<boolean> | undefined;
    req.context.readSource = {
      wroteRecently: () => (asked ??= write ? Promise.resolve(true) : this.store.isRecent(userId).catch(() => true)),
      announce: (source) => {
        if (!res.headersSent) res.setHeader(READ_SOURCE_HEADER, source);
      },
    };
    if (!write) return next.handle();
    return from(
      (async () => {
        await this.mark(userId);
        try {
          return await lastValueFrom(next.handle(), { defaultValue: undefined });
        } finally {
          await this.mark(userId);
        }
      })(),
    );
  }

  /** A store that cannot be reached must not fail the write: the user then may read the replica's older state for a moment. */
  private async mark(userId: string): Promise<void> {
    try {
      await this.store.mark(userId);
    } catch (error) {
      log.warn({ msg: 'could not mark a recent write', error: String(error) });
    }
  }
}
