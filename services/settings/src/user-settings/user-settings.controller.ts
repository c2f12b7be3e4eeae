import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  userSettingsEditSchema,
  userSettingsSchema,
  userUuidParamsSchema,
  type UserSettingsEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { UserSettingsService } from './user-settings.service.js';

type UserParams = { user_uuid: string };

/** A user's settings tab (user_settings_view / user_edit), defaults (version 0) until first saved. */
@ApiTags('users')
@Controller('settings/users/:user_uuid/settings')
export class UserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Get()
  @Access('user_settings_view')
  @ZodAnswer(envelope(userSettingsSchema))
  async get(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams) {
    return { data: await this.settings.get(user_uuid) };
  }

  @Put()
  @Access('user_edit')
  @ZodAnswer(envelope(userSettingsSchema))
  async save(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams, @ZodBody(userSettingsEditSchema) body: UserSettingsEdit) {
    return { data: await this.settings.save(user_uuid, body) };
  }
}

/** The admin's view of any company's user's settings (admin only). */
@ApiTags('admin')
@Controller('admin/users/:user_uuid/settings')
export class AdminUserSettingsController {
  constructor(private readonly settings: UserSettingsService) {}

  @Get()
  @Access('admin')
  @ZodAnswer(envelope(userSettingsSchema))
  async get(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams) {
    return { data: await this.settings.get(user_uuid, true) };
  }

  @Put()
  @Access('admin')
  @ZodAnswer(envelope(userSettingsSchema))
  async save(@ZodParams(userUuidParamsSchema) { user_uuid }: UserParams, @ZodBody(userSettingsEditSchema) body: UserSettingsEdit) {
    return { data: await this.settings.save(user_uuid, body, true) };
  }
}
