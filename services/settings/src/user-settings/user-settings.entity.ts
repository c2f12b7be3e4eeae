import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Language } from '@dental/contracts';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/** Defaults until a user saves their own (docs/decisions-settings.md). */
export const USER_SETTINGS_DEFAULTS = {
  calendarSlotDuration: 15,
  plannerSlotDuration: 30,
  calendarTimeBuffer: 1,
  plannerTimeBuffer: 1,
  language: 'lv' as Language,
};

/** A user's calendar/planner view settings and interface language (one row, created on first save). */
@Entity({ tableName: 'user_settings' })
export class UserSettings extends CompanyOwnedEntity {
  @OneToOne({ entity: () => User, ref: true, owner: true, unique: 'user_settings_user_unique', deleteRule: 'restrict' })
  user!: Ref<User>;

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
