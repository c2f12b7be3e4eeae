import type { Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Language } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/** Defaults until a user saves their own (docs/decisions-settings.md). */
export const USER_SETTINGS_DEFAULTS = {
  calendarSlotDuration: 15,
  plannerSlotDuration: 30,
  calendarTimeBuffer: 1,
  plannerTimeBuffer: 1,
  language: 'lv' as Language,
};

/**
 * A user's calendar/planner view settings and interface language (one row, created on first save).
 * The user is identity's, kept by uuid (no relation or foreign key across modules).
 */
@Entity({ tableName: 'user_settings' })
export class UserSettings extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  @Unique({ name: 'user_settings_user_unique' })
  userUuid!: string;

  @Property({ type: 'smallint', default: USER_SETTINGS_DEFAULTS.calendarSlotDuration })
  calendarSlotDuration: Opt<number> = USER_SETTINGS_DEFAULTS.calendarSlotDuration;

  @Property({ type: 'smallint', default: USER_SETTINGS_DEFAULTS.plannerSlotDuration })
  plannerSlotDuration: Opt<number> = USER_SETTINGS_DEFAULTS.plannerSlotDuration;

  @Property({ type: 'smallint', default: USER_SETTINGS_DEFAULTS.calendarTimeBuffer })
  calendarTimeBuffer: Opt<number> = USER_SETTINGS_DEFAULTS.calendarTimeBuffer;

  @Property({ type: 'smallint', default: USER_SETTINGS_DEFAULTS.plannerTimeBuffer })
  plannerTimeBuffer: Opt<number> = USER_SETTINGS_DEFAULTS.plannerTimeBuffer;

  @Property({ type: 'string', length: 2, default: 'lv' })
  language: Opt<Language> = 'lv';
}
