import { Controller, Get, Req, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  calendarAnswerSchema,
  calendarExportQuerySchema,
  calendarHistoryQuerySchema,
  calendarQuerySchema,
  calendarQueuePageSchema,
  calendarQueueQuerySchema,
  historyPageSchema,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodQuery, type ApiRequest } from '@dental/server-core';
import type { z } from 'zod';
import { CalendarExportService } from '../export/calendar-export.service.js';
import { CalendarViewService } from './calendar-view.service.js';

/** The calendar's lists: the view of a range, the queue, the history, and the export. */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarViewController {
  constructor(
    private readonly calendar: CalendarViewService,
    private readonly exporter: CalendarExportService,
  ) {}

  @Get('appointments')
  @Access('calendar_view')
  @ZodAnswer(calendarAnswerSchema)
  async view(@ZodQuery(calendarQuerySchema) query: z.output<typeof calendarQuerySchema>) {
    return { data: await this.calendar.view(query) };
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
