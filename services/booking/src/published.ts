import type { ModuleOwnership } from '@dental/server-core';

/** The booking module's tables: each branch's online-booking settings and the patients' holds. It publishes nothing. */
export const bookingOwnership: ModuleOwnership = {
  tables: ['booking_settings', 'booking_hold'],
  publishes: {},
};
