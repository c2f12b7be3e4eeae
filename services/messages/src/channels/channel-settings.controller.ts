import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  messageChannelParamsSchema,
  messageChannelSettingsEditSchema,
  messageChannelSettingsSchema,
  type MessageChannelName,
  type MessageChannelSettingsEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { z } from 'zod';
import { ChannelSettingsService } from './channel-settings.service.js';

/** The company's message channels under the settings: branch_settings_view reads them, branch_edit writes them. */
@ApiTags('message-channels')
@Controller('settings/message-channels')
export class ChannelSettingsController {
  constructor(private readonly settings: ChannelSettingsService) {}

  @Get()
  @Access('branch_settings_view')
  @ZodAnswer(envelope(z.array(messageChannelSettingsSchema)))
  async list() {
    return { data: await this.settings.list() };
  }

  @Put(':channel')
  @Access('branch_edit')
  @ZodAnswer(envelope(messageChannelSettingsSchema))
  async save(@ZodParams(messageChannelParamsSchema) { channel }: { channel: MessageChannelName }, @ZodBody(messageChannelSettingsEditSchema) body: MessageChannelSettingsEdit) {
    return { data: await this.settings.save(channel, body) };
  }
}
