import { ChatMessage } from './messages/chat-message.entity.js';

/** The entities whose tables the messenger module owns (and migrates). */
export const messengerEntities = [ChatMessage];
