import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientTest, Permission, Question, QuestionnaireDetails } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const Q_UUID = '5a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c20';
const TEST_UUID = '6b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c21';
const VIEW: Permission[] = ['patients_view', 'patients_tests_view'];

const question = (n: number, name: string, test_type: number, over: Partial<Question> = {}): Question => ({
  uuid: `7c1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c3${n}`,
  test_uuid: Q_UUID,
  name,
  test_type,
  test_value: null,
  comment: null,
  trigger: null,
  icon: null,
  sort_order: n,
  version: 1,
  ...over,
});

/** One question of every type, in the order 0..6. */
const QUESTIONS: Question[] = [
  question(0, 'Who is your family doctor?', 0),
  question(1, 'Do you take blood thinners?', 1, { trigger: 'Jā', icon: 'blood', comment: 'Important before surgery' }),
  question(2, 'Cigarettes a day', 2, { test_value: { min: 0, max: 100 } }),
  question(3, 'Are you pregnant?', 3, { test_value: { options: ['No', 'Yes', 'Do not know'] }, trigger: 'Yes' }),
  question(4, 'Which of these have you had?', 4, { test_value: { options: ['Hepatitis', 'Tuberculosis', 'Asthma'] } }),
  question(5, 'How afraid are you of the dentist?', 5, { test_value: { min: 1, max: 10, step: 1 } }),
  question(6, 'Which medicines do you take?', 6),
];
const DETAILS: QuestionnaireDetails = { uuid: Q_UUID, name: 'Medical history', regularity: 12, template: 'Please answer about your health.', question_count: 7, version: 1, questions: QUESTIONS };

function fill(over: Partial<PatientTest> = {}): PatientTest {
  return {
    uuid: TEST_UUID,
    questionnaire: { uuid: Q_UUID, name: 'Medical history', regularity: 12 },
    answers: QUESTIONS.map((q) => ({ question_uuid: q.uuid, question: q.name, test_type: q.test_type, value: null, flagged: false, icon: q.icon })),
    comment: null,
    status: 'filled',
    filled_by: { uuid: '8d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c40', first_name: 'Anna', last_name: 'Ozola' },
    filled_at: '2026-11-20T09:30:00+02:00',
    approved_by: null,
    approved_at: null,
    next_due: '2027-11-20',
    version: 1,
    ...over,
  };
}

