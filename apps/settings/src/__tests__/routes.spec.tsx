import './jsdom-polyfills';
import { screen } from '@testing-library/react';
import type { Permission } from '@dental/contracts';
import SettingsRoutes from '../routes';
import { fakeApi, renderScreen, signIn, U1 } from './harness';

function renderAt(path: string, permissions: Permission[]) {
  fakeApi();
  signIn(permissions);
  renderScreen(<SettingsRoutes />, { path });
}

describe('settings routes', () => {
  it.each([
    ['/settings/departments', ['department_view'], 'Clinics'],
    [`/settings/departments/${U1}/branches`, ['department_view', 'department_settings_view'], 'Clinic'],
    [`/settings/branches/${U1}/working-hours`, ['branch_view', 'branch_working_hours_view'], 'Branch'],
    [`/settings/branches/${U1}/rooms`, ['branch_view', 'branch_rooms_view'], 'Branch'],
    [`/settings/users/${U1}/vacations`, ['user_view', 'user_working_hours_view'], 'User'],
    ['/settings/services', [], 'Service groups'],
    [`/settings/services/0/${U1}/${U1}/settings`, ['service_settings_view'], 'Service'],
    [`/settings/products/${U1}/settings`, ['product_settings_view'], 'Product'],
    [`/settings/roles/${U1}/details`, ['role_view'], 'Position'],
    [`/settings/tooth_status/${U1}/settings`, ['tooth_status_view', 'tooth_status_settings_view'], 'Diagnosis'],
    [`/settings/tooth-custom-status/${U1}/${U1}/details`, ['tooth_custom_status_view'], 'Status'],
    [`/settings/status-config/${U1}/settings`, ['tooth_config_view', 'tooth_config_settings_view'], 'Status'],
    [`/settings/tests/${U1}/settings`, ['test_view', 'test_settings_view'], 'Questionnaire'],
    [`/admin/users/${U1}/settings`, ['admin'], 'User'],
  ] as [string, Permission[], string][])('%s renders its page with %j', (path, permissions, title) => {
    renderAt(path, ['settings_view', ...permissions]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('opens an entry on its first tab', async () => {
    renderAt(`/settings/branches/${U1}`, ['settings_view', 'branch_view']);
    expect(await screen.findByRole('link', { name: 'Information', current: 'page' })).toBeInTheDocument();
  });

  it('guards each tab with its own permission', () => {
    renderAt(`/settings/branches/${U1}/rooms`, ['settings_view', 'branch_view']);
    expect(screen.getByText('403 page')).toBeInTheDocument();
  });

  it('shows only the tabs the user may open', () => {
    renderAt(`/settings/branches/${U1}/details`, ['settings_view', 'branch_view', 'branch_rooms_view']);
    expect(screen.getByRole('link', { name: 'Rooms' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Working time' })).toBeNull();
  });

  it('sends an unknown settings path to /404', () => {
    renderAt('/settings/nothing-here', ['admin']);
    expect(screen.getByText('404 page')).toBeInTheDocument();
  });
});
