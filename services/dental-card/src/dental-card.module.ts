import { DentalCardDataProvider } from './data-rights/dental-card-data.provider.js';
import { Module } from '@nestjs/common';
import { PatientsModule } from '@dental/patients';
import { ToothMapCatalogueController } from './catalogue/tooth-map-catalogue.controller.js';
import { ToothMapController } from './items/tooth-map.controller.js';
import { ToothMapReads } from './items/tooth-map-reads.js';
import { ToothMapService } from './items/tooth-map.service.js';
import { DentalCardMergeParticipant } from './merge/dental-card-merge.participant.js';
import { TreatmentPlanController } from './plans/treatment-plan.controller.js';
import { TreatmentPlanService } from './plans/treatment-plan.service.js';
import { DentalCardEvents } from './events/dental-card-events.js';

/**
 * The dental card (issue 12): the patient's log of tooth-map items and tooth types, the card
 * replayed from it at any date, and treatment plans with their estimates.
 */
@Module({
  imports: [PatientsModule],
  controllers: [ToothMapController, TreatmentPlanController, ToothMapCatalogueController],
  providers: [DentalCardEvents, ToothMapReads, ToothMapService, TreatmentPlanService, DentalCardMergeParticipant, DentalCardDataProvider],
  exports: [ToothMapService, TreatmentPlanService],
})
export class DentalCardModule {}
