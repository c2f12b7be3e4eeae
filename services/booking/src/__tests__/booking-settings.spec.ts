import type { INestApplication } from '@nestjs/common';
import { LocalCatchers } from '@dental/messages';
import { api, createProbeUser, createTestApp, signIn } from '@dental/server-testing';
import { bookingClinic, type BookingClinic } from './booking-fixtures.js';

/**
 * A branch's online booking settings: read and saved with its version under the branch settings'
 * permissions; another company's branch is 404, a slug another branch holds is 409, and a refused
 * save changes nothing (re-read each time). The demo's Riga branch takes bookings at rigas-centrs.
 */
describe('online booking settings', () => {
  let app: INestApplication;
  let catchers: LocalCatchers;
  let clinic: BookingClinic;
  const path = (branch: string) => `/api/settings/branches/${branch}/online-booking`;

  beforeAll(async () => {
    app = await createTestApp();
    catchers = await new LocalCatchers({}).start();
    clinic = await bookingClinic(app, catchers.smtpPort);
  });
  afterAll(async () => {
    await app.close();
    await catchers.stop();
  });

  it('seeds the demo branch on at rigas-centrs and serves its page', async () => {
    const page = await api(app).get('/api/public/booking/rigas-centrs');
    expect(page.status).toBe(200);
    expect(page.body.data.services.length).toBeGreaterThan(0);
    expect(page.body.data.practitioners.length).toBeGreaterThan(0);
  });

  it('saves with its version; a stale version, a taken slug or another company refuse and change nothing', async () => {
    const before = (await api(app).get(path(clinic.branch)).set('authorization', clinic.token)).body.data;
    const body = { ...before, horizon_days: 30 };
    delete body.branch_uuid;
    const saved = await api(app).put(path(clinic.branch)).set('authorization', clinic.token).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ horizon_days: 30, version: before.version + 1 });

    expect((await api(app).put(path(clinic.branch)).set('authorization', clinic.token).send({ ...body, horizon_days: 10 })).status).toBe(409);
    const taken = await api(app).put(path(clinic.branch)).set('authorization', clinic.token).set('content-language', 'en').send({ ...body, slug: 'rigas-centrs', version: saved.body.data.version });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('BOOKING_SLUG_TAKEN');
    const bad = await api(app).put(path(clinic.branch)).set('authorization', clinic.token).set('content-language', 'en').send({ ...body, embed_origins: ['javascript:alert(1)'], version: saved.body.data.version });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Write a web address like https://www.clinic.lv');
    // `/book/manage/{token}` is a booking's own link: the slug `manage` would shadow it.
    const reserved = await api(app).put(path(clinic.branch)).set('authorization', clinic.token).set('content-language', 'en').send({ ...body, slug: 'manage', version: saved.body.data.version });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.fields.slug).toBe('This address is used by the page itself, choose another');

    // The demo company's admin: this branch is another company's.
    const admin = await signIn(app, 'admin');
    expect((await api(app).get(path(clinic.branch)).set('authorization', admin)).status).toBe(404);
    expect((await api(app).put(path(clinic.branch)).set('authorization', admin).send({ ...body, version: saved.body.data.version, horizon_days: 5 })).status).toBe(404);

    const after = (await api(app).get(path(clinic.branch)).set('authorization', clinic.token)).body.data;
    expect(after).toEqual(saved.body.data);
  });

  it('needs branch_settings_view to read and branch_edit to save', async () => {
    const reader = await createProbeUser(app, ['branch_settings_view'], clinic.company.slug);
    const current = (await api(app).get(path(clinic.branch)).set('authorization', reader.token)).body.data;
    expect(current.slug).toBe(clinic.slug);
    const body = { ...current, enabled: false };
    delete body.branch_uuid;
    expect((await api(app).put(path(clinic.branch)).set('authorization', reader.token).send(body)).status).toBe(403);
    const nobody = await createProbeUser(app, [], clinic.company.slug);
    expect((await api(app).get(path(clinic.branch)).set('authorization', nobody.token)).status).toBe(403);
    expect((await api(app).get(path(clinic.branch)).set('authorization', reader.token)).body.data).toEqual(current);
  });
});
