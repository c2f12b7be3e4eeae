import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

jest.setTimeout(20_000);
const P = `/patients/${PATIENT_UUID}`;
const EXPORT_UUID = '5a1f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a15';
const settings = { communication_language: 'lv', communication_sms: true, communication_sms_ad: false, communication_email: true, communication_email_ad: false, version: 1 };
const current = { treatment: null, sms_reminders: 'given', email_reminders: 'given', marketing: 'withdrawn', photos: null, insurer_sharing: null };

function setup() {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/settings$`), { status: 200, body: { data: settings } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/consent-records$`), { status: 200, body: { data: [], current } });
  return api;
}

describe("the patient's data rights on the settings tab", () => {
  it('erases only after a reason and the name typed exactly, then says what was erased and what is kept until when', async () => {
    const api = setup();
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/erase$`), {
      status: 200,
      body: { data: { label: '2026-0042', erased_at: '2026-11-24T08:00:00.000Z', erased: ['names', 'files'], kept: [{ what: 'tooth_map', until: '2101-11-24T08:00:00.000Z', law: 'medical_records' }] } },
    });
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_erase']);
    expect(screen.queryByRole('button', { name: "Export the patient's data" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase the patient' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Jānis Bērziņš?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Pacienta pieprasījums');
    await userEvent.type(within(dialog).getByLabelText(/Type Jānis Bērziņš to confirm/), 'Jānis Bērziņ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type Jānis Bērziņš to confirm/), 'š');
    await userEvent.click(confirm);
    expect(await screen.findByText('Erased: names, files')).toBeInTheDocument();
    expect(screen.getByText(/Tooth map kept until/)).toBeInTheDocument();
    expect(api.last('POST', /\/erase$/)?.body).toEqual({ reason: 'Pacienta pieprasījums' });
  });

  it('restricts with a reason; the card then shows the restriction', async () => {
    const api = setup();
    api.on('PUT', new RegExp(`^/patients/${PATIENT_UUID}/restriction$`), {
      status: 200,
      body: { data: patient({ restricted_at: '2026-11-24T08:00:00.000Z', restriction_reason: 'Apstrīd datus', version: 2 }) },
    });
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_erase']);
    await userEvent.click(await screen.findByRole('button', { name: 'Restrict processing' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: "Restrict the processing of Jānis Bērziņš's data?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.last('PUT', /\/restriction$/)).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Apstrīd datus');
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient({ restricted_at: '2026-11-24T08:00:00.000Z', restriction_reason: 'Apstrīd datus', version: 2 }) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.last('PUT', /\/restriction$/)?.body).toEqual({ restricted: true, reason: 'Apstrīd datus', version: patient().version }));
    expect(await screen.findByRole('button', { name: 'Lift the restriction' })).toBeInTheDocument();
    expect(screen.getAllByText('Restricted').length).toBeGreaterThan(0);
  });

  it('exports: shows the progress, then downloads the ZIP once', async () => {
    const api = setup();
    let reads = 0;
    api.on('POST', new RegExp(`^/patients/${PATIENT_UUID}/export$`), { status: 202, body: { data: { uuid: EXPORT_UUID } } });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/exports/${EXPORT_UUID}$`), () => {
      reads += 1;
      const done = reads > 1;
      return {
        status: 200,
        body: {
          data: {
            uuid: EXPORT_UUID,
            state: done ? 'done' : 'running',
            progress: done ? 100 : 45,
            download_url: done ? `/api/patients/${PATIENT_UUID}/exports/${EXPORT_UUID}/download` : null,
            expires_at: done ? '2026-11-25T08:00:00.000Z' : null,
            downloaded_at: null,
            created_at: '2026-11-24T08:00:00.000Z',
          },
        },
      };
    });
    api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}/exports/${EXPORT_UUID}/download$`), { status: 200, body: 'PK', headers: { 'content-disposition': 'attachment; filename="patient.zip"' } });
    URL.createObjectURL = jest.fn(() => 'blob:zip') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    await renderAt(`${P}/settings`, ['patients_view', 'patients_settings_view', 'patients_export_data']);
    await userEvent.click(await screen.findByRole('button', { name: "Export the patient's data" }, { timeout: 10_000 }));
    expect(await screen.findByText('Preparing the export: 45 %')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the ZIP' }));
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/download'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Erase the patient' })).not.toBeInTheDocument();
  });
});
