import { Module } from '@nestjs/common';
import { AppointmentCountsService } from './appointment-counts.service.js';

/** What other modules read from the calendar without its controllers (the dashboard's counts). */
@Module({
  providers: [AppointmentCountsService],
  exports: [AppointmentCountsService],
})
export class CalendarStatsModule {}
