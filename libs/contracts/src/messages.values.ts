/**
 * The messages module's plain values (no zod): channels, kinds, states, template placeholders and
 * the SMS segment count that the template editor and the API share (issue 26, "Messages").
 */

/** The ways a message reaches a patient: e-mail over SMTP, SMS over SMPP 3.4. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/**
 * Why a message is sent: an appointment reminder, a recall invitation, a message typed by hand, the
 * 6-digit code of an online booking (issue 27; sent at once by the booking module, never queued).
 */
export const MESSAGE_KINDS = ['reminder', 'recall_invitation', 'manual', 'booking_code'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Where a message stands, as the patient card shows it: queued (not yet handed to the channel),
 * sent (the server took it), delivered (an SMS delivery receipt), failed (with its reason, after
 * the retries), opened (its link was opened), answered (the patient confirmed, canceled or asked
 * to be called through its link).
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'failed', 'opened', 'answered'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** The placeholders a template may use, each replaced when the message is written. */
export const MESSAGE_PLACEHOLDERS = [
  '{patient.first_name}',
  '{appointment.date}',
  '{appointment.time}',
  '{branch.name}',
  '{branch.phone}',
  '{link}',
  /** The online booking's 6-digit code (its template only). */
  '{code}',
] as const;

/** An SMS longer than this many segments is refused at save (its count named in the error). */
export const SMS_MAX_SEGMENTS = 3;

/** Reminder offsets (hours before the appointment) and sending hours a branch has until it sets its own. */
export const DEFAULT_REMINDER_OFFSETS_HOURS = [48, 3] as const;
export const DEFAULT_SENDING_HOURS = { from: '08:00', to: '21:00' } as const;

/** The module's error codes (spread into ERROR_CODES). */
export const MESSAGES_ERROR_CODES = ['SMS_TOO_LONG', 'MESSAGE_CHANNEL_OFF', 'MESSAGE_NOT_ALLOWED'] as const;

/** The GSM 03.38 default alphabet (with its extension table, each counting twice). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Whether the text can go as GSM 7-bit; otherwise it goes as UCS-2 (Latvian and Russian letters). */
export function isGsmText(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.includes(char) && !GSM_EXTENDED.includes(char)) return false;
  return true;
}

/**
 * How many SMS segments `text` takes: GSM 7-bit 160 characters alone or 153 per part, UCS-2 70
 * alone or 67 per part (a character outside the 16-bit plane counts twice).
 */
export function smsSegments(text: string): { encoding: 'gsm' | 'ucs2'; units: number; segments: number } {
  if (isGsmText(text)) {
    let units = 0;
    for (const char of text) units += GSM_EXTENDED.includes(char) ? 2 : 1;
    return { encoding: 'gsm', units, segments: units === 0 ? 1 : units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
