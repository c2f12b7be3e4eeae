import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchSettingsEditSchema,
  branchSettingsSchema,
  branchUuidParamsSchema,
  branchWorkingHoursEditSchema,
  branchWorkingHoursSchema,
  envelope,
  type BranchSettingsEdit,
  type BranchWorkingHoursEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { BranchWorkingHoursService } from '../working-hours/branch-working-hours.service.js';
import { BranchSettingsService, toBranchSettingsAnswer } from './branch-settings.service.js';

type BranchParams = { branch_uuid: string };

/**
 * A branch's settings tab (branch_settings_view) and working-hours tab (branch_working_hours_view);
 * both are one record per branch, answered with defaults (version 0) until first saved.
 */
@ApiTags('branches')
@Controller('settings/branches/:branch_uuid')
export class BranchSettingsController {
  constructor(
    private readonly settings: BranchSettingsService,
    private readonly workingHours: BranchWorkingHoursService,
  ) {}

  @Get('settings')
  @Access('branch_settings_view')
  @ZodAnswer(envelope(branchSettingsSchema))
  async getSettings(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams) {
    return { data: toBranchSettingsAnswer(await this.settings.forBranch(branch_uuid)) };
  }

  @Put('settings')
  @Access('branch_edit')
  @ZodAnswer(envelope(branchSettingsSchema))
  async saveSettings(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams, @ZodBody(branchSettingsEditSchema) body: BranchSettingsEdit) {
    return { data: toBranchSettingsAnswer(await this.settings.edit(branch_uuid, body)) };
  }

  @Get('working-hours')
  @Access('branch_working_hours_view')
  @ZodAnswer(envelope(branchWorkingHoursSchema))
  async getWorkingHours(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams) {
    return { data: await this.workingHours.get(branch_uuid) };
  }

  @Put('working-hours')
  @Access('branch_edit')
  @ZodAnswer(envelope(branchWorkingHoursSchema))
  async saveWorkingHours(
    @ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams,
    @ZodBody(branchWorkingHoursEditSchema) body: BranchWorkingHoursEdit,
  ) {
    return { data: await this.workingHours.save(branch_uuid, body) };
  }
}
