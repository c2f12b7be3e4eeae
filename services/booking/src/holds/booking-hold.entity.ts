import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** The constraint names a refused hold is told by (the migration creates them). */
export const HOLD_USER_OVERLAP = 'booking_hold_user_no_overlap';
export const HOLD_ROOM_OVERLAP = 'booking_hold_room_no_overlap';
export const HOLD_CONTACT_OPEN = 'booking_hold_contact_open';

export type HoldState = 'held' | 'booked' | 'ended' | 'expired';

/**
 * A slot a patient holds for BOOKING_HOLD_MINUTES while they type the code sent to them: `held`
 * (its times are taken for slot search and for other holds), then `booked` (the appointment made),
 * `ended` (too many wrong codes, or lost to a desk booking) or `expired` (time ran out).
 */
@Entity({ tableName: 'booking_hold' })
export class BookingHold extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  branchUuid!: string;

  @Property({ type: 'uuid' })
  serviceUuid!: string;

  @Property({ type: 'uuid' })
  userUuid!: string;

  @Property({ type: 'uuid' })
  roomUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  timeFrom!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  timeTo!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 10, default: 'held' })
  state: Opt<HoldState> = 'held';

  /** SHA-256 of the hold's uuid and its code: the code itself is never stored. */
  @Property({ type: 'string', length: 64, hidden: true })
  codeHash!: string;

  @Property({ type: 'smallint', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'string', length: 5 })
  channel!: 'sms' | 'email';

  @Property({ type: 'json' })
  contact!: { first_name: string; last_name: string; phone: string; email?: string | null; personal_code?: string | null };

  /** The e-mail or phone the code goes to, as one key: one unconfirmed hold each, and its rate limit. */
  @Property({ type: 'string', length: 200 })
  contactKey!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 2, default: 'lv' })
  language: Opt<string> = 'lv';

  @Property({ type: 'uuid', nullable: true })
  patientUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  appointmentUuid: string | null = null;
}
