import { screen, within } from '@testing-library/react';
import type { Permission } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

const P = `/patients/${PATIENT_UUID}`;

async function openAt(path: string, permissions: Permission[]) {
  const api = fakeApi();
  api.on('GET', /^\/meta\/branches$/, { status: 200, body: { data: [] } });
  api.on('GET', new RegExp(`^/patients/${PATIENT_UUID}$`), { status: 200, body: { data: patient() } });
  api.on('GET', /\/tests$/, { status: 200, body: { data: [], due: [] } });
  await renderAt(path, permissions);
  return api;
}

describe('patients routes', () => {
  it('opens a patient on the details tab and shows only the tabs the user may open', async () => {
    await openAt(P, ['patients_view', 'patients_invoices_view']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jānis Bērziņš' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Personal data' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Patient card' })).getAllByRole('link').map((l) => l.textContent);
    expect(tabs).toEqual(['Profile', 'Kinship', 'Medical files', 'Invoices', 'History']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [`${P}/tooth-map`, 'patients_tooth_map_view', 'Dental card is empty'],
    [`${P}/invoices/9d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11`, 'patients_invoices_view', 'Invoice has no lines'],
    [`${P}/tests`, 'patients_tests_view', 'No questionnaires filled'],
    [`${P}/tests/9d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11`, 'patients_tests_view', 'Questionnaire not found'],
  ] as const)('guards %s with %s', async (path, permission, text) => {
    await openAt(path, ['patients_view', permission]);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    [`${P}/tooth-map`, '403 page'],
    [`${P}/settings`, '403 page'],
    [`${P}/doctors`, '403 page'],
    [`${P}/files/unknown`, '404 page'],
    [`${P}/nothing-here`, '404 page'],
  ])('sends %s without its permission to /403, an unknown one to /404', async (path, text) => {
    await openAt(path, ['patients_view']);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so when the patient does not exist', async () => {
    await openAt('/patients/2b6f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a19/details', ['patients_view']);
    expect(await screen.findByText('Patient not found')).toBeInTheDocument();
  });

  it('needs patients_add for the new patient form', async () => {
    await openAt('/patients/new', ['patients_view']);
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });

  it('lists invoices with patients_view', async () => {
    await openAt('/invoices', ['patients_view']);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
  });
});
