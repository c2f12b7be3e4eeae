import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { CALENDAR_EVENTS, calendarAppointmentEventSchema, type CalendarAck, type CalendarAppointmentEvent } from '@dental/contracts';
import { api, booking, createTestApp, demoFixtures, signIn, type DemoFixtures } from '@dental/server-testing';

/** Another user's open calendar of the same branch sees a booking appear and move, without a reload. */
describe('calendar: live updates', () => {
  let app: INestApplication;
  let fx: DemoFixtures;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    fx = await demoFixtures(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  const connect = async (token: string): Promise<Socket> => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { authorization: token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const join = (socket: Socket, branch: string) => socket.timeout(3000).emitWithAck(CALENDAR_EVENTS.join, { branch_uuid: branch }) as Promise<CalendarAck>;
  const nextEvent = (socket: Socket) =>
    new Promise<CalendarAppointmentEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no calendar:appointment within 3 s')), 3000);
      socket.once(CALENDAR_EVENTS.appointment, (payload: unknown) => {
        clearTimeout(timer);
        resolve(calendarAppointmentEventSchema.parse(payload));
      });
    });

  it('sends created and moved appointments to the branch room', async () => {
    const admin = await signIn(app, 'admin');
    const watcher = await connect(await signIn(app, 'doctor'));
    expect(await join(watcher, fx.branch)).toEqual({ ok: true, branch_uuid: fx.branch });

    const created = nextEvent(watcher);
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2033-09-05', '09:00', '09:30'));
    expect(res.status).toBe(201);
    expect(await created).toMatchObject({ branch_uuid: fx.branch, action: 'created', appointment: { uuid: res.body.data.uuid } });

    const moved = nextEvent(watcher);
    await api(app)
      .patch(`/api/calendar/appointments/${res.body.data.uuid}/move`)
      .set('authorization', admin)
      .send({ room_uuid: fx.rooms[1], time_from: res.body.data.time_from, time_to: res.body.data.time_to, version: 1 });
    expect(await moved).toMatchObject({ action: 'moved', appointment: { room_uuid: fx.rooms[1] } });
  });

  it('lets nobody join another company\u2019s branch', async () => {
    const other = await connect(await signIn(app, 'other'));
    expect(await join(other, fx.branch)).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
