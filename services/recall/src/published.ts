import type { ModuleOwnership } from '@dental/server-core';

/**
 * The recall module's tables: the types, the recalls and their attempts (its own records), and its
 * read model of other modules' events (treatments, appointments, merged cards). It publishes nothing.
 */
export const recallOwnership: ModuleOwnership = {
  tables: ['recall_type', 'recall', 'recall_attempt', 'recall_treatment', 'recall_appointment', 'recall_merged_patient'],
  publishes: {},
};
