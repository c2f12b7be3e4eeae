import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import {
  MESSENGER_EVENTS,
  branchSchema,
  chatMessageSchema,
  messengerHereSchema,
  messengerPostAnswerSchema,
  messengerPresenceChangeSchema,
  type Branch,
  type MessengerAck,
} from '@dental/contracts';
import { z } from 'zod';
import { createTestApp, findOrFail, signIn } from '@dental/server-testing';

/**
 * Two API instances on two ports sharing one Redis, as behind a load balancer: rooms and presence
 * must span both. Ports 3320/3321; a key of its own so parallel runs on the same Redis never meet.
 */
const PORTS = [3320, 3321] as const;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WAIT_MS = 3000;

const clients: Socket[] = [];

/** Connects to one instance; resolves once connected, rejects with the refusal's message. */
function connect(port: number, token: string | null, via: 'header' | 'auth' = 'header'): Promise<Socket> {
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token && via === 'header' ? { extraHeaders: { authorization: token } } : {}),
    ...(token && via === 'auth' ? { auth: { token: token.replace(/^Bearer /, '') } } : {}),
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next `event` on `socket` (rejects after a while, naming what never came). */
function next<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${WAIT_MS} ms`));
    }, WAIT_MS);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

const join = (socket: Socket, branchUuid: unknown): Promise<MessengerAck> =>
  socket.timeout(WAIT_MS).emitWithAck(MESSENGER_EVENTS.join, { branch_uuid: branchUuid });

describe('messenger live channel across two API instances', () => {
  let apps: INestApplication[];
  let doctor: string;
  let assistant: string;
  let other: string;
  let riga: Branch;
  let jurmala: Branch;
  let liepaja: Branch;

  beforeAll(async () => {
    const redis = { url: REDIS_URL, key: `dental-test-${process.pid}-${Date.now()}` };
    apps = [];
    for (const port of PORTS) {
      const app = await createTestApp({ redis });
      await app.listen(port, '127.0.0.1');
      apps.push(app);
    }
    [doctor, assistant, other] = await Promise.all(['doctor', 'assistant', 'other'].map((name) => signIn(apps[0], name)));
    const branches = (token: string) =>
      request(apps[0].getHttpServer()).get('/api/meta/branches').set('authorization', token).then((res) => z.array(branchSchema).parse(res.body.data));
    const mine = await branches(doctor);
    riga = findOrFail(mine, (branch) => branch.name === 'Rīgas centrs', 'Rīgas centrs');
    jurmala = findOrFail(mine, (branch) => branch.name === 'Jūrmala', 'Jūrmala');
    [liepaja] = await branches(other);
  });

  afterEach(() => {
    for (const socket of clients.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
  });

  it('refuses the handshake without a valid token', async () => {
    await expect(connect(PORTS[0], null)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connect(PORTS[1], 'Bearer not-a-real-token')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('accepts the token in the authorization header and in auth.token (browsers)', async () => {
    const viaHeader = await connect(PORTS[0], doctor, 'header');
    const viaAuth = await connect(PORTS[1], doctor, 'auth');
    expect(viaHeader.connected && viaAuth.connected).toBe(true);
  });

  it("refuses to join another company's branch, or a branch of the company the user does not work in", async () => {
    const foreign = await connect(PORTS[0], other);
    expect(await join(foreign, riga.uuid)).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    const assistantSocket = await connect(PORTS[1], assistant);
    expect(await join(assistantSocket, jurmala.uuid)).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await join(assistantSocket, 'nonsense')).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await join(foreign, liepaja.uuid)).toMatchObject({ ok: true, branch_uuid: liepaja.uuid });
  });

  it('delivers a message posted through one instance to a client of the other, and not to other rooms', async () => {
    const listener = await connect(PORTS[1], doctor);
    expect(await join(listener, riga.uuid)).toMatchObject({ ok: true });
    const elsewhere = await connect(PORTS[1], other);
    expect(await join(elsewhere, liepaja.uuid)).toMatchObject({ ok: true });
    const leaked: unknown[] = [];
    elsewhere.on(MESSENGER_EVENTS.message, (message) => leaked.push(message));

    const arrives = next<unknown>(listener, MESSENGER_EVENTS.message);
    const started = Date.now();
    const res = await request(apps[0].getHttpServer())
      .post('/api/meta/components/messenger')
      .set('authorization', assistant)
      .send({ message: 'Kabinets 2 ir brīvs', branch_uuid: riga.uuid });
    expect(res.status).toBe(201);
    const posted = messengerPostAnswerSchema.parse(res.body).data.message;
    const live = chatMessageSchema.parse(await arrives);
    expect(live).toEqual(posted);
    expect(live.author.name).toBe('Līga Liepiņa');
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    expect(leaked).toEqual([]);
  });

  it('tells the joiner who is here, across instances, and the others who joins and leaves', async () => {
    const doctorSocket = await connect(PORTS[0], doctor);
    const doctorHere = next<unknown>(doctorSocket, MESSENGER_EVENTS.here);
    expect(await join(doctorSocket, riga.uuid)).toMatchObject({ ok: true });
    expect(messengerHereSchema.parse(await doctorHere).users.map((user) => user.name)).toContain('Jānis Ozols');

    // The assistant comes in through the other instance: both see each other.
    const joining = next<unknown>(doctorSocket, MESSENGER_EVENTS.joining);
    const assistantSocket = await connect(PORTS[1], assistant);
    const assistantHere = next<unknown>(assistantSocket, MESSENGER_EVENTS.here);
    const ack = await join(assistantSocket, riga.uuid);
    expect(ack.ok && ack.users.map((user) => user.name).sort()).toEqual(['Jānis Ozols', 'Līga Liepiņa']);
    expect(messengerHereSchema.parse(await assistantHere).users.map((user) => user.name).sort()).toEqual(['Jānis Ozols', 'Līga Liepiņa']);
    expect(messengerPresenceChangeSchema.parse(await joining)).toMatchObject({ branch_uuid: riga.uuid, user: { name: 'Līga Liepiņa' } });

    // A second tab of the assistant is no new person: nobody hears "joining" for it; closing it is no departure.
    const secondTab = await connect(PORTS[0], assistant);
    const quietJoin = next<unknown>(doctorSocket, MESSENGER_EVENTS.joining).then(() => 'announced', () => 'quiet');
    await join(secondTab, riga.uuid);
    secondTab.disconnect();
    expect(await quietJoin).toBe('quiet');

    // Leaving the room (branch change) and disconnecting (logout) both announce the departure.
    const left = next<unknown>(doctorSocket, MESSENGER_EVENTS.leaving);
    expect(await assistantSocket.timeout(WAIT_MS).emitWithAck(MESSENGER_EVENTS.leave, { branch_uuid: riga.uuid })).toMatchObject({ ok: true });
    expect(messengerPresenceChangeSchema.parse(await left).user.name).toBe('Līga Liepiņa');

    await join(assistantSocket, riga.uuid);
    const disconnected = next<unknown>(doctorSocket, MESSENGER_EVENTS.leaving);
    assistantSocket.disconnect();
    expect(messengerPresenceChangeSchema.parse(await disconnected)).toMatchObject({ branch_uuid: riga.uuid, user: { name: 'Līga Liepiņa' } });
  });
});
