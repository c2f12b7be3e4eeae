import type { ModuleOwnership } from '@dental/server-core';

/** The reports' read model, built only from events; it publishes nothing. */
export const reportsOwnership: ModuleOwnership = {
  tables: ['report_income_day', 'report_appointment', 'report_work_time', 'report_opening_balance', 'report_branch_day'],
  publishes: {},
};
