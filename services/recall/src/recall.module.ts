import { RecallDataProvider } from './data-rights/recall-data.provider.js';
import { Module } from '@nestjs/common';
import { PatientsModule } from '@dental/patients';
import { RecallConsumer } from './projection/recall.consumer.js';
import { RecallTypeController } from './recall-types/recall-type.controller.js';
import { RecallTypeService } from './recall-types/recall-type.service.js';
import { RecallAudit } from './recalls/recall-audit.js';
import { RecallController } from './recalls/recall.controller.js';
import { RecallListReads } from './recalls/recall-list.reads.js';
import { RecallService } from './recalls/recall.service.js';

/**
 * The recall domain (issue 26): the company's recall types and each patient's recalls, kept from
 * the dental card's, the calendar's and the patients module's events (RecallConsumer), listed by
 * due date with counts per state, worked by the desk (attempts, dates by hand). Reads of patient
 * data go to the patients module's audit trail.
 */
@Module({
  imports: [PatientsModule],
  controllers: [RecallTypeController, RecallController],
  providers: [RecallTypeService, RecallService, RecallListReads, RecallAudit, RecallConsumer, RecallDataProvider],
})
export class RecallModule {}
