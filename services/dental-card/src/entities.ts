import { ConsentFormTemplate } from './consent-forms/consent-form-templates/consent-form-template.entity.js';
import { ConsentForm } from './consent-forms/consent-form.entity.js';
import { ConsentFormWithdrawal } from './consent-forms/consent-form-withdrawal.entity.js';
import { PerioExam } from './perio/perio-exam.entity.js';
import { ToothMapItem } from './items/tooth-map-item.entity.js';
import { TreatmentPlan } from './plans/treatment-plan.entity.js';
import { ToothTypeEntry } from './teeth/tooth-type-entry.entity.js';
import { ClinicalNote } from './notes/clinical-note.entity.js';
import { NoteTemplate } from './notes/note-template.entity.js';

/** The entities whose tables the dental-card module owns (and migrates). */
export const dentalCardEntities = [ToothMapItem, ToothTypeEntry, TreatmentPlan, PerioExam, ConsentFormTemplate, ConsentForm, ConsentFormWithdrawal, ClinicalNote, NoteTemplate];
