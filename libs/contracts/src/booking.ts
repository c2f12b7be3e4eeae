import { z } from 'zod';
import { BOOKING_CHANNELS, BOOKING_MAX_SLOT_DAYS } from './booking.values.js';
import { dateSchema, instantSchema, optionalTextSchema, requiredTextSchema, textSchema } from './fields.js';

export * from './booking.values.js';

/**
 * Online booking (issue 27): the branch's settings under
 * /api/settings/branches/{uuid}/online-booking, and the patient's public API under
 * /api/public/booking/{branch_slug} (slots, holds, confirm) and /api/public/booking/manage/{token}.
 */

// ---------------------------------------------------------------------------------------------
// The clinic's side: /api/settings/branches/{uuid}/online-booking
// ---------------------------------------------------------------------------------------------

export const onlineBookingSettingsSchema = z.object({
  branch_uuid: z.uuid(),
  enabled: z.boolean(),
  slug: z.string(),
  service_uuids: z.array(z.uuid()),
  user_uuids: z.array(z.uuid()),
  horizon_days: z.number().int(),
  min_notice_hours: z.number().int(),
  buffer_minutes: z.number().int(),
  embed_origins: z.array(z.string()),
  auto_confirm: z.boolean(),
  version: z.number().int(),
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettingsSchema>;

/** A web origin as a browser sends it: scheme, host, optional port, nothing after. */
const originSchema = z
  .string()
  .trim()
  .max(200)
  .refine((value) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value), { params: { key: 'booking_origin_invalid' } });

export const onlineBookingSettingsEditSchema = z
  .object({
    enabled: z.boolean(),
    slug: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .refine((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), { params: { key: 'booking_slug_invalid' } })
      // `/book/manage/{token}` is a booking's own link: no branch may be called that.
      .refine((value) => value !== 'manage', { params: { key: 'booking_slug_reserved' } }),
    service_uuids: z.array(z.uuid()).max(500),
    user_uuids: z.array(z.uuid()).max(500),
    horizon_days: z.number().int().min(1).max(365),
    min_notice_hours: z.number().int().min(0).max(24 * 30),
    buffer_minutes: z.number().int().min(0).max(240),
    embed_origins: z.array(originSchema).max(20),
    auto_confirm: z.boolean(),
    version: z.number().int().min(0),
  })
  .strict();
export type OnlineBookingSettingsEdit = z.input<typeof onlineBookingSettingsEditSchema>;

// ---------------------------------------------------------------------------------------------
// The patient's side: /api/public/booking/{branch_slug}
// ---------------------------------------------------------------------------------------------

export const bookingSlugParamsSchema = z.object({ branch_slug: z.string().min(1).max(60) });
export const bookingHoldParamsSchema = z.object({ branch_slug: z.string().min(1).max(60), uuid: z.uuid() });

export const publicBookingSchema = z.object({
  branch: z.object({ name: z.string(), address: z.string(), phone: z.string(), time_zone: z.string() }),
  services: z.array(z.object({ uuid: z.uuid(), name: z.string(), duration_minutes: z.number().int(), price_from: z.number().int() })),
  practitioners: z.array(z.object({ uuid: z.uuid(), first_name: z.string(), last_name: z.string() })),
  horizon_days: z.number().int(),
  /** The web sites that may embed the page (its frame-ancestors). */
  embed_origins: z.array(z.string()),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** Days `from`..`to` (the branch's local dates), in order and at most BOOKING_MAX_SLOT_DAYS of them. */
function daysRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((q) => q.from <= q.to, { path: ['to'], params: { key: 'INVALID_DATE_RANGE' } })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < BOOKING_MAX_SLOT_DAYS, {
      path: ['to'],
      params: { key: 'booking_range_too_long', days: BOOKING_MAX_SLOT_DAYS },
    });
}

export const bookingSlotsQuerySchema = daysRange(
  z.object({
    service_uuid: z.uuid(),
    user_uuid: z.uuid().optional(),
    from: dateSchema,
    to: dateSchema,
  }),
);
export type BookingSlotsQuery = z.output<typeof bookingSlotsQuerySchema>;

/** The free starts a booking may move to (`GET /api/public/booking/manage/{token}/slots`): its service and practitioner, these days. */
export const bookingManageSlotsQuerySchema = daysRange(z.object({ from: dateSchema, to: dateSchema }));
export type BookingManageSlotsQuery = z.output<typeof bookingManageSlotsQuerySchema>;

export const bookingSlotSchema = z.object({ start: z.string(), user_uuid: z.uuid(), room_uuid: z.uuid() });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;
export const bookingSlotsSchema = z.array(bookingSlotSchema);

export const bookingContactSchema = z
  .object({
    first_name: requiredTextSchema(100),
    last_name: requiredTextSchema(100),
    phone: z
      .string()
      .trim()
      .refine((value) => /^\+?[0-9 ()-]{6,20}$/.test(value), { params: { key: 'booking_phone_invalid' } }),
    email: z.email().max(200).nullable().optional(),
    personal_code: optionalTextSchema(20),
  })
  .strict();

export const bookingHoldCreateSchema = z
  .object({
    service_uuid: z.uuid(),
    user_uuid: z.uuid().optional(),
    start: instantSchema,
    contact: bookingContactSchema,
    note: textSchema(1000).nullable().optional(),
    channel: z.enum(BOOKING_CHANNELS),
    /** The honeypot: hidden from people, filled by bots; anything in it is refused. */
    website: z.string().max(200).optional(),
    language: z.enum(['lv', 'en', 'ru']).optional(),
  })
  .strict()
  .refine((body) => body.channel !== 'email' || !!body.contact.email, { path: ['contact', 'email'], params: { key: 'booking_email_needed' } });
export type BookingHoldCreate = z.output<typeof bookingHoldCreateSchema>;

export const bookingHoldSchema = z.object({
  uuid: z.uuid(),
  start: z.string(),
  end: z.string(),
  user_uuid: z.uuid(),
  room_uuid: z.uuid(),
  expires_at: z.string(),
  channel: z.enum(BOOKING_CHANNELS),
});
export type BookingHold = z.infer<typeof bookingHoldSchema>;

export const bookingConfirmSchema = z.object({ code: z.string().trim().refine((value) => /^\d{6}$/.test(value), { params: { key: 'booking_code_format' } }) }).strict();

/** The booked appointment as the patient sees it, with its calendar file and its links. */
export const bookingDoneSchema = z.object({
  appointment_uuid: z.uuid(),
  start: z.string(),
  end: z.string(),
  status: z.number().int(),
  service_name: z.string(),
  practitioner: z.object({ first_name: z.string(), last_name: z.string() }),
  branch: z.object({ name: z.string(), address: z.string(), phone: z.string(), time_zone: z.string() }),
  ics: z.string(),
  manage_token: z.string(),
});
export type BookingDone = z.infer<typeof bookingDoneSchema>;

/** An online booking after a cancel or move through its link; a move gives a new token (the old one expires at the old start). */
export const bookingManagedSchema = z.object({
  appointment_uuid: z.uuid(),
  start: z.string(),
  end: z.string(),
  status: z.number().int(),
  manage_token: z.string(),
});
export type BookingManaged = z.infer<typeof bookingManagedSchema>;

/** The booking behind a cancel or move link (`GET /api/public/booking/manage/{token}`): as when booked, with how far ahead it may move. */
export const bookingVisitSchema = bookingDoneSchema.extend({ horizon_days: z.number().int() });
export type BookingVisit = z.infer<typeof bookingVisitSchema>;

export const bookingManageParamsSchema = z.object({ token: z.string().min(1).max(600) });
export const bookingMoveSchema = z.object({ start: instantSchema }).strict();