function setup(fills: PatientTest[] = []) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /\/tests$/, () => ({
    status: 200,
    body: {
      data: fills,
      due: [
        { questionnaire_uuid: Q_UUID, name: 'Medical history', regularity: 12, last_filled_at: '2025-10-01T09:00:00+03:00', next_due: '2026-10-01', overdue: true },
        { questionnaire_uuid: '5a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c29', name: 'Allergies', regularity: 6, last_filled_at: null, next_due: null, overdue: true },
      ],
    },
  }));
  api.on('GET', new RegExp(`/tests/form/${Q_UUID}$`), { status: 200, body: { data: DETAILS } });
  return api;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('questionnaires tab', () => {
  it('lists the questionnaires with their next due date, marks overdue ones, and lists past answers', async () => {
    setup([fill({ status: 'approved', answers: fill().answers.map((a, i) => (i === 1 ? { ...a, value: true, flagged: true } : a)) })]);
    await renderAt(`${P}/tests`, VIEW);
    const due = await screen.findByRole('table', { name: 'Questionnaires' });
    const [history, allergies] = within(due).getAllByRole('row').slice(1);
    expect(history).toHaveTextContent('1 Oct 2026');
    expect(history).toHaveTextContent('Overdue');
    expect(allergies).toHaveTextContent('Never filled');
    // Filling needs patients_tests_add.
    expect(screen.queryByRole('button', { name: /^Fill in/ })).not.toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answers' });
    expect(within(answers).getByRole('link', { name: /^Open Medical history of 20 Nov 2026, / })).toHaveAttribute('href', `${P}/tests/${TEST_UUID}`);
    expect(answers).toHaveTextContent('Approved');
    expect(answers).toHaveTextContent('Flagged');
  });

  it('fills every question type and sends each value with its type', async () => {
    const api = setup();
    api.on('POST', /\/tests$/, (call) => ({ status: 201, body: { data: fill({ answers: fill().answers.map((a, i) => ({ ...a, value: (call.body as { answers: { value: never }[] }).answers[i].value })) }) } }));
    api.on('GET', new RegExp(`/tests/${TEST_UUID}$`), { status: 200, body: { data: fill() } });
    await renderAt(`${P}/tests`, [...VIEW, 'patients_tests_add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in: Medical history' }));

    const form = await screen.findByRole('form', { name: 'Medical history' });
    expect(form).toHaveTextContent('Please answer about your health.');
    await userEvent.type(screen.getByLabelText('Who is your family doctor?'), 'Dr. Ozols');
    expect(screen.getByText('Important before surgery')).toBeInTheDocument();
    await userEvent.click(within(group('Do you take blood thinners?')).getByRole('radio', { name: 'Yes' }));
    // The trigger ("Jā" = yes) is shown at once.
    expect(within(group('Do you take blood thinners?')).getByRole('status')).toHaveTextContent('This answer is flagged on the patient card (“Jā”).');
    const number = screen.getByLabelText('Cigarettes a day');
    expect(number).toHaveAttribute('type', 'number');
    await userEvent.type(number, '5');
    await userEvent.click(within(group('Are you pregnant?')).getByRole('radio', { name: 'No' }));
    expect(within(group('Are you pregnant?')).queryByRole('status')).not.toBeInTheDocument();
    // Ticked out of order, sent in the questionnaire's order.
    await userEvent.click(within(group('Which of these have you had?')).getByRole('checkbox', { name: 'Asthma' }));
    await userEvent.click(within(group('Which of these have you had?')).getByRole('checkbox', { name: 'Hepatitis' }));
    const scale = group('How afraid are you of the dentist?');
    expect(within(scale).getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(within(scale).getByRole('radio', { name: '7' }));
    const long = screen.getByLabelText('Which medicines do you take?');
    expect(long.tagName).toBe('TEXTAREA');
    await userEvent.type(long, 'Aspirin{enter}Ibuprofen');
    await userEvent.type(screen.getByLabelText('Comment'), 'Asked at the desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));

    expect(await screen.findByText('Questionnaire “Medical history” saved')).toBeInTheDocument();
    expect(api.last('POST', /\/tests$/)?.body).toEqual({
      questionnaire_uuid: Q_UUID,
      answers: [
        { question_uuid: QUESTIONS[0].uuid, value: 'Dr. Ozols' },
        { question_uuid: QUESTIONS[1].uuid, value: true },
        { question_uuid: QUESTIONS[2].uuid, value: 5 },
        { question_uuid: QUESTIONS[3].uuid, value: 'No' },
        { question_uuid: QUESTIONS[4].uuid, value: ['Hepatitis', 'Asthma'] },
        { question_uuid: QUESTIONS[5].uuid, value: 7 },
        { question_uuid: QUESTIONS[6].uuid, value: 'Aspirin\nIbuprofen' },
      ],
      comment: 'Asked at the desk',
    });
    // The saved answers open, ready for approval.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${P}/tests/${TEST_UUID}`));
  });

  it('sends unanswered questions as null, and a "No" as false', async () => {
    const api = setup();
    api.on('POST', /\/tests$/, { status: 201, body: { data: fill() } });
    api.on('GET', new RegExp(`/tests/${TEST_UUID}$`), { status: 200, body: { data: fill() } });
    await renderAt(`${P}/tests?fill=${Q_UUID}`, [...VIEW, 'patients_tests_add']);
    await userEvent.click(within(await screen.findByRole('group', { name: 'Do you take blood thinners?' })).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await screen.findByText('Questionnaire “Medical history” saved');
    const sent = (api.last('POST', /\/tests$/)?.body as { answers: { value: unknown }[]; comment: unknown });
    expect(sent.answers.map((a) => a.value)).toEqual([null, false, null, null, null, null, null]);
    expect(sent.comment).toBeNull();
  });

  it('shows a number out of range on its question before sending, and the server’s 400 on the question it names', async () => {
    const api = setup();
    api.on('POST', /\/tests$/, {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { 'answers.0.value': 'This answer does not fit the question' } } },
    });
    await renderAt(`${P}/tests?fill=${Q_UUID}`, [...VIEW, 'patients_tests_add']);
    const number = await screen.findByLabelText('Cigarettes a day');
    fireEvent.change(number, { target: { value: '150' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(screen.getByText('Enter a number from 0 to 100')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(number, { target: { value: '10' } });
    await userEvent.type(screen.getByLabelText('Who is your family doctor?'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findByText('This answer does not fit the question')).toBeInTheDocument();
    expect(screen.getByLabelText('Who is your family doctor?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to save questionnaire “Medical history”')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText('Cigarettes a day')).toHaveValue(10);
  });

  it('approves with patients_tests_approve after a confirmation, with the version read', async () => {
    const api = setup();
    let current = fill({ answers: fill().answers.map((a, i) => (i === 1 ? { ...a, value: true, flagged: true } : i === 4 ? { ...a, value: ['Asthma'] } : a)) });
    api.on('GET', new RegExp(`/tests/${TEST_UUID}$`), () => ({ status: 200, body: { data: current } }));
    api.on('POST', /\/approve$/, () => {
      current = { ...current, status: 'approved', approved_at: '2026-11-21T10:00:00+02:00', approved_by: { uuid: '9e1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c41', first_name: 'Jānis', last_name: 'Kalns' }, version: 2 };
      return { status: 200, body: { data: current } };
    });
    await renderAt(`${P}/tests/${TEST_UUID}`, [...VIEW, 'patients_tests_approve']);
    expect(await screen.findByRole('heading', { name: 'Medical history' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Asthma')).toBeInTheDocument();
    expect(screen.getAllByText('Not answered').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve these answers?' });
    expect(api.calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Questionnaire “Medical history” approved')).toBeInTheDocument();
    expect(api.last('POST', /\/approve$/)?.body).toEqual({ version: 1 });
    expect(await screen.findByText(/^Approved 21 Nov 2026, \d\d:\d\d by Jānis Kalns$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers no approval without patients_tests_approve', async () => {
    const api = setup();
    api.on('GET', new RegExp(`/tests/${TEST_UUID}$`), { status: 200, body: { data: fill() } });
    await renderAt(`${P}/tests/${TEST_UUID}`, [...VIEW, 'patients_tests_add']);
    expect(await screen.findByRole('heading', { name: 'Medical history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('tells the user when someone approved first (409)', async () => {
    const api = setup();
    api.on('GET', new RegExp(`/tests/${TEST_UUID}$`), { status: 200, body: { data: fill() } });
    api.on('POST', /\/approve$/, { status: 409, body: { error: { code: 'VERSION_CONFLICT', message: 'Already approved' } } });
    await renderAt(`${P}/tests/${TEST_UUID}`, [...VIEW, 'patients_tests_approve']);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve questionnaire “Medical history”: Already approved')).toBeInTheDocument();
  });

});
