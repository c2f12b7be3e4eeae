import { Module } from '@nestjs/common';
import { BranchSettingsService } from '../branch-settings/branch-settings.service.js';
import { RoomsService } from './rooms.service.js';

/**
 * The settings services other modules read (no controllers): the calendar imports this module for
 * a branch's rooms and calendar/planner settings, so it works even when MODULES leaves settings out.
 */
@Module({
  providers: [RoomsService, BranchSettingsService],
  exports: [RoomsService, BranchSettingsService],
})
export class RoomsModule {}
