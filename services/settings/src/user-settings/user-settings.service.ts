import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UserSettings as Answer, UserSettingsEdit } from '@dental/contracts';
import { User } from '@dental/identity';
import { checkVersion, conflict, notFound } from '@dental/server-core';
import { USER_SETTINGS_DEFAULTS, UserSettings } from './user-settings.entity.js';

/**
 * A user's own settings. `crossCompany` is the admin's screen (users of any company): only the
 * admin controller passes it, and it says so at the query.
 */
@Injectable()
export class UserSettingsService {
  constructor(private readonly em: EntityManager) {}

  async get(userUuid: string, crossCompany = false): Promise<Answer> {
    await this.user(userUuid, crossCompany);
    const stored = await this.em.findOne(UserSettings, { userUuid }, crossCompany ? { filters: { tenant: false } } : {});
    return stored ? toAnswer(stored) : { user_uuid: userUuid, ...defaults(), version: 0 };
  }

  async save(userUuid: string, { version, ...changes }: UserSettingsEdit, crossCompany = false): Promise<Answer> {
    const user = await this.user(userUuid, crossCompany);
    let stored = await this.em.findOne(UserSettings, { userUuid }, crossCompany ? { filters: { tenant: false } } : {});
    if (stored) {
      if (version === 0) throw conflict('VERSION_CONFLICT');
      await checkVersion(this.em, stored, version);
    } else {
      if (version !== 0) throw conflict('VERSION_CONFLICT');
      stored = crossCompany ? await this.createForOtherCompany(user) : this.em.create(UserSettings, { userUuid: user.uuid });
    }
    if (changes.calendar_slot_duration !== undefined) stored.calendarSlotDuration = changes.calendar_slot_duration;
    if (changes.planner_slot_duration !== undefined) stored.plannerSlotDuration = changes.planner_slot_duration;
    if (changes.calendar_time_buffer !== undefined) stored.calendarTimeBuffer = changes.calendar_time_buffer;
    if (changes.planner_time_buffer !== undefined) stored.plannerTimeBuffer = changes.planner_time_buffer;
    if (changes.language !== undefined) stored.language = changes.language;
    await this.em.flush();
    return toAnswer(stored);
  }

  /**
   * The tenant subscriber stamps the session's company on created rows; for the admin editing a
   * user of another company the row must carry the user's company, so it is inserted as such.
   */
  private async createForOtherCompany(user: User): Promise<UserSettings> {
    await this.em.execute('insert into "user_settings" ("company_id", "user_uuid") values (?, ?) on conflict do nothing', [
      user.company.id,
      user.uuid,
    ]);
    const stored = await this.em.findOne(UserSettings, { userUuid: user.uuid }, { filters: { tenant: false } });
    if (!stored) throw notFound();
    return stored;
  }

  private async user(uuid: string, crossCompany: boolean): Promise<User> {
    const user = await this.em.findOne(User, { uuid }, crossCompany ? { filters: { tenant: false } } : {});
    if (!user) throw notFound();
    return user;
  }
}

const defaults = () => ({
  calendar_slot_duration: USER_SETTINGS_DEFAULTS.calendarSlotDuration,
  planner_slot_duration: USER_SETTINGS_DEFAULTS.plannerSlotDuration,
  calendar_time_buffer: USER_SETTINGS_DEFAULTS.calendarTimeBuffer,
  planner_time_buffer: USER_SETTINGS_DEFAULTS.plannerTimeBuffer,
  language: USER_SETTINGS_DEFAULTS.language,
});

const toAnswer = (settings: UserSettings): Answer => ({
  user_uuid: settings.userUuid,
  calendar_slot_duration: settings.calendarSlotDuration,
  planner_slot_duration: settings.plannerSlotDuration,
  calendar_time_buffer: settings.calendarTimeBuffer,
  planner_time_buffer: settings.plannerTimeBuffer,
  language: settings.language,
  version: settings.version,
});
