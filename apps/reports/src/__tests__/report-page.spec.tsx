import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { IncomesReport, Me, WorkloadReport } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import reportsTexts from '@dental/i18n/bundles/reports';
import { MemoryRouter, Route, Routes, useLocation } from '@dental/ui/router';
import { ReportPage } from '../pages/ReportPage';

initI18n('en');
addNamespaceBundle('reports', reportsTexts);

const BRANCH = '33333333-3333-4333-8333-333333333333';
const DOCTOR = '11111111-1111-4111-8111-111111111111';
const period = { from: '2026-10-01', to: '2026-10-31' };
const figures = { received: 15_000, by_method: { '1': 10_000, '3': 5_000 }, invoiced: 20_000, production: 18_000 };
const incomes = (by: string): IncomesReport => ({
  ...period,
  bucket: 'month',
  by: by as IncomesReport['by'],
  branch_uuid: BRANCH,
  buckets: ['2026-10-01'],
  methods: ['1', '3'],
  rows: [{ bucket: '2026-10-01', key: DOCTOR, label: 'Jānis Ozols', ...figures }],
  totals: figures,
  opening_balances: { debt: 0, credit: 0 },
});
const workload: WorkloadReport = {
  ...period,
  bucket: 'month',
  by: 'doctor',
  branch_uuid: BRANCH,
  buckets: ['2026-10-01'],
  rows: [{ bucket: '2026-10-01', key: DOCTOR, label: 'Jānis Ozols', appointments: 12, finished: 10, canceled: 1, no_show: 1, booked_minutes: 480, working_minutes: 960, utilisation: 0.5 }],
  totals: { appointments: 12, finished: 10, canceled: 1, no_show: 1, booked_minutes: 480, working_minutes: 960, utilisation: 0.5 },
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** The page at `path`, the API answering from `answer` (or failing with `status`); answers the URLs asked. */
function setup(path: string, answer: (url: URL) => unknown = (url) => (url.pathname.endsWith('/workload') ? workload : incomes(url.searchParams.get('by') ?? 'doctor')), status = 200) {
  const calls: URL[] = [];
  globalThis.fetch = jest.fn(async (input: unknown) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const text = JSON.stringify(status === 200 ? { data: answer(url) } : { error: { code: 'INTERNAL', message: 'boom' } });
    return { ok: status === 200, status, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
  const me = { uuid: DOCTOR, username: 'm', first_name: 'M', last_name: 'M', email: null, style: { color: null }, permissions: ['report_view'], positions: [], branches: [{ uuid: BRANCH, name: 'Rīgas centrs' }], company: { id: 1, name: 'C', slug: 'c' } } as unknown as Me;
  useSession.setState({ token: 't', me, branchUuid: BRANCH });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reports/:kind/:split?" element={<ReportPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the incomes and workload reports', () => {
  it('shows the period of the address by doctor: a row per bucket and person, methods as columns, the totals last', async () => {
    const calls = setup(`/reports/incomes?from=${period.from}&to=${period.to}&bucket=month&by=doctor&branch=${BRANCH}`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Period', 'Doctor', 'Received', 'Cash', 'Card', 'Invoiced', 'Production']);
    const [, row, totals] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Jānis Ozols');
    expect(row).toHaveTextContent('€150.00');
    expect(totals).toHaveTextContent('€200.00');
    const asked = calls.find((url) => url.pathname === '/api/reports/incomes')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ branch_uuid: BRANCH, ...period, bucket: 'month', by: 'doctor' });
  });

  it('says the balances carried over from an old system apart from income, only when there are some', async () => {
    setup(`/reports/incomes?from=${period.from}&to=${period.to}&bucket=month&by=doctor`, () => ({ ...incomes('doctor'), opening_balances: { debt: 12_345, credit: 500 } }));
    expect(await screen.findByTestId('opening-balances')).toHaveTextContent('Carried over from the previous system in this period (not income): owed €123.45, credit €5.00');
    expect(within(screen.getByRole('table')).getAllByRole('row').at(-1)).toHaveTextContent('€200.00');
  });

  it('keeps the split in the address and asks again by room', async () => {
    const calls = setup(`/reports/incomes?from=${period.from}&to=${period.to}&bucket=month&by=doctor&branch=${BRANCH}`);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(screen.getByLabelText('address').textContent).toContain('by=room');
    await screen.findByRole('columnheader', { name: 'Room' });
    expect(calls.some((url) => url.searchParams.get('by') === 'room')).toBe(true);
  });

  it('reads workload as booked and working time with utilisation', async () => {
    setup(`/reports/workload?from=${period.from}&to=${period.to}&bucket=month&by=doctor&branch=${BRANCH}`);
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('50%');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('12');
  });

  it('says when a period has nothing', async () => {
    setup(`/reports/incomes?from=${period.from}&to=${period.to}&bucket=month&by=doctor`, () => ({ ...incomes('doctor'), rows: [], methods: [], totals: { received: 0, by_method: {}, invoiced: 0, production: 0 } }));
    expect(await screen.findAllByText('No data for this period')).not.toHaveLength(0);
    expect(screen.queryByTestId('opening-balances')).toBeNull();
  });

  it('offers a retry when the report fails to load', async () => {
    setup(`/reports/incomes?from=${period.from}&to=${period.to}&bucket=month&by=doctor`, () => null, 500);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends the spec\u2019s older split addresses to the split they mean', async () => {
    setup('/reports/workload/users-assistant');
    expect(screen.getByLabelText('address').textContent).toBe('/reports/workload?by=assistant');
  });

  it('sends an unknown report to 404', async () => {
    setup('/reports/salaries');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText('address').textContent).toBe('/404');
  });
});
