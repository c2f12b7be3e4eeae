import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage as ChatMessageAnswer, MessengerListQuery, MessengerPost } from '@dental/contracts';
import { Branch, BranchService, User } from '@dental/identity';
import { notFound, type AuthSession } from '@dental/server-core';
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
      const cursor = await this.em.findOne(ChatMessage, { uuid: query.before, branch });
      if (!cursor) throw notFound();
      // (created_at, uuid) is a total order, so two messages of the same millisecond never go missing.
      older = {
        $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, uuid: { $lt: cursor.uuid } }],
      };
    }
    // A soft-deleted colleague still authored their messages: history keeps showing them, so the
    // soft-delete filter is off for the populate and stated by hand for the messages themselves.
    const messages = await this.em.find(
      ChatMessage,
      { branch, deletedAt: null, ...older },
      {
        populate: ['author'],
        orderBy: [{ createdAt: 'desc' }, { uuid: 'desc' }],
        limit: query.limit,
        filters: { softDelete: false },
      },
    );
    return messages.map(toChatMessageAnswer);
  }

  /** Stores a message of the signed-in user in the branch; the caller broadcasts it. */
  async post(auth: AuthSession, body: MessengerPost): Promise<ChatMessageAnswer> {
    const branch = await this.workableBranch(auth, body.branch_uuid);
    const author = await this.em.findOneOrFail(User, { uuid: auth.userId });
    const message = this.em.create(ChatMessage, {
      branch,
      author,
      content: body.message,
    });
    await this.em.flush();
    return toChatMessageAnswer(message);
  }
}
