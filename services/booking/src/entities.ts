import { BookingHold } from './holds/booking-hold.entity.js';
import { BookingSettings } from './settings/booking-settings.entity.js';

/** The booking module's entities. */
export const bookingEntities = [BookingSettings, BookingHold];
