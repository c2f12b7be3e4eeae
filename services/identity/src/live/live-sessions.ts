import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Server, Socket } from 'socket.io';
import { ApiException, SESSION_RESOLVER, logger, withTenant, type AuthSession, type SessionResolver } from '@dental/server-core';
import { handshakeToken } from './handshake-token.js';

const log = logger.child('live-sessions');

/** The room every socket of one session joins, so the session's end can reach all of them. */
export const sessionRoom = (sessionUuid: string) => `session_${sessionUuid}`;

/**
 * Who is behind each socket of the live channel, and how their sockets end.
 *
 * Every gateway calls `attach` with the one socket.io server Nest shares between them: the
 * handshake is refused without a valid bearer token, and each socket joins its session's room.
 * `disconnectSessions` empties those rooms; with the Redis adapter the call is broadcast, so a
 * revoked session loses its sockets on every API instance at once, not at its next join.
 * Tokens stay on this instance (socket.data travels through Redis; a token must not).
 */
@Injectable()
export class LiveSessions {
  private server?: Server;
  private readonly tokens = new WeakMap<Socket, string>();
  private readonly sessions = new WeakMap<Socket, AuthSession>();

  constructor(
    private readonly em: EntityManager,
    @Inject(SESSION_RESOLVER) private readonly resolver: SessionResolver,
  ) {}

  attach(server: Server): void {
    if (this.server === server) return;
    this.server = server;
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => {
          if (!(error instanceof ApiException)) log.error({ msg: 'live channel handshake failed' }, error);
          const refusal = new Error('UNAUTHENTICATED') as Error & { data?: unknown };
          refusal.data = { code: 'UNAUTHENTICATED' };
          next(refusal);
        },
      );
    });
    server.on('connection', (socket: Socket) => {
      const auth = this.sessions.get(socket);
      if (auth) void socket.join(sessionRoom(auth.sessionId));
    });
  }

  /** The session the socket signed in with, as resolved at the handshake. */
  handshakeSession(socket: Socket): AuthSession | undefined {
    return this.sessions.get(socket);
  }

  /** The socket's session as it stands now (null once revoked or expired): checked on every join. */
  async currentSession(socket: Socket): Promise<AuthSession | null> {
    const token = this.tokens.get(socket);
    return token ? this.inTenant(null, () => this.resolver.resolve(token)) : null;
  }

  /** Ends the sockets of these sessions on every instance (no-op where no gateway is served). */
  disconnectSessions(sessionUuids: readonly string[]): void {
    if (!this.server || sessionUuids.length === 0) return;
    this.server.in(sessionUuids.map(sessionRoom)).disconnectSockets(true);
  }

  /**
   * A socket event is no HTTP request: it gets its own ORM context, scoped to the session's company
   * exactly as the access guard scopes a request (no company before a session is known).
   */
  inTenant<T>(auth: AuthSession | null, work: () => Promise<T>): Promise<T> {
    return withTenant(this.em, auth?.companyId ?? null, work);
  }

  private async authenticate(socket: Socket): Promise<void> {
    const token = handshakeToken(socket.handshake);
    const auth = token ? await this.inTenant(null, () => this.resolver.resolve(token)) : null;
    if (!token || !auth) throw new ApiException(401, 'UNAUTHENTICATED');
    this.tokens.set(socket, token);
    this.sessions.set(socket, auth);
  }
}
