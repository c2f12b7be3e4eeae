import type { INestApplication } from '@nestjs/common';
import { envelope, patientTestSchema, patientTestsAnswerSchema, questionnaireDetailsSchema } from '@dental/contracts';
import { api, createProbeUser, createTestApp, signIn, sql, uniqueTag } from '@dental/server-testing';
import { createPatient } from './patients-test-kit.js';

type QuestionRow = { uuid: string; name: string; test_type: number; test_value: { options?: string[] } | null };

describe('patient questionnaires (tests tab)', () => {
  let app: INestApplication;
  let admin: string;
  let patientUuid: string;
  let questionnaire: { uuid: string; regularity: number };
  let questions: QuestionRow[];
  const tag = uniqueTag('letters');

  const answerOf = (question: QuestionRow): unknown =>
    ({
      0: 'Ibuprofēns',
      1: true,
      2: 5,
      3: question.test_value?.options?.[1],
      4: question.test_value?.options?.slice(0, 2),
      5: 7,
      6: 'Sūdzību nav.\nTikai jutīgi zobi.',
    })[question.test_type];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, 'admin');
    patientUuid = (await createPatient(app, admin, { first_name: 'Anketa', last_name: `Pacients${tag}` })).data.uuid;
    // The demo's medical questionnaire holds yes/no, long text, single and multiple choice, number and scale questions.
    [questionnaire] = await sql<{ uuid: string; regularity: number }>(
      app,
      `select q.uuid, q.regularity from questionnaire q join company c on c.id = q.company_id
       where c.slug = 'demo' and q.deleted_at is null order by (select count(distinct test_type) from question where questionnaire_uuid = q.uuid) desc limit 1`,
    );
    questions = await sql<QuestionRow>(
      app,
      'select uuid, name, test_type, test_value from question where questionnaire_uuid = ? and deleted_at is null order by sort_order',
      [questionnaire.uuid],
    );
  });
  afterAll(() => app.close());

  it('gives the questionnaire to fill, questions in order, to staff who may fill it without the settings permission', async () => {
    const assistant = await signIn(app, 'assistant'); // patients_tests_add, no test_view
    const settingsRead = await api(app).get(`/api/settings/tests/${questionnaire.uuid}`).set('authorization', assistant);
    expect(settingsRead.status).toBe(403);
    const form = await api(app).get(`/api/patients/${patientUuid}/tests/form/${questionnaire.uuid}`).set('authorization', assistant);
    expect(form.status).toBe(200);
    const details = envelope(questionnaireDetailsSchema).parse(form.body).data;
    expect(details.questions.map((q) => q.uuid)).toEqual(questions.map((q) => q.uuid));

    const unknown = await api(app).get(`/api/patients/${patientUuid}/tests/form/${patientUuid}`).set('authorization', assistant);
    expect(unknown.status).toBe(404);
    const probe = await createProbeUser(app);
    await probe.grant(['patients_view', 'patients_tests_view']);
    const readOnly = await api(app).get(`/api/patients/${patientUuid}/tests/form/${questionnaire.uuid}`).set('authorization', probe.token);
    expect(readOnly.status).toBe(403);
  });

  it('fills a questionnaire with every question type, flags triggered answers, and approves it once', async () => {
    expect(new Set(questions.map((q) => q.test_type)).size).toBeGreaterThanOrEqual(5);
    const res = await api(app)
      .post(`/api/patients/${patientUuid}/tests`)
      .set('authorization', admin)
      .send({ questionnaire_uuid: questionnaire.uuid, answers: questions.map((q) => ({ question_uuid: q.uuid, value: answerOf(q) ?? null })) });
    expect(res.status).toBe(201);
    const test = envelope(patientTestSchema).parse(res.body).data;
    expect(test.status).toBe('filled');
    expect(test.answers).toHaveLength(questions.length);
    const yesNoWithTrigger = test.answers.find((a) => a.test_type === 1);
    expect(yesNoWithTrigger).toMatchObject({ value: true, flagged: true });
    expect(test.filled_by?.first_name).toBe('Artūrs');

    const approve = await api(app)
      .post(`/api/patients/${patientUuid}/tests/${test.uuid}/approve`)
      .set('authorization', admin)
      .send({ version: test.version });
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ status: 'approved', approved_by: { first_name: 'Artūrs' } });
    const again = await api(app)
      .post(`/api/patients/${patientUuid}/tests/${test.uuid}/approve`)
      .set('authorization', admin)
      .send({ version: approve.body.data.version });
    expect(again.status).toBe(409);

    const list = patientTestsAnswerSchema.parse((await api(app).get(`/api/patients/${patientUuid}/tests`).set('authorization', admin)).body);
    expect(list.data.map((t) => t.uuid)).toEqual([test.uuid]);
    const due = list.due.find((d) => d.questionnaire_uuid === questionnaire.uuid);
    expect(due).toMatchObject({ next_due: test.next_due, overdue: false });
    const filled = new Date(test.filled_at);
    const expected = new Date(Date.UTC(filled.getUTCFullYear(), filled.getUTCMonth() + questionnaire.regularity, 1));
    expect(test.next_due.slice(0, 7)).toBe(expected.toISOString().slice(0, 7));
    expect(list.due.filter((d) => d.questionnaire_uuid !== questionnaire.uuid).every((d) => d.next_due === null && d.overdue)).toBe(true);
  });

  it('refuses answers that do not fit their question, naming each', async () => {
    const choice = questions.find((q) => q.test_type === 3);
    const yesNo = questions.find((q) => q.test_type === 1);
    if (!choice || !yesNo) throw new Error('the demo questionnaire lacks choice or yes/no questions');
    const res = await api(app)
      .post(`/api/patients/${patientUuid}/tests`)
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({
        questionnaire_uuid: questionnaire.uuid,
        answers: [
          { question_uuid: choice.uuid, value: 'Not an option' },
          { question_uuid: yesNo.uuid, value: 'maybe' },
          { question_uuid: patientUuid, value: 'x' },
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'answers.0.value': 'This answer does not fit the question',
      'answers.1.value': 'This answer does not fit the question',
      'answers.2.question_uuid': 'This question is not part of the questionnaire',
    });
  });

  it('needs patients_tests_view to read, patients_tests_add to fill, patients_tests_approve to approve', async () => {
    const probe = await createProbeUser(app);
    const fill = () =>
      api(app).post(`/api/patients/${patientUuid}/tests`).set('authorization', probe.token).send({ questionnaire_uuid: questionnaire.uuid, answers: [] });
    await probe.grant(['patients_view', 'patients_tests_view', 'patients_tests_approve']);
    expect((await fill()).status).toBe(403);
    await probe.grant(['patients_tests_add']);
    const filled = await fill();
    expect(filled.status).toBe(201);
    expect((await api(app).get(`/api/patients/${patientUuid}/tests`).set('authorization', probe.token)).status).toBe(403);
    const approve = () =>
      api(app).post(`/api/patients/${patientUuid}/tests/${filled.body.data.uuid}/approve`).set('authorization', probe.token).send({ version: 1 });
    expect((await approve()).status).toBe(403);
    await probe.grant(['patients_tests_approve']);
    expect((await approve()).status).toBe(200);
  });

  it("keeps another company's questionnaires and patients apart", async () => {
    const other = await signIn(app, 'other');
    expect((await api(app).get(`/api/patients/${patientUuid}/tests`).set('authorization', other)).status).toBe(404);
    const [foreign] = await sql<{ uuid: string }>(app, `select q.uuid from questionnaire q join company c on c.id = q.company_id where c.slug = 'other' limit 1`);
    if (foreign) {
      const res = await api(app)
        .post(`/api/patients/${patientUuid}/tests`)
        .set('authorization', admin)
        .send({ questionnaire_uuid: foreign.uuid, answers: [] });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['questionnaire_uuid']);
    }
  });
});
