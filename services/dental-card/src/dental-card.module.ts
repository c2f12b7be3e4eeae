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
import { ConsentFormsModule } from './consent-forms/consent-forms.module.js';
import { PerioExamController } from './perio/perio-exam.controller.js';
import { PerioExamService } from './perio/perio-exam.service.js';
import { NotesController } from './notes/notes.controller.js';
import { NotesService } from './notes/notes.service.js';
import { NoteTemplatesController } from './notes/note-templates.controller.js';
import { NoteTemplatesService } from './notes/note-templates.service.js';

/**
 * The dental card (issue 12): the patient's log of tooth-map items and tooth types, the card
 * replayed from it at any date, treatment plans with their estimates, periodontal exams (issue 29),
 * and clinical notes with their templates (issue 25).
 */
@Module({
  imports: [PatientsModule, ConsentFormsModule],
  controllers: [ToothMapController, TreatmentPlanController, ToothMapCatalogueController, PerioExamController, NotesController, NoteTemplatesController],
  providers: [DentalCardEvents, ToothMapReads, ToothMapService, TreatmentPlanService, DentalCardMergeParticipant, PerioExamService, NotesService, NoteTemplatesService, DentalCardDataProvider],
  exports: [ToothMapService, TreatmentPlanService],
})
export class DentalCardModule {}
