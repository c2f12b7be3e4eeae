import { Module } from '@nestjs/common';
import { BranchSettingsService } from './branch-settings.service.js';

/**
 * A branch's calendar and planner settings for the modules that read them (no controllers): the
 * calendar imports this module beside RoomsModule, so it works even when MODULES leaves settings out.
 */
@Module({
  providers: [BranchSettingsService],
  exports: [BranchSettingsService],
})
export class BranchSettingsModule {}
