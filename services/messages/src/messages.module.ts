import { Module } from '@nestjs/common';
import { PatientsModule } from '@dental/patients';
import { ChannelRegistry } from './channels/channel-registry.js';
import { ChannelSettingsController } from './channels/channel-settings.controller.js';
import { ChannelSettingsService } from './channels/channel-settings.service.js';
import { MessageReads } from './message-reads.js';
import { TemplateController } from './templates/template.controller.js';
import { TemplateService } from './templates/template.service.js';

/**
 * The messages domain (issue 26): the company's channels (e-mail over SMTP, SMS over SMPP 3.4),
 * branches' templates and reminders, each message sent once.
 */
@Module({
  imports: [PatientsModule],
  controllers: [ChannelSettingsController, TemplateController],
  providers: [ChannelSettingsService, ChannelRegistry, MessageReads, TemplateService],
  exports: [ChannelRegistry],
})
export class MessagesModule {}
