import type { ModuleOwnership } from '@dental/server-core';

/** The dental card's tables; it publishes no view (others learn of its treatments through events). */
export const dentalCardOwnership: ModuleOwnership = {
  tables: ['treatment_plan', 'tooth_map_item', 'tooth_type_entry', 'perio_exam', 'consent_form_template', 'consent_form', 'consent_form_withdrawal', 'clinical_note', 'note_template'],
  publishes: {},
};
