export { DentalCardModule } from './dental-card.module.js';
export { dentalCardModule } from './dental-card.definition.js';
export { dentalCardEntities } from './entities.js';
export { ToothMapItem } from './items/tooth-map-item.entity.js';
export { TreatmentPlan } from './plans/treatment-plan.entity.js';
export { PerioExam } from './perio/perio-exam.entity.js';
export { ToothTypeEntry } from './teeth/tooth-type-entry.entity.js';
/** The treated, billable items of an appointment with their frozen prices (for invoices). */
export { treatedItemsOfAppointment } from './items/treated-lines.js';
