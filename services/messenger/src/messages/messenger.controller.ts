import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  MESSENGER_PATH,
  messengerListAnswerSchema,
  messengerListQuerySchema,
  messengerPostAnswerSchema,
  messengerPostSchema,
  type ChatMessage,
  type MessengerListQuery,
  type MessengerPost,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodQuery, type AuthSession } from '@dental/server-core';
import { MessengerGateway } from '../live/messenger.gateway.js';
import { MessengerService } from './messenger.service.js';

/**
 * The chat of a branch. Signed-in users only, and only for branches they may work
 * in: another company's or a foreign branch answers 404, as if it did not exist.
 */
@ApiTags('messenger')
@Controller(MESSENGER_PATH)
export class MessengerController {
  constructor(
    private readonly messenger: MessengerService,
    private readonly live: MessengerGateway,
  ) {}

  @Get()
  @Access('signed_in')
  @ZodAnswer(messengerListAnswerSchema)
  async list(@CurrentAuth() auth: AuthSession, @ZodQuery(messengerListQuerySchema) query: MessengerListQuery): Promise<{ data: ChatMessage[] }> {
    return { data: await this.messenger.list(auth, query) };
  }

  /** Stores the message, then sends it to the branch's room (on every API instance, through Redis). */
  @Post()
  @Access('signed_in')
  @ZodAnswer(messengerPostAnswerSchema, 201)
  async post(@CurrentAuth() auth: AuthSession, @ZodBody(messengerPostSchema) body: MessengerPost): Promise<{ data: { message: ChatMessage } }> {
    const message = await this.messenger.post(auth, body);
    this.live.broadcastMessage(message);
    return { data: { message } };
  }
}
