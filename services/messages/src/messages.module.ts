import { Module } from '@nestjs/common';
import { ChannelRegistry } from './channels/channel-registry.js';
import { ChannelSettingsController } from './channels/channel-settings.controller.js';
import { ChannelSettingsService } from './channels/channel-settings.service.js';

/**
 * The messages domain (issue 26): the company's channels (e-mail over SMTP, SMS over SMPP 3.4),
 * branches' templates and reminders, each message sent once.
 */
@Module({
  controllers: [ChannelSettingsController],
  providers: [ChannelSettingsService, ChannelRegistry],
  exports: [ChannelRegistry],
})
export class MessagesModule {}
