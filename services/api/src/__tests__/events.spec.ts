import { Injectable, Module, type INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { InvoiceService } from '@dental/billing';
import type { DomainEvent } from '@dental/contracts';
import { reportsModule } from '@dental/reports';
import { EVENT_BUS, EventOutbox, deliverOnce, withTenant, type DomainModule, type EventBus, type EventHandler } from '@dental/server-core';
import { api, bookingSetup, createProbeUser, createTestApp, eventsSettled, signIn, sql, type DemoFixtures } from '@dental/server-testing';
import { ALL_MODULES } from '../modules.js';

/** A consumer the test controls: it fails every delivery of the events it is told to, and counts what it handled. */
@Injectable()
class ProbeConsumer implements EventHandler {
  static failing = new Set<string>();
  static handled: string[] = [];
  async handle(event: DomainEvent): Promise<void> {
    if (ProbeConsumer.failing.has(event.id)) throw new Error(`probe refuses ${event.id}`);
    ProbeConsumer.handled.push(event.id);
  }
}
@Module({ providers: [ProbeConsumer] })
class ProbeModule {}
const probeModule: DomainModule = {
  name: 'events-probe',
  version: 'test',
  module: ProbeModule,
  entities: [],
  ownership: { tables: [], publishes: {} },
  migrations: [],
  migrationsPath: '',
  consumers: [{ name: 'test.events-probe', events: ['patient.merged'], handler: ProbeConsumer }],
};

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('events between modules: an outbox in the writer\u2019s transaction, delivered by pg-boss', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let companyId: number;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
  });
  afterAll(() => app.close());

  const logged = (type: string, field: string, uuid: string) =>
    sql<{ id: string }>(app, `select id from event_log where type = ? and data->>? = ?`, [type, field, uuid]);
  const queued = (eventId: string) => sql<{ name: string }>(app, `select name from pgboss.job where data->>'id' = ?`, [eventId]);

  it('an invoice issued through the API publishes one invoice.issued, queued for the reports; one rolled back publishes none', async () => {
    const [service] = await sql<{ uuid: string }>(app, `select uuid from service where company_id = ? and sku = 'P-002'`, [companyId]);
    const draft = async () => {
      const res = await api(app).post('/api/invoices').set('authorization', admin).send({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, doctor_uuid: fx.doctor, services: [{ service_uuid: service.uuid }] });
      expect(res.status).toBe(201);
      return res.body.data as { uuid: string; version: number };
    };
    const kept = await draft();
    expect((await api(app).post(`/api/invoices/${kept.uuid}/issue`).set('authorization', admin).send({ version: kept.version })).status).toBe(200);
    const [issued, ...more] = await logged('invoice.issued', 'invoice_uuid', kept.uuid);
    expect(more).toEqual([]);
    expect((await queued(issued.id)).map((job) => job.name)).toContain('reports.incomes');

    const rolledBack = await draft();
    const [user] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'admin'`);
    const auth = { sessionId: randomUUID(), userId: user.uuid, username: 'admin', companyId, permissions: new Set(['admin' as const]) };
    const em = app.get(MikroORM).em.fork();
    await expect(
      withTenant(em, companyId, () =>
        em.transactional(async () => {
          await app.get(InvoiceService, { strict: false }).issue(rolledBack.uuid, rolledBack.version, auth);
          expect(await logged('invoice.issued', 'invoice_uuid', rolledBack.uuid)).toEqual([]); // not yet committed: other connections see nothing
          throw new Error('the transaction fails after the issue');
        }),
      ),
    ).rejects.toThrow('the transaction fails after the issue');
    expect(await logged('invoice.issued', 'invoice_uuid', rolledBack.uuid)).toEqual([]);
    expect(await sql(app, `select 1 from pgboss.job where data->'data'->>'invoice_uuid' = ?`, [rolledBack.uuid])).toEqual([]);
    expect((await api(app).get(`/api/invoices/${rolledBack.uuid}`).set('authorization', admin)).body.data.status).toBe('draft');
  });

  it('delivers an event to a consumer once, however often it is delivered', async () => {
    await eventsSettled(app);
    const [event] = await sql<{ id: string; type: string; version: number; company_id: number; occurred_at: Date; data: Record<string, unknown> }>(
      app,
      `select id, type, version, company_id, occurred_at, data from event_log where type = 'payment.recorded' and company_id = ? order by seq desc limit 1`,
      [companyId],
    );
    const summary = () => sql(app, `select * from report_income_day where company_id = ? order by 1, 2, 3, 4, 5, 6, 7`, [companyId]);
    const before = await summary();
    // Delivered again (a retry after a crash, another instance): the consumer's inbox already holds it.
    const incomes = reportsModule.consumers!.find((consumer) => consumer.name === 'reports.incomes')!;
    const envelope = { ...event, occurred_at: new Date(event.occurred_at).toISOString() };
    expect(await deliverOnce(app.get(MikroORM).em, incomes.name, app.get(incomes.handler, { strict: false }), envelope)).toBe(false);
    expect(await summary()).toEqual(before);
  });
});

describe('dead letters: a consumer that fails three times, retried by an operator', () => {
  let app: INestApplication;
  let admin: string;
  let companyId: number;

  beforeAll(async () => {
    app = await createTestApp({ registry: [...ALL_MODULES, probeModule] });
    admin = await signIn(app, 'admin');
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
  });
  afterAll(async () => {
    const bus = app.get<EventBus>(EVENT_BUS);
    await bus.boss.unsubscribe('patient.merged', 'test.events-probe');
    await app.close();
  });

  const deadLetters = async (token = admin) => api(app).get('/api/admin/events').query({ status: 'failed' }).set('authorization', token);

  it('lands in the dead letters after three attempts, and a retry delivers it once', async () => {
    const em = app.get(MikroORM).em.fork();
    const event = await em.transactional((tx) => app.get(EventOutbox).publish(tx, 'patient.merged', { patient_uuid: randomUUID(), merged_uuid: randomUUID() }, companyId));
    ProbeConsumer.failing.add(event.id);

    let letter: { uuid: string; event_uuid: string; consumer: string; attempts: number; error: string | null; type: string } | undefined;
    await until(async () => {
      letter = ((await deadLetters()).body.data as (typeof letter)[]).find((candidate) => candidate?.event_uuid === event.id);
      return letter !== undefined;
    }, 'the dead letter');
    expect(letter).toMatchObject({ type: 'patient.merged', consumer: 'test.events-probe', attempts: 3, error: `probe refuses ${event.id}` });
    expect(ProbeConsumer.handled).not.toContain(event.id);

    ProbeConsumer.failing.delete(event.id);
    const retried = await api(app).post(`/api/admin/events/${letter!.uuid}/retry`).set('authorization', admin);
    expect(retried.status).toBe(202);
    await until(async () => ProbeConsumer.handled.includes(event.id), 'the retried delivery');
    expect((await deadLetters()).body.data.map((candidate: { event_uuid: string }) => candidate.event_uuid)).not.toContain(event.id);
    // Once: a second retry finds no dead letter, and the consumer's inbox holds the event once.
    expect((await api(app).post(`/api/admin/events/${letter!.uuid}/retry`).set('authorization', admin)).status).toBe(404);
    expect(await sql(app, `select 1 from event_inbox where consumer = 'test.events-probe' and event_id = ?`, [event.id])).toHaveLength(1);
    expect(ProbeConsumer.handled.filter((id) => id === event.id)).toHaveLength(1);
  });

  it('are the admin\u2019s alone: 403 without admin, and another company sees none of these', async () => {
    const probe = await createProbeUser(app, ['report_view', 'settings_view']);
    expect((await deadLetters(probe.token)).status).toBe(403);
    const em = app.get(MikroORM).em.fork();
    const event = await em.transactional((tx) => app.get(EventOutbox).publish(tx, 'patient.merged', { patient_uuid: randomUUID(), merged_uuid: randomUUID() }, companyId));
    ProbeConsumer.failing.add(event.id);
    let uuid = '';
    await until(async () => {
      uuid = ((await deadLetters()).body.data as { uuid: string; event_uuid: string }[]).find((candidate) => candidate.event_uuid === event.id)?.uuid ?? '';
      return uuid !== '';
    }, 'the dead letter');
    const other = await createProbeUser(app, ['admin'], 'other');
    expect((await deadLetters(other.token)).body.data).toEqual([]);
    expect((await api(app).post(`/api/admin/events/${uuid}/retry`).set('authorization', other.token)).status).toBe(404);
    expect((await api(app).post(`/api/admin/events/${uuid}/retry`).set('authorization', probe.token)).status).toBe(403);
    // Re-read: still a dead letter of the demo company, never delivered.
    expect(((await deadLetters()).body.data as { uuid: string }[]).map((candidate) => candidate.uuid)).toContain(uuid);
    expect(ProbeConsumer.handled).not.toContain(event.id);
    expect((await api(app).get('/api/admin/events').query({ status: 'queued' }).set('authorization', admin)).status).toBe(400);
  });
});
