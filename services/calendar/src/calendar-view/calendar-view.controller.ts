import { Controller, Get, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  calendarAnswerSchema,
  calendarExportQuerySchema,
  calendarHistoryQuerySchema,
  calendarQuerySchema,
  calendarQueuePageSchema,
  calendarQueueQuerySchema,
  freeSlotAnswerSchema,
  freeSlotQuerySchema,
  historyPageSchema,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodQuery, type ApiRequest } from '@dental/server-core';
import type { z } from 'zod';
import { FreeSlotService } from '../appointments/free-slot.service.js';
import { CalendarExportService } from '../export/calendar-export.service.js';
import { CalendarViewService } from './calendar-view.service.js';

/** The calendar's lists: the view of a range, the queue, the history, the export, and the next free slot. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarViewController {
  constructor(
    private readonly calendar: CalendarViewService,
    private readonly exporter: CalendarExportService,
    private readonly freeSlots: FreeSlotService,
  ) {}

  @Get('appointments')
  @Access('calendar_view')
  @ZodAnswer(calendarAnswerSchema)
  async view(@ZodQuery(calendarQuerySchema) query: z.output<typeof calendarQuerySchema>) {
    return { data: await this.calendar.view(query) };
  }

  /** Where "Book now" starts: the first free room and time from now (null when none in the next days). */
  @Get('free-slot')
  @Access('calendar_add')
  @ZodAnswer(freeSlotAnswerSchema)
  async freeSlot(@ZodQuery(freeSlotQuerySchema) query: z.output<typeof freeSlotQuerySchema>) {
    return { data: await this.freeSlots.next(query) };
  }

  @Get('queue')
  @Access('calendar_view')
  @ZodAnswer(calendarQueuePageSchema)
  queue(@ZodQuery(calendarQueueQuerySchema) query: z.output<typeof calendarQueueQuerySchema>) {
    return this.calendar.queue(query);
  }

  @Get('history')
  @Access('calendar_view')
  @ZodAnswer(historyPageSchema)
  history(@ZodQuery(calendarHistoryQuerySchema) query: z.output<typeof calendarHistoryQuerySchema>) {
    return this.calendar.history(query);
  }

  /** The visible range as a file: `format=csv` (spreadsheets) or `format=ics` (calendar apps). */
  @Get('export')
  @Access('calendar_export')
  @ApiProduces('text/csv', 'text/calendar')
  async export(@ZodQuery(calendarExportQuerySchema) query: z.output<typeof calendarExportQuerySchema>, @Req() req: ApiRequest) {
    const file = await this.exporter.export(query, query.format, req.context?.language ?? 'lv');
    return new StreamableFile(Buffer.from(file.body, 'utf8'), { type: file.type, disposition: `attachment; filename="${file.filename}"` });
  }
}
