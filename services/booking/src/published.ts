import type { ModuleOwnership } from '@dental/server-core';

/** The booking module's tables (each branch's online-booking settings and the patients' holds), and what it publishes (created by Migration20261202091100_booking_published_v1). */
export const bookingOwnership: ModuleOwnership = {
  tables: ['booking_settings', 'booking_hold'],
  publishes: {
    'booking_v1.online_booking': ['company_id', 'branch_uuid', 'slug', 'enabled', 'deleted_at'],
  },
};
