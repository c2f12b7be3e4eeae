export { MessagesModule } from './messages.module.js';
export { messagesModule } from './messages.definition.js';
export type { MessageChannel, OutgoingMessage, Handover } from './channels/message-channel.js';
export { ReminderScheduler } from './sending/reminder.scheduler.js';
export { LocalCatchers, type CaughtEmail, type CaughtSms } from './catchers/local-catchers.js';
