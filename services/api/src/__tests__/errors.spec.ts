import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { apiErrorSchema } from '@dental/contracts';
import { createTestApp, freshIp } from '@dental/server-testing';

describe('error answers', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a malformed body with 400, the failing fields, and Latvian by default', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth')
      .set('x-forwarded-for', freshIp())
      .send({ username: '', password: 'x' });
    expect(res.status).toBe(400);
    const { error } = apiErrorSchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Lūdzu, aizpildiet visus obligātos laukus');
    expect(error.fields).toEqual({ username: 'Obligāts' });
    expect(error.request_id).toBe(res.headers['x-request-id']);
  });

  it('translates into the Content-Language of the request', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth')
      .set('content-language', 'en')
      .set('x-forwarded-for', freshIp())
      .send({});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please fill all required fields');
    expect(res.body.error.fields).toEqual({
      username: '"username" is required',
      password: '"password" is required',
    });
  });

  it('answers JSON that does not parse with 400, not 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth')
      .set('content-type', 'application/json')
      .send('{"username": ');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an unknown API path with a 404 JSON error', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').set('content-language', 'en');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.error).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'No such API path' });
  });

  it('keeps a request id sent by the client', async () => {
    const res = await request(app.getHttpServer()).get('/api/nowhere').set('x-request-id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.body.error.request_id).toBe('trace-123');
  });

  it('answers a path parameter that is not a uuid with 400', async () => {
    const admin = await request(app.getHttpServer())
      .post('/api/auth')
      .set('x-forwarded-for', freshIp())
      .send({ username: 'admin', password: 'admin' });
    const res = await request(app.getHttpServer())
      .get('/api/settings/branches/not-a-uuid')
      .set('authorization', `Bearer ${admin.body.data.token}`)
      .set('content-language', 'en');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ uuid: 'Invalid identifier' });
  });

  it('accepts a browser report of a failed call (204), and validates it', async () => {
    const report = { status: 502, method: 'GET', path: '/api/patients', request_id: 'abc-1', message: 'Bad gateway' };
    expect((await request(app.getHttpServer()).post('/api/client-errors').send(report)).status).toBe(204);
    const bad = await request(app.getHttpServer()).post('/api/client-errors').send({ status: 'x' });
    expect(bad.status).toBe(400);
  });
});
