import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { branchSchema, messengerListAnswerSchema, messengerPostAnswerSchema, type Branch } from '@dental/contracts';
import { z } from 'zod';
import { createTestApp, findOrFail, signIn } from '@dental/server-testing';

const PATH = '/api/meta/components/messenger';

describe('messenger over HTTP', () => {
  let app: INestApplication;
  let manager: string;
  let assistant: string;
  let admin: string;
  let other: string;
  let jurmala: Branch;
  let riga: Branch;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    [manager, assistant, admin, other] = await Promise.all(['manager', 'assistant', 'admin', 'other'].map((name) => signIn(app, name)));
    const branches = z.array(branchSchema).parse((await api().get('/api/meta/branches').set('authorization', manager)).body.data);
    jurmala = findOrFail(branches, (branch) => branch.name === 'Jūrmala', 'Jūrmala');
    riga = findOrFail(branches, (branch) => branch.name === 'Rīgas centrs', 'Rīgas centrs');
  });
  afterAll(() => app.close());

  const post = (token: string, body: object) => api().post(PATH).set('authorization', token).send(body);
  const list = (token: string, query: Record<string, string | number>) => api().get(PATH).set('authorization', token).query(query);

  it('posts a message as the signed-in user and answers {data: {message}}', async () => {
    const res = await post(manager, { message: '  Pacients kavēs 10 minūtes  ', branch_uuid: jurmala.uuid });
    expect(res.status).toBe(201);
    const { message } = messengerPostAnswerSchema.parse(res.body).data;
    expect(message).toMatchObject({
      content: 'Pacients kavēs 10 minūtes',
      branch_uuid: jurmala.uuid,
      author: { name: 'Ilze Kalniņa', color: '#6d4c41' },
    });
    expect(Math.abs(Date.parse(message.time) - Date.now())).toBeLessThan(60_000);
  });

  it('lists newest first, and "load earlier" pages back with `before` without gaps or repeats', async () => {
    const posted: string[] = [];
    for (const text of ['first', 'second', 'third', 'fourth', 'fifth']) {
      posted.push(messengerPostAnswerSchema.parse((await post(manager, { message: `page ${text}`, branch_uuid: jurmala.uuid })).body).data.message.uuid);
    }
    const first = messengerListAnswerSchema.parse((await list(manager, { branch_uuid: jurmala.uuid, limit: 2 })).body).data;
    expect(first.map((m) => m.content)).toEqual(['page fifth', 'page fourth']);
    const second = messengerListAnswerSchema.parse((await list(manager, { branch_uuid: jurmala.uuid, limit: 2, before: first[1].uuid })).body).data;
    expect(second.map((m) => m.content)).toEqual(['page third', 'page second']);
    const third = messengerListAnswerSchema.parse((await list(manager, { branch_uuid: jurmala.uuid, limit: 2, before: second[1].uuid })).body).data;
    expect(third[0].content).toBe('page first');
    expect(new Set([...first, ...second, ...third].map((m) => m.uuid)).size).toBe(first.length + second.length + third.length);
  });

  it('answers 400 VALIDATION_FAILED with the failing fields', async () => {
    const missing = await list(manager, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
    expect(missing.body.error.fields).toHaveProperty('branch_uuid');

    expect((await list(manager, { branch_uuid: 'not-a-uuid' })).status).toBe(400);
    expect((await list(manager, { branch_uuid: jurmala.uuid, limit: 0 })).status).toBe(400);
    expect((await list(manager, { branch_uuid: jurmala.uuid, limit: 101 })).status).toBe(400);
    expect((await list(manager, { branch_uuid: jurmala.uuid, before: 'x' })).status).toBe(400);

    const blank = await post(manager, { message: '   ', branch_uuid: jurmala.uuid });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty('message');
    expect((await post(manager, { message: 'x'.repeat(4001), branch_uuid: jurmala.uuid })).status).toBe(400);
    expect((await post(manager, { message: 'hi' })).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await api().get(PATH).query({ branch_uuid: jurmala.uuid })).status).toBe(401);
    expect((await api().post(PATH).send({ message: 'hi', branch_uuid: jurmala.uuid })).status).toBe(401);
  });

  it("answers 404 for another company's branch, as if it did not exist", async () => {
    const read = await list(other, { branch_uuid: jurmala.uuid });
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('NOT_FOUND');
    expect((await post(other, { message: 'hello from Liepāja', branch_uuid: jurmala.uuid })).status).toBe(404);
  });

  it('answers 404 for a branch of the company the user does not work in; an admin reaches every branch', async () => {
    // The assistant works only in Rīgas centrs.
    expect((await list(assistant, { branch_uuid: jurmala.uuid })).status).toBe(404);
    expect((await post(assistant, { message: 'hi', branch_uuid: jurmala.uuid })).status).toBe(404);
    expect((await list(assistant, { branch_uuid: riga.uuid })).status).toBe(200);
    expect((await list(admin, { branch_uuid: jurmala.uuid })).status).toBe(200);
    expect((await post(admin, { message: 'Admin here', branch_uuid: jurmala.uuid })).status).toBe(201);
  });

  it("answers 404 when `before` is a message of another branch", async () => {
    const elsewhere = messengerPostAnswerSchema.parse((await post(manager, { message: 'in Riga', branch_uuid: riga.uuid })).body).data.message;
    const res = await list(manager, { branch_uuid: jurmala.uuid, before: elsewhere.uuid });
    expect(res.status).toBe(404);
  });
});
