import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, outboxMessageSchema, outboxQuerySchema } from '@dental/contracts';
import { Access, ZodAnswer, ZodQuery, notFound } from '@dental/server-core';
import { z } from 'zod';
import { CatcherHost } from './catcher-host.js';

/** The local catchers' inbox (only while they run: 404 otherwise), newest last; `to` filters by address or phone. */
@ApiTags('test-outbox')
@Controller('test/outbox')
export class OutboxController {
  constructor(private readonly host: CatcherHost) {}

  @Get()
  @Access('public')
  @ZodAnswer(envelope(z.array(outboxMessageSchema)))
  list(@ZodQuery(outboxQuerySchema) { to }: { to?: string }) {
    const catchers = this.host.catchers;
    if (!catchers) throw notFound();
    return { data: catchers.outbox(to) };
  }
}
