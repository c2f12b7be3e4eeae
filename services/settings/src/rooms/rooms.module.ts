import { Module } from '@nestjs/common';
import { RoomsService } from './rooms.service.js';

/**
 * A branch's rooms for the modules that read them (no controllers): the calendar imports this
 * module, so it works even when MODULES leaves settings out.
 */
@Module({
  providers: [RoomsService],
  exports: [RoomsService],
})
export class RoomsModule {}
