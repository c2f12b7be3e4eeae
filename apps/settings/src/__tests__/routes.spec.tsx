import './jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import type { Me, Permission } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { initI18n } from '@dental/i18n/browser';
import { MemoryRouter, Route, Routes } from '@dental/ui/router';
import SettingsRoutes from '../routes';

const U = '0b6f3a8e-2f7c-4f5e-9a55-7d2c1c0e9a10';

function renderAt(path: string, permissions: Permission[]) {
  initI18n('en');
  useSession.getState().setMe({ permissions } as unknown as Me);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/403" element={<p>403 page</p>} />
        <Route path="/404" element={<p>404 page</p>} />
        <Route path="*" element={<SettingsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('settings routes', () => {
  it.each([
    ['/settings/departments', ['department_view'], 'Clinics'],
    [`/settings/departments/${U}/branches`, ['department_view', 'department_settings_view'], 'Clinic'],
    [`/settings/branches/${U}/working-hours`, ['branch_view', 'branch_working_hours_view'], 'Branch'],
    [`/settings/branches/${U}/rooms`, ['branch_view', 'branch_rooms_view'], 'Branch'],
    [`/settings/users/${U}/vacations`, ['user_view', 'user_working_hours_view'], 'User'],
    [`/settings/services/1/${U}/${U}/settings`, ['service_settings_view'], 'Service category'],
    [`/settings/products/${U}/settings`, ['product_settings_view'], 'Product'],
    [`/settings/roles/${U}/details`, ['role_view'], 'Position'],
    [`/settings/tooth_status/${U}/settings`, ['tooth_status_view', 'tooth_status_settings_view'], 'Status'],
    [`/settings/tooth-custom-status/${U}/${U}/details`, ['tooth_custom_status_view'], 'Status'],
    [`/settings/status-config/${U}/settings`, ['tooth_config_view', 'tooth_config_settings_view'], 'Status'],
    [`/settings/tests/${U}/settings`, ['test_view', 'test_settings_view'], 'Questionnaire'],
    [`/admin/users/${U}/settings`, ['admin'], 'User'],
  ] as [string, Permission[], string][])('%s renders its page with %j', (path, permissions, title) => {
    renderAt(path, ['settings_view', ...permissions]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens an entry on its first tab', () => {
    renderAt(`/settings/branches/${U}`, ['settings_view', 'branch_view']);
    expect(screen.getByText('No information yet')).toBeInTheDocument();
  });

  it('guards each tab with its own permission', () => {
    renderAt(`/settings/branches/${U}/rooms`, ['settings_view', 'branch_view']);
    expect(screen.getByText('403 page')).toBeInTheDocument();
  });

  it('sends an unknown settings path to /404', () => {
    renderAt('/settings/nothing-here', ['admin']);
    expect(screen.getByText('404 page')).toBeInTheDocument();
  });
});
