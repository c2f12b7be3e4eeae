import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * One line of a branch's chat. Its time is `createdAt` (set by the server); the author and the
 * branch are the request's, never a client's choice. Company-owned, so the tenant filter scopes
 * every read; the (branch, created_at, uuid) index serves "newest page first" and "load earlier".
 * The branch and the author are identity's: kept by uuid (no relation or foreign key across
 * modules), the author named through identity_v1.user_ref.
 */
@Entity({ tableName: 'chat_message' })
@Index({ name: 'chat_message_branch_created_at_index', properties: ['branchUuid', 'createdAt', 'uuid'] })
export class ChatMessage extends CompanyOwnedEntity {
  @Property({ type: 'uuid' })
  branchUuid!: string;

  @Property({ type: 'uuid' })
  authorUuid!: string;

  @Property({ type: 'text' })
  content!: string;
}
