import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentForm, ConsentTemplate, Permission } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, paged, patient, renderAt } from './harness';

jest.setTimeout(30_000);
const P = `/patients/${PATIENT_UUID}`;
const EDIT: Permission[] = ['patients_view', 'patients_tooth_map_view', 'patients_tooth_map_edit', 'consent_templates_view'];
const TEMPLATE: ConsentTemplate = {
  uuid: '5a1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c20',
  name: 'Implant surgery',
  text: { lv: 'a', en: 'b', ru: 'c' },
  service_uuids: [],
  version: 1,
};

const form = (over: Partial<ConsentForm> = {}): ConsentForm => ({
  uuid: '5b1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c21',
  template_uuid: TEMPLATE.uuid,
  template_name: TEMPLATE.name,
  plan_uuid: null,
  language: 'en',
  text: 'I, Jānis Bērziņš, consent.\n\nRisks were explained.',
  points: ['I, Jānis Bērziņš, consent.', 'Risks were explained.'],
  state: 'unsigned',
  created_at: '2026-11-23T09:00:00Z',
  signed_at: null,
  signer_name: null,
  signed_by_representative: null,
  signed_by: null,
  device: null,
  content_sha256: null,
  pdf_sha256: null,
  document_uuid: null,
  withdrawn_at: null,
  withdrawn_by: null,
  withdrawal_reason: null,
  ...over,
});

function setup(forms: ConsentForm[]) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /\/consent-forms$/, () => ({ status: 200, body: { data: forms } }));
  api.on('GET', /^\/settings\/consent-form-templates$/, paged([TEMPLATE]));
  api.on('GET', /\/treatment-plans$/, { status: 200, body: { data: [] } });
  return api;
}

describe('consent forms', () => {
  it('makes a form from a template and opens it in the locked patient view, left only with the staff password', async () => {
    const made = form();
    const api = setup([]);
    api.on('POST', /\/consent-forms$/, { status: 201, body: { data: made } });
    let tries = 0;
    api.on('POST', /^\/auth\/password-check$/, () => {
      tries += 1;
      return tries === 1 ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { password: 'Wrong password' } } } } : { status: 204 };
    });
    await renderAt(`${P}/consent-forms`, EDIT);
    await userEvent.selectOptions(await screen.findByLabelText(/^Template/), TEMPLATE.uuid);
    await userEvent.click(screen.getByRole('button', { name: 'Make the form' }));
    await waitFor(() => expect(api.last('POST', /\/consent-forms$/)?.body).toEqual({ template_uuid: TEMPLATE.uuid }));

    // Full screen over everything: the rest of the page is inert (no sidebar or navigation to reach).
    const view = await screen.findByTestId('patient-view');
    expect(view).toHaveAttribute('aria-modal', 'true');
    const others = [...document.body.children].filter((element) => element !== view);
    expect(others.length).toBeGreaterThan(0);
    for (const element of others) expect(element).toHaveAttribute('inert');

    // Every point is ticked before the form can be signed.
    const patientView = within(view);
    expect(patientView.getByText('Points left to tick: 2')).toBeInTheDocument();
    await userEvent.click(patientView.getByRole('checkbox', { name: 'I, Jānis Bērziņš, consent.' }));
    expect(patientView.getByText('Points left to tick: 1')).toBeInTheDocument();
    expect(patientView.getByRole('button', { name: 'Sign the form' })).toBeDisabled();

    // The browser's back button and Escape stay in the view and ask for the password.
    fireEvent(window, new PopStateEvent('popstate'));
    const unlock = await patientView.findByRole('dialog', { name: 'Staff password' });
    await userEvent.click(within(unlock).getByRole('button', { name: 'Stay' }));
    expect(patientView.queryByRole('dialog', { name: 'Staff password' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    const asked = await patientView.findByRole('dialog', { name: 'Staff password' });
    await userEvent.type(within(asked).getByLabelText('Password'), 'guess');
    await userEvent.click(within(asked).getByRole('button', { name: 'Leave' }));
    expect(await within(asked).findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByTestId('patient-view')).toBeInTheDocument();
    for (const element of others) expect(element).toHaveAttribute('inert');

    await userEvent.type(within(asked).getByLabelText('Password'), 'staff-secret');
    await userEvent.click(within(asked).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByTestId('patient-view')).toBeNull());
    expect(api.last('POST', /^\/auth\/password-check$/)?.body).toEqual({ password: 'staff-secret' });
    for (const element of others) expect(element).not.toHaveAttribute('inert');
  });

  it('withdraws a signed form only after a confirmation, and offers its PDF', async () => {
    const signed = form({ state: 'signed', signed_at: '2026-11-23T09:30:00Z', pdf_sha256: 'a'.repeat(64), content_sha256: 'b'.repeat(64) });
    const api = setup([signed]);
    api.on('POST', /\/withdraw$/, { status: 200, body: { data: { ...signed, state: 'withdrawn', withdrawn_at: '2026-11-23T10:00:00Z' } } });
    await renderAt(`${P}/consent-forms`, EDIT);
    expect(await screen.findByText('Signed', { selector: '.cf-state' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open in patient view' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this consent?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.last('POST', /\/withdraw$/)).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw this consent?' });
    await userEvent.type(within(again).getByLabelText('Reason'), 'Changed her mind');
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(api.last('POST', /\/withdraw$/)?.body).toEqual({ reason: 'Changed her mind' }));
    expect(await screen.findByText('Consent withdrawn')).toBeInTheDocument();
  });

  it('shows the forms read-only without the tooth map’s edit permission', async () => {
    setup([form()]);
    await renderAt(`${P}/consent-forms`, ['patients_view', 'patients_tooth_map_view']);
    expect(await screen.findByText('Not signed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open in patient view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make the form' })).toBeNull();
  });
});
