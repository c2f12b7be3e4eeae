import { z } from 'zod';
import { LANGUAGES, pageQuerySchema } from './common.js';
import { requiredTextSchema, textSchema } from './fields.js';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATES,
} from './messages.values.js';

export * from './messages.values.js';

/**
 * The messages module's API (issue 26, "Messages" and "Channels"): the company's channel settings
 * under /api/settings/message-channels, templates per branch under /api/settings/message-templates,
 * the patient card's messages under /api/patients/{uuid}/messages and the patient's signed link
 * under /api/public/r/{token}.
 */

export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const messageKindSchema = z.enum(MESSAGE_KINDS);
export const messageStateSchema = z.enum(MESSAGE_STATES);

// ---------------------------------------------------------------------------------------------
// Channel settings: /api/settings/message-channels/{channel}
// ---------------------------------------------------------------------------------------------

export const messageChannelParamsSchema = z.object({ channel: messageChannelSchema });

/** A channel's settings as answered: the secret never, only whether one is set. */
export const messageChannelSettingsSchema = z.object({
  channel: messageChannelSchema,
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  user: z.string(),
  sender_name: z.string(),
  has_secret: z.boolean(),
  /** 0 until the company first saves the channel. */
  version: z.number().int(),
});
export type MessageChannelSettings = z.infer<typeof messageChannelSettingsSchema>;

/** Saving a channel: `secret` omitted keeps the one set, `null` clears it; `version` 0 for the first save. */
export const messageChannelSettingsEditSchema = z
  .object({
    enabled: z.boolean(),
    host: textSchema(255),
    port: z.number().int().min(1).max(65535),
    user: textSchema(255),
    secret: textSchema(255).nullable().optional(),
    sender_name: requiredTextSchema(100),
    version: z.number().int().min(0),
  })
  .strict();
export type MessageChannelSettingsEdit = z.input<typeof messageChannelSettingsEditSchema>;

// ---------------------------------------------------------------------------------------------
// Templates: /api/settings/message-templates
// ---------------------------------------------------------------------------------------------

export const messageTemplateQuerySchema = z.object({ branch_uuid: z.uuid(), kind: messageKindSchema.optional() });
export type MessageTemplateQuery = z.infer<typeof messageTemplateQuerySchema>;

export const messageTemplateSchema = z.object({
  branch_uuid: z.uuid(),
  kind: messageKindSchema,
  channel: messageChannelSchema,
  language: z.enum(LANGUAGES),
  /** E-mail only (an SMS has none: empty). */
  subject: z.string(),
  body: z.string(),
  /** SMS segments the body takes as written (placeholders counted as typed). */
  segments: z.number().int(),
  /** 0 while the branch uses the product's default text. */
  version: z.number().int(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplateKeySchema = z.object({
  branch_uuid: z.uuid(),
  kind: messageKindSchema,
  channel: messageChannelSchema,
  language: z.enum(LANGUAGES),
});

export const messageTemplateSaveSchema = messageTemplateKeySchema
  .extend({ subject: textSchema(200), body: requiredTextSchema(2000), version: z.number().int().min(0) })
  .strict();
export type MessageTemplateSave = z.input<typeof messageTemplateSaveSchema>;

/** A preview writes the template for a real patient (and their next appointment, when they have one). */
export const messageTemplatePreviewSchema = messageTemplateKeySchema
  .extend({ subject: textSchema(200), body: requiredTextSchema(2000), patient_uuid: z.uuid() })
  .strict();
export type MessageTemplatePreviewRequest = z.input<typeof messageTemplatePreviewSchema>;

export const messagePreviewSchema = z.object({ subject: z.string(), text: z.string(), segments: z.number().int() });
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

// ---------------------------------------------------------------------------------------------
// Branch sending settings: /api/settings/branches/{uuid}/messages
// ---------------------------------------------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const branchMessageSettingsSchema = z.object({
  branch_uuid: z.uuid(),
  reminder_offsets_hours: z.array(z.number().int()),
  sending_from: z.string(),
  sending_to: z.string(),
  version: z.number().int(),
});
export type BranchMessageSettings = z.infer<typeof branchMessageSettingsSchema>;

export const branchMessageSettingsEditSchema = z
  .object({
    reminder_offsets_hours: z.array(z.number().int().min(1).max(24 * 14)).min(0).max(5),
    sending_from: hhmm,
    sending_to: hhmm,
    version: z.number().int().min(0),
  })
  .strict();
export type BranchMessageSettingsEdit = z.input<typeof branchMessageSettingsEditSchema>;

// ---------------------------------------------------------------------------------------------
// A patient's messages: /api/patients/{uuid}/messages
// ---------------------------------------------------------------------------------------------

export const patientMessageSchema = z.object({
  uuid: z.uuid(),
  kind: messageKindSchema,
  channel: messageChannelSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: messageStateSchema,
  failure_reason: z.string().nullable(),
  appointment_uuid: z.uuid().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type PatientMessage = z.infer<typeof patientMessageSchema>;

/** Newest first unless asked otherwise (`sort`: created_at). */
export const patientMessagesQuerySchema = pageQuerySchema.extend({ order: z.enum(['asc', 'desc']).default('desc') });

export const patientMessageParamsSchema = z.object({ uuid: z.uuid(), message_uuid: z.uuid() });

export const manualMessageSchema = z
  .object({ channel: messageChannelSchema, subject: textSchema(200).optional(), text: requiredTextSchema(2000) })
  .strict();
export type ManualMessage = z.input<typeof manualMessageSchema>;

/** A recall invitation from the card: the branch's template in the patient's language; needs their marketing (`_ad`) consent. */
export const recallInvitationSchema = z.object({ channel: messageChannelSchema, branch_uuid: z.uuid() }).strict();
export type RecallInvitation = z.input<typeof recallInvitationSchema>;

// ---------------------------------------------------------------------------------------------
// The patient's signed link: /api/public/r/{token}
// ---------------------------------------------------------------------------------------------

export const publicTokenParamsSchema = z.object({ token: z.string().min(1).max(500) });

export const publicAppointmentSchema = z.object({
  time_from: z.string(),
  time_to: z.string(),
  status: z.number().int(),
  patient_first_name: z.string(),
  branch_name: z.string(),
  branch_phone: z.string(),
  /** The branch's IANA time zone: the page shows the time in it, wherever the patient is. */
  branch_time_zone: z.string(),
  /** The practitioner's name ('' when the appointment names none). */
  practitioner_name: z.string(),
  language: z.enum(LANGUAGES),
  callback_requested: z.boolean(),
});
export type PublicAppointment = z.infer<typeof publicAppointmentSchema>;

// ---------------------------------------------------------------------------------------------
// The local catchers' inbox: /api/test/outbox
// ---------------------------------------------------------------------------------------------

export const outboxQuerySchema = z.object({ to: z.string().max(200).optional() });
export const outboxMessageSchema = z.object({
  channel: messageChannelSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  received_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
