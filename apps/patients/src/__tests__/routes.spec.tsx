import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import type { Me, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { initI18n } from '@dental/i18n/browser';
import { MemoryRouter, Route, Routes } from '@dental/ui/router';
import PatientsRoutes from '../routes';

const P = '/patients/0b6f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a10';

function renderAt(path: string, permissions: Permission[]) {
  initI18n('en');
  useSession.getState().setMe({ permissions } as unknown as Me);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/403" element={<p>403 page</p>} />
        <Route path="/404" element={<p>404 page</p>} />
        <Route path="*" element={<PatientsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('patients routes', () => {
  it('opens a patient on the details tab and shows only the tabs the user may open', () => {
    renderAt(P, ['patients_view', 'patients_invoices_view']);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient card' })).toBeInTheDocument();
    expect(screen.getByText('No profile details')).toBeInTheDocument();
    const tabs = screen.getAllByRole('link').map((l) => l.textContent);
    expect(tabs).toEqual(['Profile', 'Kinship', 'Doctors', 'Medical files', 'Invoices']);
  });

  it.each([
    [`${P}/tooth-map`, 'patients_tooth_map_view', 'Dental card is empty'],
    [`${P}/settings`, 'patients_settings_view', 'No settings changed'],
    [`${P}/invoices/9d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11`, 'patients_invoices_view', 'Invoice has no lines'],
    [`${P}/tests/9d1c1b8e-8a43-4a35-9f0a-1f4f8d5f1c11`, 'patients_tests_view', 'Questionnaire not filled yet'],
  ] as const)('guards %s with %s', (path, permission, text) => {
    renderAt(path, ['patients_view', permission]);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('sends a tab without its permission to /403 and an unknown one to /404', () => {
    renderAt(`${P}/tooth-map`, ['patients_view']);
    expect(screen.getByText('403 page')).toBeInTheDocument();
  });

  it('sends an unknown file section to /404', () => {
    renderAt(`${P}/files/unknown`, ['patients_view']);
    expect(screen.getByText('404 page')).toBeInTheDocument();
  });

  it('lists invoices with patients_view', () => {
    renderAt('/invoices', ['patients_view']);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
  });
});
