import { Module } from '@nestjs/common';
import { CalendarModule } from '@dental/calendar';
import { MessagesModule } from '@dental/messages';
import { PatientsModule } from '@dental/patients';
import { BookingReads } from './booking-reads.js';
import { BookedAnswers } from './holds/booked-answers.js';
import { CodeSender } from './holds/code-sender.js';
import { HoldsService } from './holds/holds.service.js';
import { ManageService } from './manage/manage.service.js';
import { PublicBookingController } from './public/public-booking.controller.js';
import { BookingSettingsController } from './settings/booking-settings.controller.js';
import { BookingSettingsService } from './settings/booking-settings.service.js';
import { BookingBranches } from './slots/booking-branch.js';
import { SlotsService } from './slots/slots.service.js';

/**
 * Online booking (issue 27): each branch's settings and the patients' holds (its own tables); the
 * free starts from the calendar's published work times and appointments, the code through the
 * messages module's channels, the patient through the patients module's OnlinePatientsService and
 * the appointment through the calendar's AppointmentService (docs/decisions.md, "Online booking").
 */
@Module({
  imports: [CalendarModule, PatientsModule, MessagesModule],
  controllers: [BookingSettingsController, PublicBookingController],
  providers: [BookingReads, BookingSettingsService, BookingBranches, SlotsService, CodeSender, HoldsService, BookedAnswers, ManageService],
})
export class BookingModule {}
