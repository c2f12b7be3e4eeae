import type { ChatMessage as ChatMessageAnswer, PresenceUser } from '@dental/contracts';
import type { User } from '@dental/identity';
import type { ChatMessage } from './chat-message.entity.js';

/** How a person appears in the chat: full name and avatar colour. */
export const toPresenceUser = (user: User): PresenceUser => ({
  uuid: user.uuid,
  name: `${user.firstName} ${user.lastName}`.trim(),
  color: user.color,
});

/** A message as the API and the live channel send it, its author from `authors` (by uuid). */
export function toChatMessageAnswer(message: ChatMessage, authors: ReadonlyMap<string, PresenceUser>): ChatMessageAnswer {
  return {
    uuid: message.uuid,
    content: message.content,
    time: message.createdAt.toISOString(),
    author: authors.get(message.authorUuid) ?? { uuid: message.authorUuid, name: '', color: null },
    branch_uuid: message.branchUuid,
  };
}
