import { Module } from '@nestjs/common';
import { CalendarModule } from '@dental/calendar';
import { PatientsModule } from '@dental/patients';
import { CatcherHost } from './catchers/catcher-host.js';
import { OutboxController } from './catchers/outbox.controller.js';
import { ChannelRegistry } from './channels/channel-registry.js';
import { ChannelSettingsController } from './channels/channel-settings.controller.js';
import { ChannelSettingsService } from './channels/channel-settings.service.js';
import { LinkSecret } from './link-secret.js';
import { MessageReads } from './message-reads.js';
import { PublicLinkController } from './public/public-link.controller.js';
import { PublicLinkService } from './public/public-link.service.js';
import { OnlineBookingSetting } from './sending/booking-link.js';
import { ManualMessages } from './sending/manual-messages.service.js';
import { MessageOutbox } from './sending/message-outbox.js';
import { MessageSender } from './sending/message-sender.js';
import { MessageWorkers } from './sending/message-workers.js';
import { PatientMessagesController } from './sending/patient-messages.controller.js';
import { ReminderScheduler } from './sending/reminder.scheduler.js';
import { BranchMessageSettingsController, BranchMessageSettingsService } from './templates/branch-message-settings.js';
import { TemplateController } from './templates/template.controller.js';
import { TemplateService } from './templates/template.service.js';

/**
 * The messages domain (issue 26): the company's channels (e-mail over SMTP, SMS over SMPP 3.4),
 * branches' templates and reminders, each message sent once.
 */
@Module({
  imports: [PatientsModule, CalendarModule],
  controllers: [ChannelSettingsController, TemplateController, BranchMessageSettingsController, PatientMessagesController, PublicLinkController, OutboxController],
  providers: [ChannelSettingsService, ChannelRegistry, MessageReads, TemplateService, BranchMessageSettingsService, MessageOutbox, ReminderScheduler, MessageSender, MessageWorkers, PublicLinkService, ManualMessages, CatcherHost, LinkSecret, OnlineBookingSetting],
  exports: [ChannelRegistry, ReminderScheduler, LinkSecret, TemplateService],
})
export class MessagesModule {}
