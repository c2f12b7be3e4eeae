import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BranchSettings as BranchSettingsAnswer, BranchSettingsEdit } from '@dental/contracts';
import { Branch } from '@dental/identity';
import { checkVersion, conflict, notFound } from '@dental/server-core';
import { BRANCH_SETTINGS_DEFAULTS, BranchSettings } from './branch-settings.entity.js';

/** What the calendar and planner read: the stored settings of a branch or the defaults. */
export interface EffectiveBranchSettings {
  branchUuid: string;
  calendarRoomCount: number;
  plannerRoomCount: number;
  slotDurationMinutes: number;
  timeBufferHours: number;
  /** 0 while nothing is stored. */
  version: number;
}

/** A branch's calendar/planner settings; the calendar injects this service. */
@Injectable()
export class BranchSettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The branch's settings, or the defaults when it never saved any; 404 for another company's branch. */
  async forBranch(branchUuid: string): Promise<EffectiveBranchSettings> {
    await this.branch(branchUuid);
    const stored = await this.em.findOne(BranchSettings, { branch: branchUuid });
    return stored ? effective(stored) : { branchUuid, ...BRANCH_SETTINGS_DEFAULTS, version: 0 };
  }

  /** Saves the sent values; version 0 means "first save" (a stale 0 when a row exists is 409). */
  async edit(branchUuid: string, { version, ...changes }: BranchSettingsEdit): Promise<EffectiveBranchSettings> {
    const branch = await this.branch(branchUuid);
    let stored = await this.em.findOne(BranchSettings, { branch: branchUuid });
    if (stored) {
      if (version === 0) throw conflict('VERSION_CONFLICT');
      await checkVersion(this.em, stored, version);
    } else {
      if (version !== 0) throw conflict('VERSION_CONFLICT');
      stored = this.em.create(BranchSettings, { branch });
    }
    if (changes.calendar_room_count !== undefined) stored.calendarRoomCount = changes.calendar_room_count;
    if (changes.planner_room_count !== undefined) stored.plannerRoomCount = changes.planner_room_count;
    if (changes.slot_duration !== undefined) stored.slotDurationMinutes = changes.slot_duration;
    if (changes.time_buffer !== undefined) stored.timeBufferHours = changes.time_buffer;
    await this.em.flush();
    return effective(stored);
  }

  private async branch(uuid: string): Promise<Branch> {
    const branch = await this.em.findOne(Branch, { uuid });
    if (!branch) throw notFound();
    return branch;
  }
}

const effective = (settings: BranchSettings): EffectiveBranchSettings => ({
  branchUuid: settings.branch.uuid,
  calendarRoomCount: settings.calendarRoomCount,
  plannerRoomCount: settings.plannerRoomCount,
  slotDurationMinutes: settings.slotDurationMinutes,
  timeBufferHours: settings.timeBufferHours,
  version: settings.version,
});

export const toBranchSettingsAnswer = (settings: EffectiveBranchSettings): BranchSettingsAnswer => ({
  branch_uuid: settings.branchUuid,
  calendar_room_count: settings.calendarRoomCount,
  planner_room_count: settings.plannerRoomCount,
  slot_duration: settings.slotDurationMinutes,
  time_buffer: settings.timeBufferHours,
  version: settings.version,
});
