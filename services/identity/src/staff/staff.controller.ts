import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { staffListSchema, type StaffMember } from '@dental/contracts';
import { Access, ZodAnswer } from '@dental/server-core';
import { StaffService } from './staff.service.js';

/**
 * The staff look-up of pickers (doctor, assistants) on screens reached without user_view, such
 * as the patient card: any signed-in user of the company may see who works there.
 */
@ApiTags('meta')
@Controller('meta/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @Access('signed_in')
  @ZodAnswer(staffListSchema)
  async list(): Promise<{ data: StaffMember[] }> {
    return { data: await this.staff.list() };
  }
}
