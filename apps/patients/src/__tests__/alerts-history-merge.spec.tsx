import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientAuditEntry } from '@dental/contracts';
import { PATIENT_UUID, RELATIVE_UUID, fakeApi, listItem, paged, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;

function entry(details: Record<string, unknown>): PatientAuditEntry {
  return {
    uuid: '9f1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01',
    action: 'update',
    resource: 'patient',
    actor: { uuid: '5c1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a01', first_name: 'Anna', last_name: 'Ozola' },
    request_id: null,
    ip: null,
    details,
    created_at: '2026-03-01T10:00:00Z',
  };
}

describe('patient card: alerts, change log values, merge', () => {
  it('shows the alerts badge in the header, every alert in its accessible name', async () => {
    const api = fakeApi();
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), {
      status: 200,
      body: { data: patient({ alerts: [{ kind: 'allergy', text: 'Penicilīns' }, { kind: 'insurance_expired', text: '2026-01-31' }] }) },
    });
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    await renderAt(`${P}/details`, ['patients_view']);
    expect(await screen.findByRole('img', { name: 'Alerts: Allergy: Penicilīns; Insurance expired on 31 Jan 2026' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the values before and after of a change, codes and dates translated', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', /^\/calendar\/history$/, paged([]));
    api.on(
      'GET',
      new RegExp(`^/patients/${PATIENT_UUID}/history$`),
      paged([
        entry({
          fields: ['gender', 'insurance_expiration', 'doctor_uuid'],
          changes: {
            gender: { before: 0, after: 2 },
            insurance_expiration: { before: null, after: '2027-12-31' },
            doctor_uuid: { before: null, after: 'Jānis Ozols' },
          },
        }),
      ]),
    );
    await renderAt(`${P}/history`, ['patients_view']);
    const row = (await screen.findByText('Gender: Not specified → Female', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Policy valid until: — → 31 Dec 2027')).toBeInTheDocument();
    expect(within(row).getByText('Doctor: — → Jānis Ozols')).toBeInTheDocument();
    expect(within(row).queryByText(/doctor_uuid/)).not.toBeInTheDocument();
  });

  it('merges into a picked card after a confirmation that says what moves, then opens the kept card', async () => {
    const api = fakeApi();
    const kept = patient({ uuid: RELATIVE_UUID, first_name: 'Jānis', last_name: 'Bērziņš-Kalns' });
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', new RegExp(`^/patients/${RELATIVE_UUID}$`), { status: 200, body: { data: kept } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/settings$`), {
      status: 200,
      body: { data: { communication_language: 'lv', communication_sms: true, communication_sms_ad: false, communication_email: true, communication_email_ad: false, version: 1 } },
    });
    api.on('GET', /^\/patients$/, paged([listItem(kept)]));
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/merge$`), { status: 200, body: { data: kept, moved: { appointments: 2 } } });
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_delete']);

    const merge = await screen.findByRole('button', { name: 'Merge into…' }, { timeout: 10_000 });
    expect(merge).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox', { name: /Find/ }), 'Kalns');
    await userEvent.click(await screen.findByRole('button', { name: /Bērziņš-Kalns/ }));
    await userEvent.click(merge);
    const dialog = await screen.findByRole('dialog', { name: 'Merge into the card of Jānis Bērziņš-Kalns?' });
    expect(dialog).toHaveTextContent('appointments, files, questionnaires, relationships, doctors, history, tooth map and treatment plans, invoices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge and delete this card' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/patients/${RELATIVE_UUID}/details`));
    expect(api.last('POST', /\/merge$/)?.body).toEqual({ into_uuid: RELATIVE_UUID, version: 3 });
  });

  it('offers no merge without patients_delete', async () => {
    const api = fakeApi();
    api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/settings$`), {
      status: 200,
      body: { data: { communication_language: 'lv', communication_sms: true, communication_sms_ad: false, communication_email: true, communication_email_ad: false, version: 1 } },
    });
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_edit']);
    expect(await screen.findByText('Reminders by SMS', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merge into…' })).not.toBeInTheDocument();
  });
});
