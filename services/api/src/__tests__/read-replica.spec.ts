import type { INestApplication } from '@nestjs/common';
import { healthSchema } from '@dental/contracts';
import { InProcessRecentWrites, RECENT_WRITE_MS } from '@dental/server-core';
import { api, createTestApp, signIn, testDatabaseUrl, textBody, uniqueTag } from '@dental/server-testing';

/**
 * DATABASE_REPLICA_URL: the reports and the exports read from the replica, except for a user who
 * wrote a moment ago (read-your-writes). The "replica" here is the test database itself, so what
 * is asserted is the choice (x-read-source), not replication (the cluster suite proves that).
 */
describe('read replica (DATABASE_REPLICA_URL)', () => {
  let app: INestApplication;
  let admin: string;
  let manager: string;
  let branch: string;
  const month = { from: '2031-01-01', to: '2031-01-31', bucket: 'day', by: 'doctor' };

  const reads = (token: string) => ({
    incomes: () => api(app).get('/api/reports/incomes').query(month).set('authorization', token),
    workload: () => api(app).get('/api/reports/workload').query(month).set('authorization', token),
    branches: () => api(app).get('/api/reports/branches').query({ from: month.from, to: month.to }).set('authorization', token),
    dashboard: () => api(app).get('/api/dashboard/stats').query({ view: 'week', date: '2031-01-21' }).set('authorization', token),
    patients: () => api(app).get('/api/patients/export.csv').set('authorization', token).buffer(true).parse(textBody),
    invoices: () => api(app).get('/api/invoices/export.csv').set('authorization', token).buffer(true).parse(textBody),
    calendar: () => api(app).get('/api/calendar/export').query({ branch_uuid: branch, date: '2031-01-21', format: 'csv' }).set('authorization', token),
  });

  beforeAll(async () => {
    app = await createTestApp({ replicaUrl: testDatabaseUrl() });
    [admin, manager] = await Promise.all([signIn(app, 'admin'), signIn(app, 'manager')]);
    branch = (await api(app).get('/api/settings/branches').set('authorization', admin)).body.data[0].uuid;
  });
  afterAll(() => app.close());

  it('reads every report and export from the replica for a user who has not written', async () => {
    for (const [name, read] of Object.entries(reads(manager))) {
      const res = await read();
      expect({ name, status: res.status, source: res.headers['x-read-source'] }).toEqual({ name, status: 200, source: 'replica' });
    }
  });

  it('reads from the primary for the user who just wrote, while others keep the replica', async () => {
    const created = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Replika', last_name: `Raksta${uniqueTag('letters')}` });
    expect(created.status).toBe(201);
    for (const [name, read] of Object.entries(reads(admin))) {
      const res = await read();
      expect({ name, status: res.status, source: res.headers['x-read-source'] }).toEqual({ name, status: 200, source: 'primary' });
    }
    // The writer's own new patient is in their export: it was read where it was written.
    expect((await reads(admin).patients()).body).toContain(created.body.data.last_name);
    expect((await reads(manager).incomes()).headers['x-read-source']).toBe('replica');
  });

  it('leaves the rest of the API on the primary (no read-source choice on ordinary reads)', async () => {
    const res = await api(app).get('/api/patients').set('authorization', manager);
    expect(res.status).toBe(200);
    expect(res.headers['x-read-source']).toBeUndefined();
  });

  it('says in /api/health that the replica answers', async () => {
    const res = await api(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(healthSchema.parse(res.body.data)).toMatchObject({ database: 'ok', replica: 'ok', status: 'ok' });
  });
});

describe('without a replica', () => {
  it('reads the reports from the primary and says the replica is not configured', async () => {
    const app = await createTestApp({ seed: false });
    try {
      const manager = await signIn(app, 'manager');
      const res = await api(app).get('/api/reports/incomes').query({ from: '2031-01-01', to: '2031-01-31', bucket: 'day', by: 'doctor' }).set('authorization', manager);
      expect(res.status).toBe(200);
      expect(res.headers['x-read-source']).toBe('primary');
      expect((await api(app).get('/api/health')).body.data.replica).toBe('not_configured');
    } finally {
      await app.close();
    }
  });
});

describe('/api/health for readiness', () => {
  it('answers 200 with the replica down, and the reports are read from the primary meanwhile', async () => {
    const app = await createTestApp({ seed: false, replicaUrl: 'postgres://postgres:postgres@127.0.0.1:1/dental' });
    try {
      const degraded = await api(app).get('/api/health');
      expect(degraded.status).toBe(200);
      expect(degraded.body.data).toMatchObject({ database: 'ok', replica: 'down', status: 'degraded' });
      const manager = await signIn(app, 'manager');
      const report = await api(app).get('/api/reports/incomes').query({ from: '2031-01-01', to: '2031-01-31', bucket: 'day', by: 'doctor' }).set('authorization', manager);
      expect(report.status).toBe(200);
      expect(report.headers['x-read-source']).toBe('primary');
    } finally {
      await app.close();
    }
  });

  it('answers 503 while the database is unreachable, saying so', async () => {
    const app = await createTestApp({ seed: false, migrate: false, databaseUrl: 'postgres://postgres:postgres@127.0.0.1:1/dental' });
    try {
      const down = await api(app).get('/api/health');
      expect(down.status).toBe(503);
      expect(healthSchema.parse(down.body.data)).toMatchObject({ database: 'down', replica: 'not_configured', status: 'degraded' });
    } finally {
      await app.close();
    }
  });
});

describe('InProcessRecentWrites', () => {
  it('keeps a mark for RECENT_WRITE_MS, per user', async () => {
    let now = 1_000_000;
    const store = new InProcessRecentWrites(() => now);
    await store.mark('a');
    expect(await store.isRecent('a')).toBe(true);
    expect(await store.isRecent('b')).toBe(false);
    now += RECENT_WRITE_MS - 1;
    expect(await store.isRecent('a')).toBe(true);
    now += 1;
    expect(await store.isRecent('a')).toBe(false);
  });
});
