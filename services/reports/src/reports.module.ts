import { Module } from '@nestjs/common';
import { CalendarStatsModule } from '@dental/calendar';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';

/**
 * The reports domain: for now the dashboard's appointment counts, read through the calendar's
 * exported CalendarStatsModule (so it works when MODULES serves reports without the calendar).
 */
@Module({
  imports: [CalendarStatsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class ReportsModule {}
