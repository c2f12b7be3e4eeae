import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage as ChatMessageAnswer, MessengerListQuery, MessengerPost, PresenceUser } from '@dental/contracts';
import { Branch, BranchService } from '@dental/identity';
import { notFound, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { ChatMessage } from './chat-message.entity.js';
import { toChatMessageAnswer } from './chat-message.mapper.js';

/**
 * The branch chats. Every call runs inside a signed-in request (or the live channel's own
 * context), so the tenant filter already hides other companies; on top, a user reaches only the
 * branches they may work in (their own; every branch of the company for an admin).
 */
@Injectable()
export class MessengerService {
  constructor(
    private readonly em: EntityManager,
    private readonly branches: BranchService,
  ) {}

  /** The branch when the user may work in it; another company's or a foreign branch is not found. */
  async workableBranch(auth: AuthSession, branchUuid: string): Promise<Branch> {
    const branch = (await this.branches.workableFor(auth)).find((candidate) => candidate.uuid === branchUuid);
    if (!branch) throw notFound();
    return branch;
  }

  /** One page, newest first; `before` (a message of the same branch) pages into older history. */
  async list(auth: AuthSession, query: MessengerListQuery): Promise<ChatMessageAnswer[]> {
    const branch = await this.workableBranch(auth, query.branch_uuid);
    let older = {};
    if (query.before) {
      const cursor = await this.em.findOne(ChatMessage, { uuid: query.before, branchUuid: branch.uuid });
      if (!cursor) throw notFound();
      // (created_at, uuid) is a total order, so two messages of the same millisecond never go missing.
      older = {
        $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, uuid: { $lt: cursor.uuid } }],
      };
    }
    const messages = await this.em.find(
      ChatMessage,
      { branchUuid: branch.uuid, deletedAt: null, ...older },
      {
        orderBy: [{ createdAt: 'desc' }, { uuid: 'desc' }],
        limit: query.limit,
      },
    );
    const authors = await this.authors(messages.map((message) => message.authorUuid));
    return messages.map((message) => toChatMessageAnswer(message, authors));
  }

  /** Stores a message of the signed-in user in the branch; the caller broadcasts it. */
  async post(auth: AuthSession, body: MessengerPost): Promise<ChatMessageAnswer> {
    const branch = await this.workableBranch(auth, body.branch_uuid);
    const message = this.em.create(ChatMessage, {
      branchUuid: branch.uuid,
      authorUuid: auth.userId,
      content: body.message,
    });
    await this.em.flush();
    return toChatMessageAnswer(message, await this.authors([auth.userId]));
  }

  /**
   * The authors as the chat shows them, read through identity's published user_ref (never its
   * user table). A soft-deleted colleague still authored their messages: history keeps naming them.
   */
  private async authors(uuids: string[]): Promise<Map<string, PresenceUser>> {
    const wanted = [...new Set(uuids)];
    if (!wanted.length) return new Map();
    const rows = await this.em.execute<{ uuid: string; first_name: string; last_name: string; color: string | null }[]>(
      'select u.uuid, u.first_name, u.last_name, u.color from identity_v1.user_ref u where u.company_id = ? and u.uuid = any(?::uuid[])',
      [tenantCompanyId(this.em), `{${wanted.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.uuid, { uuid: row.uuid, name: `${row.first_name} ${row.last_name}`.trim(), color: row.color }]));
  }
}
