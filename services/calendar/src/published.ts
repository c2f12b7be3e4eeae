import type { ModuleOwnership } from '@dental/server-core';

/** The calendar module's tables, and what it publishes (created by Migration20261126152000_calendar_events). */
export const calendarOwnership: ModuleOwnership = {
  tables: ['appointment', 'appointment_change', 'work_time'],
  publishes: {
    'calendar_v1.appointment_ref': [
      'uuid',
      'company_id',
      'branch_uuid',
      'patient_uuid',
      'practitioner_uuid',
      'assistant_uuid',
      'room_uuid',
      'service_uuid',
      'time_from',
      'time_to',
      'status',
      'price',
      'deleted_at',
    ],
    'calendar_v1.work_time_ref': ['uuid', 'company_id', 'branch_uuid', 'room_uuid', 'user_uuid', 'time_from', 'time_to', 'deleted_at'],
  },
};
