import type { INestApplication } from '@nestjs/common';
import { messageChannelSettingsSchema } from '@dental/contracts';
import { api, createCompany, createProbeUser, createTestApp, signIn, sql, type TestCompany } from '@dental/server-testing';
import { z } from 'zod';

/**
 * The company's channel settings under /api/settings/message-channels: off until saved, saved with
 * its version (409 when stale), the secret kept but never answered, 403 without branch_edit
 * (nothing changed), and another company sees its own.
 */
describe('message channel settings', () => {
  let app: INestApplication;
  let admin: string;
  let own: TestCompany;
  let other: string;
  const base = '/api/settings/message-channels';
  const list = async (token: string) => z.array(messageChannelSettingsSchema).parse((await api(app).get(base).set('authorization', token)).body.data);

  beforeAll(async () => {
    app = await createTestApp();
    [admin, own] = await Promise.all([signIn(app, 'admin'), createCompany(app, ['branch_settings_view', 'branch_edit'], 'Messages')]);
    other = own.user.token;
  });
  afterAll(() => app.close());

  it('saves the SMS channel with its secret, never answering the secret back', async () => {
    const before = (await list(other)).find((row) => row.channel === 'sms');
    const body = { enabled: true, host: 'smpp.example.lv', port: 2775, user: 'clinic', secret: 'top-secret', sender_name: 'Klinika', version: 0 };
    const saved = await api(app).put(`${base}/sms`).set('authorization', other).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ channel: 'sms', enabled: true, host: 'smpp.example.lv', port: 2775, user: 'clinic', sender_name: 'Klinika', has_secret: true, version: 1 });
    expect(JSON.stringify(saved.body)).not.toContain('top-secret');
    expect(before?.version).toBe(0);

    const stale = await api(app).put(`${base}/sms`).set('authorization', other).send({ ...body, host: 'x.example.lv', version: 0 });
    expect(stale.status).toBe(409);
    // The secret omitted stays; the answer still hides it.
    const renamed = await api(app).put(`${base}/sms`).set('authorization', other).send({ ...body, secret: undefined, sender_name: 'Zobi', version: 1 });
    expect(renamed.body.data).toMatchObject({ sender_name: 'Zobi', has_secret: true, version: 2 });
    const [row] = await sql<{ secret: string; host: string }>(app, `select secret, host from message_channel_settings where channel = 'sms' and company_id = ?`, [own.id]);
    expect(row).toEqual({ secret: 'top-secret', host: 'smpp.example.lv' });
    // The demo company's own channels are not this company's.
    expect((await list(admin)).find((candidate) => candidate.channel === 'sms')?.host).not.toBe('smpp.example.lv');
  });

  it('answers 400 naming the field for a bad port, and 403 without branch_edit leaving it as it was', async () => {
    const bad = await api(app).put(`${base}/email`).set('authorization', admin).set('content-language', 'en').send({ enabled: true, host: 'smtp.example.lv', port: 70000, user: '', sender_name: 'Klinika', version: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['port']);
    const before = await list(admin);
    const token = (await createProbeUser(app, ['branch_settings_view'])).token;
    expect((await api(app).get(base).set('authorization', token)).status).toBe(200);
    const refused = await api(app).put(`${base}/email`).set('authorization', token).send({ enabled: true, host: 'evil.example', port: 25, user: '', sender_name: 'X', version: 0 });
    expect(refused.status).toBe(403);
    expect(await list(admin)).toEqual(before);
  });
});
