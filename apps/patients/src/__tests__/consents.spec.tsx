import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentRecord } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const settings = { communication_language: 'lv', communication_sms: true, communication_sms_ad: false, communication_email: true, communication_email_ad: false, version: 1 };
const paperMarketing: ConsentRecord = {
  uuid: '2d8f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a12',
  purpose: 'marketing',
  channel: 'sms',
  state: 'given',
  recorded_at: '2026-11-20T10:00:00.000Z',
  recorded_by: { uuid: '3e9f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a13', first_name: 'Ilze', last_name: 'Kalniņa' },
  method: 'paper',
  text_version: 'marketing-2026-01',
};
const current = { treatment: null, sms_reminders: 'given', email_reminders: 'given', marketing: 'given', photos: null, insurer_sharing: null };

function setup() {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/settings$`), { status: 200, body: { data: settings } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/consent-records$`), { status: 200, body: { data: [paperMarketing], current } });
  return api;
}

describe('consents on the settings tab', () => {
  it('shows the history with who, when, how and the text version, and the state of each purpose', async () => {
    setup();
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view']);
    const table = await screen.findByRole('table', { name: 'Consent history, newest first' }, { timeout: 10_000 });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Marketing (SMS)');
    expect(row).toHaveTextContent('On paper');
    expect(row).toHaveTextContent('marketing-2026-01');
    expect(row).toHaveTextContent('Ilze Kalniņa');
    expect(screen.getByText('Photos', { selector: 'dt' }).parentElement).toHaveTextContent('PhotosNot asked');
    expect(screen.getByText('Marketing', { selector: 'dt' }).parentElement).toHaveTextContent('MarketingGiven');
    expect(screen.queryByRole('button', { name: 'Record a consent' })).not.toBeInTheDocument();
  });

  it('records a photo consent given on the tablet; the text version is required', async () => {
    const api = setup();
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/consent-records$`), (call) => ({
      status: 201,
      body: { data: { ...paperMarketing, ...(call.body as object), channel: null, uuid: '4f0f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a14' } },
    }));
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a consent' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a consent' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Purpose'), 'photos');
    await userEvent.selectOptions(within(dialog).getByLabelText('How'), 'tablet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(/Text version/, { selector: '[role=alert], .dc-form-item__error' })).toBeInTheDocument();
    expect(api.last('POST', /consent-records$/)).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText(/Text version/), 'photos-v3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Consent recorded')).toBeInTheDocument();
    expect(api.last('POST', /consent-records$/)?.body).toEqual({ purpose: 'photos', state: 'given', method: 'tablet', text_version: 'photos-v3', channel: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record a consent' })).not.toBeInTheDocument());
  });
});
