export { MessagesModule } from './messages.module.js';
export { messagesModule } from './messages.definition.js';
export type { MessageChannel, OutgoingMessage, Handover } from './channels/message-channel.js';
export { ReminderScheduler } from './sending/reminder.scheduler.js';
export { LocalCatchers, type CaughtEmail, type CaughtSms } from './catchers/local-catchers.js';
export { ChannelRegistry } from './channels/channel-registry.js';
export { TemplateService } from './templates/template.service.js';
export { LinkSecret } from './link-secret.js';
export { signLink, readLink, publicBaseUrl, type LinkClaims } from './links.js';
