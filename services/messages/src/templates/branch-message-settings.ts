import { Controller, Get, Injectable, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_REMINDER_OFFSETS_HOURS,
  DEFAULT_SENDING_HOURS,
  branchMessageSettingsEditSchema,
  branchMessageSettingsSchema,
  envelope,
  uuidParamsSchema,
  type BranchMessageSettings,
  type BranchMessageSettingsEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, badRequest, conflict } from '@dental/server-core';
import { TemplateService } from './template.service.js';
import { BranchMessageSettingsRow } from './branch-message-settings.entity.js';

/** A branch's reminder offsets and sending hours (the defaults, 48 h and 3 h, 08:00-21:00, until it saves its own). */
@Injectable()
export class BranchMessageSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly templates: TemplateService,
  ) {}

  async get(branchUuid: string): Promise<BranchMessageSettings> {
    await this.templates.branch(branchUuid);
    const row = await this.em.findOne(BranchMessageSettingsRow, { branchUuid });
    return row ? toAnswer(row) : { branch_uuid: branchUuid, reminder_offsets_hours: [...DEFAULT_REMINDER_OFFSETS_HOURS], sending_from: DEFAULT_SENDING_HOURS.from, sending_to: DEFAULT_SENDING_HOURS.to, version: 0 };
  }

  async save(branchUuid: string, body: BranchMessageSettingsEdit): Promise<BranchMessageSettings> {
    await this.templates.branch(branchUuid);
    if (body.sending_from >= body.sending_to) throw badRequest('VALIDATION_FAILED', { sending_to: 'APPOINTMENT_INVALID_TIME_RANGE' });
    let row = await this.em.findOne(BranchMessageSettingsRow, { branchUuid });
    const offsets = [...new Set(body.reminder_offsets_hours)].sort((a, b) => b - a);
    if (!row) {
      if (body.version !== 0) throw conflict('VERSION_CONFLICT');
      row = this.em.create(BranchMessageSettingsRow, { branchUuid, reminderOffsetsHours: offsets, sendingFrom: body.sending_from, sendingTo: body.sending_to });
    } else {
      if (row.version !== body.version) throw conflict('VERSION_CONFLICT');
      row.reminderOffsetsHours = offsets;
      row.sendingFrom = body.sending_from;
      row.sendingTo = body.sending_to;
    }
    await this.em.flush();
    return toAnswer(row);
  }
}

function toAnswer(row: BranchMessageSettingsRow): BranchMessageSettings {
  return { branch_uuid: row.branchUuid, reminder_offsets_hours: row.reminderOffsetsHours, sending_from: row.sendingFrom, sending_to: row.sendingTo, version: row.version };
}

/** Under the branch's settings: branch_settings_view reads, branch_edit saves. */
@ApiTags('message-templates')
@Controller('settings/branches/:uuid/messages')
export class BranchMessageSettingsController {
  constructor(private readonly settings: BranchMessageSettingsService) {}

  @Get()
  @Access('branch_settings_view')
  @ZodAnswer(envelope(branchMessageSettingsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }) {
    return { data: await this.settings.get(uuid) };
  }

  @Put()
  @Access('branch_edit')
  @ZodAnswer(envelope(branchMessageSettingsSchema))
  async save(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodBody(branchMessageSettingsEditSchema) body: BranchMessageSettingsEdit) {
    return { data: await this.settings.save(uuid, body) };
  }
}
