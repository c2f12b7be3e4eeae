import type { ChatMessage as ChatMessageAnswer, PresenceUser } from '@dental/contracts';
import type { User } from '@dental/identity';
import type { ChatMessage } from './chat-message.entity.js';

/** How a person appears in the chat: full name and avatar colour. */
export const toPresenceUser = (user: User): PresenceUser => ({
  uuid: user.uuid,
  name: `${user.firstName} ${user.lastName}`.trim(),
  color: user.color,
});

/** A message as the API and the live channel send it; needs `author` loaded. */
export function toChatMessageAnswer(message: ChatMessage): ChatMessageAnswer {
  return {
    uuid: message.uuid,
    content: message.content,
    time: message.createdAt.toISOString(),
    author: toPresenceUser(message.author.getEntity()),
    branch_uuid: message.branch.uuid,
  };
}
