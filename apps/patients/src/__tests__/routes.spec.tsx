import { screen, within } from '@testing-library/react';
import type { Permission } from '@dental/contracts';
import { PATIENT_UUID, fakeApi, patient, renderAt } from './harness';

const P = `/patients/${PATIENT_UUID}`;

async function openAt(path: string, permissions: Permission[], more?: (api: ReturnType<typeof fakeApi>) => void) {
  const api = fakeApi();
  more?.(api);
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
    expect(tabs).toEqual(['Profile', 'Kinship', 'Medical files', 'Invoices', 'History', 'Communication']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    // The dental card itself opens (its card answer is not faked here, so it shows its own error state, not the 403 page).
    [`${P}/tooth-map`, 'patients_tooth_map_view', 'Failed to load the dental card'],
    [`${P}/invoices/9d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11`, 'patients_invoices_view', 'Invoice not found'],
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

  it('opens /invoices with patients_view, and lists them only with patients_invoices_view', async () => {
    const sums = { count: 0, price_without_vat: 0, price_vat: 0, price_total: 0, price_insurance: 0, price_to_pay: 0, amount_paid: 0, amount_remaining: 0 };
    await openAt('/invoices', ['patients_view', 'patients_invoices_view'], (api) =>
      api.on('GET', /^\/invoices$/, { status: 200, body: { data: [], meta: { page: 1, per_page: 25, total: 0 }, sums } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('sends a user without patients_invoices_view from /invoices to /403', async () => {
    await openAt('/invoices', ['patients_view']);
    expect(await screen.findByText('403 page')).toBeInTheDocument();
  });
});
