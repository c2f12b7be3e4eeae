import type { INestApplication } from '@nestjs/common';
import { createHash, randomInt } from 'node:crypto';
import { consentFormAnswerSchema, consentFormListAnswerSchema, consentTemplateSchema, toothMapItemAnswerSchema, treatmentPlanAnswerSchema, type ConsentForm } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { sealPersonalCode } from '@dental/server-core';
import { DEFAULT_TIME_ZONE, formatDate } from '@dental/domain-time';
import { api, binaryBody, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { appointmentOf, cardApi, cardCatalogue, freshPatient, type CardCatalogue } from '../../__tests__/dental-card-fixtures.js';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const TEXT = {
  lv: 'Es, {patient.full_name} ({patient.personal_code}), piekrītu ārstēšanai.\n\nProcedūras:\n{plan.procedures}\n\nKopā {plan.total}. Ārsts {doctor.full_name}, {date}.',
  en: 'I, {patient.full_name} ({patient.personal_code}), consent to treatment.\n\nProcedures:\n{plan.procedures}\n\nTotal {plan.total}. Doctor {doctor.full_name}, {date}.',
  ru: 'Я, {patient.full_name} ({patient.personal_code}), согласен на лечение.\n\nПроцедуры:\n{plan.procedures}\n\nИтого {plan.total}. Врач {doctor.full_name}, {date}.',
};
const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
/** A new-form personal code (32…): no birth date in it, unique per test run. */
const personalCode = () => `32${String(randomInt(10_000)).padStart(4, '0')}-${String(randomInt(100_000)).padStart(5, '0')}`;

/**
 * Consent forms through the real API and Postgres (issue 29): templates, a form filled in the
 * patient's language, signing (the stored PDF, its hashes, the copy in the documents), the treat
 * path's CONSENT_REQUIRED until signed and again after a withdrawal, and 403/404 that change nothing.
 */
describe('dental card: consent forms', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let cat: CardCatalogue;
  let serviceName: string;
  let slot = 200;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    cat = await cardCatalogue(app);
    [{ name: serviceName }] = await sql<{ name: string }>(app, 'select name from service where uuid = ?', [cat.filling]);
  });
  afterAll(async () => {
    await app.close();
  });

  const as = (token: string) => ({
    templates: () => api(app).get('/api/settings/consent-form-templates').set('authorization', token),
    template: (uuid: string) => api(app).get(`/api/settings/consent-form-templates/${uuid}`).set('authorization', token),
    newTemplate: (body: object) => api(app).post('/api/settings/consent-form-templates').set('authorization', token).set('content-language', 'en').send(body),
    editTemplate: (uuid: string, body: object) => api(app).patch(`/api/settings/consent-form-templates/${uuid}`).set('authorization', token).set('content-language', 'en').send(body),
    removeTemplate: (uuid: string, version: number) => api(app).delete(`/api/settings/consent-form-templates/${uuid}`).query({ version }).set('authorization', token),
    forms: (patient: string) => api(app).get(`/api/patients/${patient}/consent-forms`).set('authorization', token),
    form: (patient: string, form: string) => api(app).get(`/api/patients/${patient}/consent-forms/${form}`).set('authorization', token),
    newForm: (patient: string, body: object) => api(app).post(`/api/patients/${patient}/consent-forms`).set('authorization', token).set('content-language', 'en').send(body),
    sign: (patient: string, form: string, body: object) =>
      api(app).post(`/api/patients/${patient}/consent-forms/${form}/sign`).set('authorization', token).set('user-agent', 'Tablet test (768x1024)').set('content-language', 'en').send(body),
    withdraw: (patient: string, form: string, reason?: string) => api(app).post(`/api/patients/${patient}/consent-forms/${form}/withdraw`).set('authorization', token).send({ reason }),
    pdf: (patient: string, form: string) => api(app).get(`/api/patients/${patient}/consent-forms/${form}/pdf`).set('authorization', token).buffer(true).parse(binaryBody),
  });
  const signBody = { patient_signature: SIGNATURE, signer_name: 'Signer', staff_signature: SIGNATURE };
  const form = (res: { body: unknown }): ConsentForm => consentFormAnswerSchema.parse(res.body).data;

  async function template(name: string, services: string[] = []) {
    const res = await as(admin).newTemplate({ name, text: TEXT, service_uuids: services });
    expect(res.status).toBe(201);
    return consentTemplateSchema.parse(res.body.data);
  }

  /** A patient speaking `language` with a personal code and a plan of one filling on tooth 16 (planned, its appointment started). */
  async function patientWithPlan(language: 'lv' | 'en' | 'ru') {
    const patient = await freshPatient(app, admin, 'Jānis');
    const code = personalCode();
    // Stored as the patients module stores it: sealed, with its keyed hashes (no plaintext code in any table).
    const sealed = sealPersonalCode(code);
    await sql(app, 'update patient set personal_code_sealed = ?, personal_code_hash = ?, personal_code_prefix_hash = ?, communication_language = ? where uuid = ?', [
      sealed.personalCodeSealed,
      sealed.personalCodeHash,
      sealed.personalCodePrefixHash,
      language,
      patient,
    ]);
    const card = cardApi(app, admin, patient);
    const plan = treatmentPlanAnswerSchema.parse((await card.newPlan('Plombes')).body).data;
    const item = toothMapItemAnswerSchema.parse((await card.add({ tooth: 16, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    expect((await card.plan(item.uuid, { service_uuid: cat.filling, plan_uuid: plan.uuid })).status).toBe(200);
    const appointment = await appointmentOf(app, admin, fx, patient, slot++, true);
    const [{ first_name, last_name }] = await sql<{ first_name: string; last_name: string }>(app, 'select first_name, last_name from patient where uuid = ?', [patient]);
    return { patient, code, card, plan: plan.uuid, item: item.uuid, appointment, name: `${first_name} ${last_name}` };
  }

  it('keeps templates per company with a version guard, and only consent_templates_edit writes them', async () => {
    const made = await template(`Implanti ${Date.now()}`, [cat.filling, cat.filling]);
    expect(made).toMatchObject({ text: TEXT, service_uuids: [cat.filling], version: 1 });
    expect((await as(admin).template(made.uuid)).body.data.name).toBe(made.name);
    const edited = await as(admin).editTemplate(made.uuid, { name: `${made.name} 2`, version: made.version });
    expect(edited.status).toBe(200);
    const stale = await as(admin).editTemplate(made.uuid, { name: 'Stale', version: made.version });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'VERSION_CONFLICT']);
    const unknown = await as(admin).newTemplate({ name: 'X', text: TEXT, service_uuids: ['00000000-0000-4000-8000-000000000000'] });
    expect([unknown.status, unknown.body.error.fields]).toEqual([400, { 'service_uuids.0': 'There is no such service in this clinic' }]);
    const missing = await as(admin).newTemplate({ name: 'X', text: { lv: 'a', en: 'b' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['text.ru']);

    const reader = await createProbeUser(app, ['consent_templates_view']);
    expect((await as(reader.token).template(made.uuid)).status).toBe(200);
    expect((await as(reader.token).newTemplate({ name: 'Nav', text: TEXT })).status).toBe(403);
    expect((await as(reader.token).editTemplate(made.uuid, { name: 'Nav', version: 2 })).status).toBe(403);
    expect((await as(reader.token).removeTemplate(made.uuid, 2)).status).toBe(403);
    const nobody = await createProbeUser(app, []);
    expect((await as(nobody.token).templates()).status).toBe(403);
    const other = await createCompany(app, ['consent_templates_view', 'consent_templates_edit'], 'Consent');
    expect((await as(other.user.token).template(made.uuid)).status).toBe(404);
    expect((await as(other.user.token).editTemplate(made.uuid, { name: 'Theirs', version: 2 })).status).toBe(404);
    expect((await as(other.user.token).removeTemplate(made.uuid, 2)).status).toBe(404);
    expect((await as(other.user.token).templates()).body.data).toEqual([]);
    const [row] = await sql<{ name: string; version: number; deleted: boolean }>(app, 'select name, version, deleted_at is not null as deleted from consent_form_template where uuid = ?', [made.uuid]);
    expect(row).toEqual({ name: `${made.name} 2`, version: 2, deleted: false });

    expect((await as(admin).removeTemplate(made.uuid, 2)).status).toBe(204);
    expect((await as(admin).template(made.uuid)).status).toBe(404);
  });

  it('fills the placeholders in the patient’s language, or in the one asked for', async () => {
    const made = await template(`Plombes ${Date.now()}`);
    const { patient, plan, code, name } = await patientWithPlan('ru');
    const [{ first_name: doctorFirst, last_name: doctorLast }] = await sql<{ first_name: string; last_name: string }>(app, `select first_name, last_name from "user" where username = 'admin'`);
    const ru = form(await as(admin).newForm(patient, { template_uuid: made.uuid, plan_uuid: plan }));
    const today = formatDate(new Date(), 'ru', DEFAULT_TIME_ZONE);
    expect(ru).toMatchObject({ language: 'ru', state: 'unsigned', template_name: made.name, plan_uuid: plan, signed_at: null, pdf_sha256: null });
    expect(ru.text).toBe(
      `Я, ${name} (${code}), согласен на лечение.\n\nПроцедуры:\n• 16 — ${serviceName}\n\nИтого ${formatMoney(cat.fillingPrice, 'ru')}. Врач ${doctorFirst} ${doctorLast}, ${today}.`,
    );
    expect(ru.points).toEqual([`Я, ${name} (${code}), согласен на лечение.`, `Процедуры:\n• 16 — ${serviceName}`, `Итого ${formatMoney(cat.fillingPrice, 'ru')}. Врач ${doctorFirst} ${doctorLast}, ${today}.`]);

    const en = form(await as(admin).newForm(patient, { template_uuid: made.uuid, language: 'en' }));
    expect(en.text).toBe(`I, ${name} (${code}), consent to treatment.\n\nProcedures:\n\n\nTotal . Doctor ${doctorFirst} ${doctorLast}, ${formatDate(new Date(), 'en', DEFAULT_TIME_ZONE)}.`);
    const list = consentFormListAnswerSchema.parse((await as(admin).forms(patient)).body).data;
    expect(list.map((item) => item.uuid).sort()).toEqual([ru.uuid, en.uuid].sort());

    // Another patient's plan is not this patient's: named on its field.
    const stranger = await patientWithPlan('lv');
    const wrong = await as(admin).newForm(patient, { template_uuid: made.uuid, plan_uuid: stranger.plan });
    expect([wrong.status, wrong.body.error.fields]).toEqual([400, { plan_uuid: 'Invalid value' }]);
  });

  it('signs once into a stored PDF holding the patient, the procedures and the content hash; its SHA-256 is on record and in the documents', async () => {
    const made = await template(`Ekstrakcija ${Date.now()}`);
    const { patient, plan, name, code } = await patientWithPlan('en');
    const unsigned = form(await as(admin).newForm(patient, { template_uuid: made.uuid, plan_uuid: plan }));
    expect((await as(admin).pdf(patient, unsigned.uuid)).status).toBe(409);
    const bad = await as(admin).sign(patient, unsigned.uuid, { ...signBody, patient_signature: 'data:image/jpeg;base64,AAAA' });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { patient_signature: 'Draw the signature first' }]);

    const signed = form(await as(admin).sign(patient, unsigned.uuid, { ...signBody, signer_name: name, signed_by_representative: { name: 'Anna Bērziņa', relation: 'mother' } }));
    expect(signed).toMatchObject({ state: 'signed', signer_name: name, device: 'Tablet test (768x1024)', signed_by_representative: { name: 'Anna Bērziņa', relation: 'mother' } });
    expect(signed.signed_by?.first_name).toBeTruthy();
    expect(signed.content_sha256).toMatch(/^[0-9a-f]{64}$/);

    const download = await as(admin).pdf(patient, signed.uuid);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.body as Buffer;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signed.pdf_sha256);
    const text = await pdfText(bytes);
    expect(text).toContain(name);
    expect(text).toContain(code);
    expect(text).toContain(`16 — ${serviceName}`);
    expect(text).toContain(signed.content_sha256);
    expect(text).toContain('Tablet test (768x1024)');
    expect(text).toContain('Anna Bērziņa');

    // The copy in the patient's documents is the very same file.
    const documents = await api(app).get(`/api/patients/${patient}/files/documents`).set('authorization', admin);
    const filed = (documents.body.data as { uuid: string; sha256?: string }[]).find((file) => file.uuid === signed.document_uuid);
    expect(filed).toBeDefined();
    const [stored] = await sql<{ sha256: string }>(app, 'select sha256 from patient_file where uuid = ?', [signed.document_uuid]);
    expect(stored.sha256).toBe(signed.pdf_sha256);

    // Signed is final: a second signature is refused, and the database itself refuses an edit.
    const again = await as(admin).sign(patient, signed.uuid, signBody);
    expect([again.status, again.body.error.code]).toEqual([409, 'CONSENT_FORM_STATE']);
    await expect(sql(app, `update consent_form set text_sealed = 'changed' where uuid = ?`, [signed.uuid])).rejects.toThrow(/signed and cannot change/);
    const reread = form(await as(admin).form(patient, signed.uuid));
    expect(reread).toEqual(signed);
  });

  it('answers CONSENT_REQUIRED naming the template until the form is signed, and again after its withdrawal', async () => {
    const made = await template(`Ķirurģija ${Date.now()}`, [cat.filling]);
    const { patient, card, item, appointment, plan } = await patientWithPlan('lv');
    const refused = await card.treat(item, appointment);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CONSENT_REQUIRED']);
    expect(refused.body.error.message).toContain(made.name);
    expect(refused.body.error.details).toEqual({ template_uuid: made.uuid, template_name: made.name });
    const [untreated] = await sql<{ stage: string }>(app, 'select stage from tooth_map_item where uuid = ?', [item]);
    expect(untreated.stage).toBe('planned');

    // An unsigned form is not consent yet.
    const made1 = form(await as(admin).newForm(patient, { template_uuid: made.uuid, plan_uuid: plan }));
    expect((await card.treat(item, appointment)).status).toBe(409);
    form(await as(admin).sign(patient, made1.uuid, signBody));
    const treated = await card.treat(item, appointment);
    expect(treated.status).toBe(200);
    expect(treated.body.data.stage).toBe('treated');

    // Withdrawn: a new record beside the signed form; the next such treatment needs a new form.
    const withdrawn = form(await as(admin).withdraw(patient, made1.uuid, 'Changed her mind'));
    expect(withdrawn).toMatchObject({ state: 'withdrawn', withdrawal_reason: 'Changed her mind', signed_at: made1.signed_at ?? expect.any(String) });
    expect(withdrawn.withdrawn_at).not.toBeNull();
    expect((await as(admin).withdraw(patient, made1.uuid)).status).toBe(409);
    const next = toothMapItemAnswerSchema.parse((await card.add({ tooth: 17, surfaces: ['occlusal'], tooth_status_uuid: cat.caries, stage: 'diagnosed' })).body).data;
    expect((await card.plan(next.uuid, { service_uuid: cat.filling, plan_uuid: plan })).status).toBe(200);
    const again = await card.treat(next.uuid, appointment);
    expect([again.status, again.body.error.code]).toEqual([409, 'CONSENT_REQUIRED']);
    // A deleted template is no longer required.
    expect((await as(admin).removeTemplate(made.uuid, 1)).status).toBe(204);
    expect((await card.treat(next.uuid, appointment)).status).toBe(200);
  });

  it('answers 403 without the tooth map’s permissions and 404 to another company, changing nothing', async () => {
    const made = await template(`Balināšana ${Date.now()}`);
    const { patient } = await patientWithPlan('lv');
    const unsigned = form(await as(admin).newForm(patient, { template_uuid: made.uuid }));
    const signed = form(await as(admin).sign(patient, form(await as(admin).newForm(patient, { template_uuid: made.uuid })).uuid, signBody));
    const snapshot = () =>
      sql(app, `select f.uuid, f.signed_at, f.version, w.uuid as withdrawal from consent_form f left join consent_form_withdrawal w on w.form_uuid = f.uuid where f.patient_uuid = ? order by f.uuid`, [patient]);
    const before = await snapshot();

    const viewer = await createProbeUser(app, ['patients_view', 'patients_tooth_map_view', 'consent_templates_view']);
    expect((await as(viewer.token).forms(patient)).status).toBe(200);
    expect((await as(viewer.token).pdf(patient, signed.uuid)).status).toBe(200);
    expect((await as(viewer.token).newForm(patient, { template_uuid: made.uuid })).status).toBe(403);
    expect((await as(viewer.token).sign(patient, unsigned.uuid, signBody)).status).toBe(403);
    expect((await as(viewer.token).withdraw(patient, signed.uuid)).status).toBe(403);
    const outsider = await createProbeUser(app, ['patients_view']);
    expect((await as(outsider.token).forms(patient)).status).toBe(403);
    expect((await as(outsider.token).pdf(patient, signed.uuid)).status).toBe(403);

    const other = await createCompany(app, ['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit', 'consent_templates_view'], 'Consents');
    const theirs = as(other.user.token);
    expect((await theirs.forms(patient)).status).toBe(404);
    expect((await theirs.form(patient, signed.uuid)).status).toBe(404);
    expect((await theirs.pdf(patient, signed.uuid)).status).toBe(404);
    expect((await theirs.newForm(patient, { template_uuid: made.uuid })).status).toBe(404);
    expect((await theirs.sign(patient, unsigned.uuid, signBody)).status).toBe(404);
    expect((await theirs.withdraw(patient, signed.uuid)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
