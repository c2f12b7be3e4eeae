import type { OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import {
  MESSENGER_EVENTS,
  messengerRoom,
  messengerRoomRequestSchema,
  type ChatMessage,
  type MessengerAck,
  type MessengerHere,
  type MessengerPresenceChange,
  type PresenceUser,
} from '@dental/contracts';
import { LiveSessions, User } from '@dental/identity';
import { Access, ApiException, logger } from '@dental/server-core';
import { toPresenceUser } from '../messages/chat-message.mapper.js';
import { MessengerService } from '../messages/messenger.service.js';
import { distinctUsers, stillPresent, type MessengerSocketData } from './presence.js';

const log = logger.child('messenger-live');
const ROOM_PREFIX = messengerRoom('');

type MessengerSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, MessengerSocketData>;

/**
 * The live channel: socket.io at the default path `/socket.io`, on the API's own HTTP server.
 *
 * - The handshake is refused (connect_error "UNAUTHENTICATED") without a valid bearer token, and a
 *   session that ends (logout, new password, disabled) loses its sockets at once (LiveSessions).
 * - A socket joins `messenger_room_{branch_uuid}` only for a branch its user may work in; the
 *   session is resolved again on every join, so a revoked token or a switched company stops there.
 * - Presence is read from the room itself (`fetchSockets`, which the Redis adapter answers from
 *   every instance), so no second store can drift from who is really connected. "joining" and
 *   "leaving" are about people: a second tab of someone already present announces nothing.
 */
@WebSocketGateway()
export class MessengerGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer()
  private server!: Server;

  /**
   * Set when the app starts closing: departures are no longer announced, because the Redis clients
   * close with the app and a late emit would fail. Clients of a stopped instance reconnect to
   * another one and join again.
   */
  private closing = false;

  constructor(
    private readonly em: EntityManager,
    private readonly messenger: MessengerService,
    private readonly live: LiveSessions,
  ) {}

  afterInit(server: Server): void {
    this.live.attach(server);
    server.use((socket, next) => {
      this.identify(socket as MessengerSocket).then(
        () => next(),
        (error: unknown) => {
          if (!(error instanceof ApiException)) log.error({ msg: 'live channel presence lookup failed' }, error);
          const refusal = new Error('UNAUTHENTICATED') as Error & { data?: unknown };
          refusal.data = { code: 'UNAUTHENTICATED' };
          next(refusal);
        },
      );
    });
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  handleConnection(socket: MessengerSocket): void {
    // Rooms are still known while disconnecting (not after): announce the departures from there.
    socket.on('disconnecting', () => {
      if (this.closing) return;
      const rooms = [...socket.rooms].filter((room) => room.startsWith(ROOM_PREFIX));
      for (const room of rooms) void this.announceLeaving(socket, room);
    });
  }

  // The platform's access guard runs on socket events too, but has no HTTP request to read here:
  // this channel authenticates in the handshake (above) and re-resolves the session on every join.
  @SubscribeMessage(MESSENGER_EVENTS.join)
  @Access('public')
  async join(@ConnectedSocket() socket: MessengerSocket, @MessageBody() body: unknown): Promise<MessengerAck> {
    const request = messengerRoomRequestSchema.safeParse(body);
    if (!request.success) return { ok: false, error: { code: 'VALIDATION_FAILED' } };
    const branchUuid = request.data.branch_uuid;
    const auth = await this.live.currentSession(socket);
    if (!auth) return { ok: false, error: { code: 'UNAUTHENTICATED' } };
    try {
      await this.live.inTenant(auth, () => this.messenger.workableBranch(auth, branchUuid));
    } catch (error) {
      if (!(error instanceof ApiException)) log.error({ msg: 'join check failed' }, error);
      return { ok: false, error: { code: 'NOT_FOUND' } };
    }

    const room = messengerRoom(branchUuid);
    const me = socket.data.user as PresenceUser;
    const before = await this.server.in(room).fetchSockets();
    const wasPresent = before.some((other) => other.id !== socket.id && other.data.user?.uuid === me.uuid);
    await socket.join(room);
    if (!wasPresent) {
      const joining: MessengerPresenceChange = { branch_uuid: branchUuid, user: me };
      socket.to(room).emit(MESSENGER_EVENTS.joining, joining);
    }
    const users = distinctUsers([...before, socket]);
    const here: MessengerHere = { branch_uuid: branchUuid, users };
    socket.emit(MESSENGER_EVENTS.here, here);
    return { ok: true, branch_uuid: branchUuid, users };
  }

  /** Leaving needs no check: a socket can only leave a room it was let into. */
  @SubscribeMessage(MESSENGER_EVENTS.leave)
  @Access('public')
  async leave(@ConnectedSocket() socket: MessengerSocket, @MessageBody() body: unknown): Promise<MessengerAck> {
    const request = messengerRoomRequestSchema.safeParse(body);
    if (!request.success) return { ok: false, error: { code: 'VALIDATION_FAILED' } };
    const room = messengerRoom(request.data.branch_uuid);
    if (socket.rooms.has(room)) {
      await socket.leave(room);
      await this.announceLeaving(socket, room);
    }
    return { ok: true, branch_uuid: request.data.branch_uuid, users: [] };
  }

  /** Sends a stored message to everyone in its branch's room, on every instance. */
  broadcastMessage(message: ChatMessage): void {
    this.server.to(messengerRoom(message.branch_uuid)).emit(MESSENGER_EVENTS.message, message);
  }

  private async announceLeaving(socket: MessengerSocket, room: string): Promise<void> {
    const user = socket.data.user;
    if (!user) return;
    try {
      const remaining = await this.server.in(room).fetchSockets();
      if (this.closing || stillPresent(remaining, user.uuid, socket.id)) return;
      const leaving: MessengerPresenceChange = { branch_uuid: room.slice(ROOM_PREFIX.length), user };
      this.server.to(room).except(socket.id).emit(MESSENGER_EVENTS.leaving, leaving);
    } catch (error) {
      log.warn({ msg: 'could not announce a departure', room, error: String(error) });
    }
  }

  /** Who is behind the socket, for presence (the handshake already proved the session). */
  private async identify(socket: MessengerSocket): Promise<void> {
    const auth = this.live.handshakeSession(socket);
    if (!auth) throw new ApiException(401, 'UNAUTHENTICATED');
    const user = await this.live.inTenant(auth, () => this.em.findOne(User, { uuid: auth.userId }));
    if (!user) throw new ApiException(401, 'UNAUTHENTICATED');
    socket.data.user = toPresenceUser(user);
  }
}
