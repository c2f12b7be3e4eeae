import { Module } from '@nestjs/common';

/**
 * The calendar domain's Nest module. It owns no tables yet; its entities, services and controllers
 * arrive with the calendar issue, and its migrations go to `src/migrations/`.
 */
@Module({})
export class CalendarModule {}
