import { Module } from '@nestjs/common';
import { CalendarStatsModule } from '@dental/calendar';
import { BranchesController } from './branches/branches.controller.js';
import { BranchesService } from './branches/branches.service.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { IncomesConsumer } from './incomes/incomes.consumer.js';
import { OpeningsConsumer } from './incomes/openings.consumer.js';
import { IncomesController } from './incomes/incomes.controller.js';
import { IncomesService } from './incomes/incomes.service.js';
import { ReportLabelsService } from './reports/report-labels.service.js';
import { WorkloadConsumer } from './workload/workload.consumer.js';
import { WorkloadController } from './workload/workload.controller.js';
import { WorkloadService } from './workload/workload.service.js';

/**
 * The reports domain: the dashboard's appointment counts (through the calendar's exported
 * CalendarStatsModule, so it works when MODULES serves reports without the calendar) and the
 * income and workload reports, read from the reports' own read model, which its consumers build
 * from the calendar's, the dental card's and billing's events (docs/decisions.md, "Reports").
 */
@Module({
  imports: [CalendarStatsModule],
  controllers: [BranchesController, DashboardController, IncomesController, WorkloadController],
  providers: [BranchesService, DashboardService, IncomesService, ReportLabelsService, WorkloadService, IncomesConsumer, WorkloadConsumer, OpeningsConsumer],
})
export class ReportsModule {}
