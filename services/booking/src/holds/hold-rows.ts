import { createHash } from 'node:crypto';
import type { BookingChannel } from '@dental/contracts';
import type { HoldState } from './booking-hold.entity.js';

/** A hold as the booking module's SQL reads it. */
export interface HoldRow {
  uuid: string;
  company_id: number;
  branch_uuid: string;
  service_uuid: string;
  user_uuid: string;
  room_uuid: string;
  time_from: Date;
  time_to: Date;
  expires_at: Date;
  state: HoldState;
  code_hash: string;
  attempts: number;
  channel: BookingChannel;
  contact: { first_name: string; last_name: string; phone: string; email?: string | null; personal_code?: string | null };
  note: string | null;
  language: string;
}

export const HOLD_COLUMNS = `uuid, company_id, branch_uuid, service_uuid, user_uuid, room_uuid, time_from, time_to, expires_at, state, code_hash, attempts, channel, contact, note, language`;

/** The stored form of a hold's code: never the code itself. */
export const codeHash = (holdUuid: string, code: string): string => createHash('sha256').update(`${holdUuid}:${code}`).digest('hex');

/** The SQLSTATE and constraint of a database error, if it is one. */
export function dbError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; message?: string };
  return { code: e?.code, constraint: e?.constraint ?? /constraint "([^"]+)"/.exec(e?.message ?? '')?.[1] };
}
