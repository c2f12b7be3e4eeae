import { fireEvent, screen, within } from '@testing-library/react';
import type { PatientMessage } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, paged, patient, renderAt } from './harness';

const P = `/patients/${PATIENT_UUID}`;

const message = (over: Partial<PatientMessage>): PatientMessage => ({
  uuid: '5d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c01',
  kind: 'reminder',
  channel: 'sms',
  to: '+371 2000 0001',
  subject: '',
  text: 'Jānis, Jūsu vizīte ir 15.02.2039 plkst. 10:00',
  state: 'delivered',
  failure_reason: null,
  appointment_uuid: null,
  created_at: '2039-02-13T09:00:00Z',
  sent_at: '2039-02-13T09:00:01Z',
  delivered_at: '2039-02-13T09:00:05Z',
  ...over,
});

async function open(permissions: Parameters<typeof renderAt>[1], messages: PatientMessage[]) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/messages$`), paged(messages));
  await renderAt(`${P}/communication`, permissions);
  return api;
}

describe('the Communication tab', () => {
  it('lists each message with its channel, kind and state, a failure with its reason', async () => {
    await open(['patients_view'], [
      message({}),
      message({ uuid: '5d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c02', channel: 'email', kind: 'manual', subject: 'Rezultāti', state: 'failed', failure_reason: 'SMTP 550', to: 'janis@example.com' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Messages' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('SMS');
    expect(rows[0]).toContain('Reminder');
    expect(rows[0]).toContain('Delivered');
    expect(rows[1]).toContain('E-mail');
    expect(rows[1]).toContain('Failed: SMTP 550');
    // Without patients_edit: no resend, no new message.
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New message' })).not.toBeInTheDocument();
  });

  it('resends a message and sends one typed by hand (patients_edit)', async () => {
    const api = await open(['patients_view', 'patients_edit'], [message({})]);
    api.on('POST', /\/messages\/[^/]+\/resend$/, { status: 201, body: { data: message({ uuid: '5d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c03', state: 'queued' }) } });
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/messages$`), { status: 201, body: { data: message({ uuid: '5d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c04', state: 'queued', kind: 'manual' }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The message is sent again')).toBeInTheDocument();
    expect(api.last('POST', /\/resend$/)?.path).toBe(`/patients/${PATIENT_UUID}/messages/5d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c01/resend`);

    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'email' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Rezultāti' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Jūsu rezultāti ir gatavi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message is queued')).toBeInTheDocument();
    expect(api.last('POST', new RegExp(`^/patients/${PATIENT_UUID}/messages$`))?.body).toEqual({ channel: 'email', subject: 'Rezultāti', text: 'Jūsu rezultāti ir gatavi' });
  });

  it('shows the empty state when nothing was sent', async () => {
    await open(['patients_view'], []);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
