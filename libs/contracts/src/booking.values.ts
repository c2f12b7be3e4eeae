/** Online booking (issue 27): values both sides share. */

/** How long a hold keeps its slot while the patient types the code. */
export const BOOKING_HOLD_MINUTES = 10;
/** Wrong codes that end a hold. */
export const BOOKING_MAX_CODE_ATTEMPTS = 5;
/** At most this many days of slots per call. */
export const BOOKING_MAX_SLOT_DAYS = 31;
/** Holds one address may ask for within an hour; holds one phone or e-mail may ask for within an hour. */
export const BOOKING_HOLDS_PER_IP_HOUR = 20;
export const BOOKING_HOLDS_PER_CONTACT_HOUR = 5;
/** Next free slots offered when a desk booking won the slot. */
export const BOOKING_ALTERNATIVES = 3;
export const BOOKING_CHANNELS = ['sms', 'email'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
/** Where an appointment came from: the desk, or the patient's online booking. */
export const APPOINTMENT_SOURCES = ['desk', 'online'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** The module's error codes (spread into ERROR_CODES). */
export const BOOKING_ERROR_CODES = [
  'BOOKING_SLOT_TAKEN',
  'BOOKING_HOLD_EXISTS',
  'BOOKING_HOLD_ENDED',
  'BOOKING_CODE_WRONG',
  'BOOKING_RATE_LIMITED',
  'BOOKING_REFUSED',
  'BOOKING_SLUG_TAKEN',
  'BOOKING_NOT_MOVABLE',
] as const;
