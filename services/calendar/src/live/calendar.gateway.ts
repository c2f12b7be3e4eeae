import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Server, Socket } from 'socket.io';
import {
  CALENDAR_EVENTS,
  calendarRoom,
  calendarRoomRequestSchema,
  type CalendarAck,
  type CalendarAppointmentEvent,
  type CalendarWorkTimesEvent,
} from '@dental/contracts';
import { Branch, LiveSessions } from '@dental/identity';
import { Access, hasPermission, logger } from '@dental/server-core';

const log = logger.child('calendar-live');

/**
 * The calendar's live channel: `calendar_room_{branch_uuid}` on the same socket.io server as the
 * messenger (Nest shares one server per path between gateways, and the Redis adapter fans emits out
 * to every instance). The handshake is authenticated by LiveSessions, whichever gateway attaches it
 * first; every join resolves the session again and checks calendar_view or planner_view and that
 * the branch is in the session's company.
 */
@WebSocketGateway()
export class CalendarGateway implements OnGatewayInit {
  @WebSocketServer()
  private server?: Server;

  constructor(
    private readonly em: EntityManager,
    private readonly live: LiveSessions,
  ) {}

  afterInit(server: Server): void {
    this.live.attach(server);
  }

  // No HTTP request here for the access guard to read: the join checks the session itself.
  @SubscribeMessage(CALENDAR_EVENTS.join)
  @Access('public')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<CalendarAck> {
    const request = calendarRoomRequestSchema.safeParse(body);
    if (!request.success) return { ok: false, error: { code: 'VALIDATION_FAILED' } };
    const auth = await this.live.currentSession(socket);
    if (!auth) return { ok: false, error: { code: 'UNAUTHENTICATED' } };
    if (!hasPermission(auth, 'calendar_view') && !hasPermission(auth, 'planner_view')) return { ok: false, error: { code: 'FORBIDDEN' } };
    const branchUuid = request.data.branch_uuid;
    const branch = await this.live.inTenant(auth, () => this.em.findOne(Branch, { uuid: branchUuid }));
    if (!branch) return { ok: false, error: { code: 'NOT_FOUND' } };
    await socket.join(calendarRoom(branchUuid));
    return { ok: true, branch_uuid: branchUuid };
  }

  @SubscribeMessage(CALENDAR_EVENTS.leave)
  @Access('public')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<CalendarAck> {
    const request = calendarRoomRequestSchema.safeParse(body);
    if (!request.success) return { ok: false, error: { code: 'VALIDATION_FAILED' } };
    await socket.leave(calendarRoom(request.data.branch_uuid));
    return { ok: true, branch_uuid: request.data.branch_uuid };
  }

  emitAppointment(event: CalendarAppointmentEvent): void {
    this.emit(event.branch_uuid, CALENDAR_EVENTS.appointment, event);
  }

  emitWorkTimes(event: CalendarWorkTimesEvent): void {
    this.emit(event.branch_uuid, CALENDAR_EVENTS.worktimes, event);
  }

  /** Live updates are a convenience: a failed emit is logged, never fails the write that caused it. */
  private emit(branchUuid: string, name: string, payload: unknown): void {
    if (!this.server) return;
    try {
      this.server.to(calendarRoom(branchUuid)).emit(name, payload);
    } catch (error) {
      log.warn({ msg: 'live emit failed', event: name, error: String(error) });
    }
  }
}
