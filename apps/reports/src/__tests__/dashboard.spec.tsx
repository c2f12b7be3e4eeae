import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import reportsTexts from '@dental/i18n/bundles/reports';
import { DashboardPage } from '../pages/DashboardPage';

initI18n('en');
addNamespaceBundle('reports', reportsTexts);

const DOCTOR = '11111111-1111-4111-8111-111111111111';
const MANAGER = '22222222-2222-4222-8222-222222222222';
const counts = { all: 5, planned: 3, closed: 1, canceled: 1 };

function setup() {
  const calls: URL[] = [];
  globalThis.fetch = jest.fn(async (input: unknown) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const body = url.pathname.endsWith('/dashboard/stats')
      ? {
          data: {
            ...counts,
            view: url.searchParams.get('view'),
            date: '2026-11-23',
            from: '2026-11-22T22:00:00.000Z',
            to: '2026-11-23T22:00:00.000Z',
            time_zone: 'Europe/Riga',
            days: [{ date: '2026-11-23', ...counts }],
            practitioners: [{ uuid: MANAGER, first_name: 'Ilze', last_name: 'Kalniņa' }],
          },
        }
      : { data: [{ uuid: DOCTOR, first_name: 'Jānis', last_name: 'Ozols', color: null, position_types: [1], specialities: [], branch_uuids: [DOCTOR] }] };
    const text = JSON.stringify(body);
    return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
  const me = { uuid: DOCTOR, username: 'd', first_name: 'Jānis', last_name: 'Ozols', email: null, style: { color: null }, permissions: ['user_view'], positions: [], branches: [], company: { id: 1, name: 'C', slug: 'c' } } as unknown as Me;
  useSession.setState({ token: 't', me, branchUuid: DOCTOR });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  );
  return calls;
}

describe('dashboard', () => {
  it('shows the counts of the period', async () => {
    setup();
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Closed' })).toHaveTextContent('1');
  });

  it('asks for a doctor in the month view before counting', async () => {
    const calls = setup();
    await screen.findByText('5');
    fireEvent.click(screen.getByRole('tab', { name: 'Month' }));
    expect(screen.getByRole('alert')).toHaveTextContent('In monthly view at least 1 doctor has to be selected');
    expect(calls.some((u) => u.pathname.endsWith('/dashboard/stats') && u.searchParams.get('view') === 'month')).toBe(false);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Jānis Ozols' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByText('5');
    expect(calls.some((u) => u.searchParams.get('view') === 'month' && u.searchParams.get('doctor_uuids') === DOCTOR)).toBe(true);
  });

  it('lets the doctor filter choose every practitioner of the period, not only the doctors', async () => {
    setup();
    expect(await screen.findByRole('checkbox', { name: 'Ilze Kalniņa' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Jānis Ozols' })).toBeInTheDocument();
  });
});
