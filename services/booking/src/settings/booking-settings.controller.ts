import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  onlineBookingSettingsEditSchema,
  onlineBookingSettingsSchema,
  uuidParamsSchema,
  type OnlineBookingSettingsEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams } from '@dental/server-core';
import { BookingSettingsService } from './booking-settings.service.js';

/** A branch's online booking, under the branch's settings: branch_settings_view reads, branch_edit saves. */
@ApiTags('online-booking')
@Controller('settings/branches/:uuid/online-booking')
export class BookingSettingsController {
  constructor(private readonly settings: BookingSettingsService) {}

  @Get()
  @Access('branch_settings_view')
  @ZodAnswer(envelope(onlineBookingSettingsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }) {
    return { data: await this.settings.get(uuid) };
  }

  @Put()
  @Access('branch_edit')
  @ZodAnswer(envelope(onlineBookingSettingsSchema))
  async save(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }, @ZodBody(onlineBookingSettingsEditSchema) body: OnlineBookingSettingsEdit) {
    return { data: await this.settings.save(uuid, body) };
  }
}
