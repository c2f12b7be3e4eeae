import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch, User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * One line of a branch's chat. Its time is `createdAt` (set by the server); the author and the
 * branch are the request's, never a client's choice. Company-owned, so the tenant filter scopes
 * every read; the (branch, created_at, uuid) index serves "newest page first" and "load earlier".
 */
@Entity({ tableName: 'chat_message' })
@Index({ name: 'chat_message_branch_created_at_index', properties: ['branch', 'createdAt', 'uuid'] })
export class ChatMessage extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'restrict' })
  author!: Ref<User>;

  @Property({ type: 'text' })
  content!: string;
}
