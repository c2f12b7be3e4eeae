import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123233000_dental_card_init } from './Migration20261123233000_dental_card_init.js';
import { Migration20261125030000_dental_card_unplanned } from './Migration20261125030000_dental_card_unplanned.js';
import { Migration20261126152100_dental_card_events } from './Migration20261126152100_dental_card_events.js';
import { Migration20261127174700_dental_card_plan_snapshot } from './Migration20261127174700_dental_card_plan_snapshot.js';
import { Migration20261127174900_dental_card_perio } from './Migration20261127174900_dental_card_perio.js';
import { Migration20261127175200_consent_forms } from './Migration20261127175200_consent_forms.js';
import { Migration20261127180300_dental_card_notes } from './Migration20261127180300_dental_card_notes.js';
import { Migration20261201191000_dental_card_appointment_uuid } from './Migration20261201191000_dental_card_appointment_uuid.js';
import { Migration20261203010400_dental_card_catalogue_uuid } from './Migration20261203010400_dental_card_catalogue_uuid.js';
import { Migration20261203090100_consent_form_text_sealed } from './Migration20261203090100_consent_form_text_sealed.js';

/** The dental-card module's migrations, oldest first (each file in this folder, listed once). */
export const dentalCardMigrations: MigrationObject[] = [
  { name: 'Migration20261123233000_dental_card_init', class: Migration20261123233000_dental_card_init },
  { name: 'Migration20261125030000_dental_card_unplanned', class: Migration20261125030000_dental_card_unplanned },
  { name: 'Migration20261126152100_dental_card_events', class: Migration20261126152100_dental_card_events },
  { name: 'Migration20261127174700_dental_card_plan_snapshot', class: Migration20261127174700_dental_card_plan_snapshot },
  { name: 'Migration20261127174900_dental_card_perio', class: Migration20261127174900_dental_card_perio },
  { name: 'Migration20261127175200_consent_forms', class: Migration20261127175200_consent_forms },
  { name: 'Migration20261127180300_dental_card_notes', class: Migration20261127180300_dental_card_notes },
  { name: 'Migration20261201191000_dental_card_appointment_uuid', class: Migration20261201191000_dental_card_appointment_uuid },
  { name: 'Migration20261203010400_dental_card_catalogue_uuid', class: Migration20261203010400_dental_card_catalogue_uuid },
  { name: 'Migration20261203090100_consent_form_text_sealed', class: Migration20261203090100_consent_form_text_sealed },
];
