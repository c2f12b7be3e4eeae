import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BranchesReport, Me } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import reportsTexts from '@dental/i18n/bundles/reports';
import { MemoryRouter, Route, Routes } from '@dental/ui/router';
import { BranchesPage } from '../pages/BranchesPage';

initI18n('en');
addNamespaceBundle('reports', reportsTexts);

const RIGA = '33333333-3333-4333-8333-333333333333';
const JURMALA = '44444444-4444-4444-8444-444444444444';
const work = (appointments: number, booked: number, working: number) => ({ appointments, finished: appointments - 1, canceled: 1, no_show: 0, booked_minutes: booked, working_minutes: working, utilisation: booked / working });
const report: BranchesReport = {
  from: '2026-01-01',
  to: '2026-12-31',
  methods: ['1'],
  branches: [
    { branch_uuid: JURMALA, name: 'Jūrmala', incomes: { received: 5_000, by_method: { 1: 5_000 }, invoiced: 6_000, production: 7_000 }, workload: work(4, 120, 480) },
    { branch_uuid: RIGA, name: 'Rīgas centrs', incomes: { received: 10_000, by_method: { 1: 10_000 }, invoiced: 12_000, production: 9_000 }, workload: work(8, 240, 480) },
  ],
  totals: { incomes: { received: 15_000, by_method: { 1: 15_000 }, invoiced: 18_000, production: 16_000 }, workload: work(12, 360, 960) },
};

function setup(path: string) {
  const calls: URL[] = [];
  globalThis.fetch = jest.fn(async (input: unknown) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const text = JSON.stringify({ data: report });
    return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
  const me = { uuid: RIGA, username: 'owner', first_name: 'O', last_name: 'O', email: null, style: { color: null }, permissions: ['report_view'], positions: [], branches: [], company: { id: 1, name: 'C', slug: 'c' } } as unknown as Me;
  useSession.setState({ token: 't', me, branchUuid: RIGA });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reports/branches" element={<BranchesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the branches side by side', () => {
  it('asks for the period of the address and shows a line per branch, the whole chain last', async () => {
    const calls = setup('/reports/branches?from=2026-01-01&to=2026-12-31');
    const table = await screen.findByRole('table');
    const asked = calls.find((url) => url.pathname === '/api/reports/branches')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Branch', 'Received', 'Invoiced', 'Production', 'Appointments', 'Finished', 'Canceled', 'No-show / late', 'Booked, min', 'Working time, min', 'Utilisation',
    ]);
    const [, jurmala, riga, totals] = within(table).getAllByRole('row');
    expect(jurmala).toHaveTextContent('Jūrmala');
    expect(jurmala).toHaveTextContent('€50.00');
    expect(riga).toHaveTextContent('€100.00');
    expect(totals).toHaveTextContent('Whole chain');
    expect(totals).toHaveTextContent('€150.00');
    expect(totals).toHaveTextContent('37.5%');
    expect(screen.getByRole('link', { name: 'Branches' })).toBeInTheDocument();
  });
});
