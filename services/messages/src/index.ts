export { MessagesModule } from './messages.module.js';
export { messagesModule } from './messages.definition.js';
export type { MessageChannel, OutgoingMessage, Handover } from './channels/message-channel.js';
