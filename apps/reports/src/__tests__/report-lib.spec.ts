import type { IncomesReport, WorkloadReport } from '@dental/contracts';
import { incomesChart, stackedValues, workloadChart } from '../lib/chart-series';
import { presetOf, presetRange, readSearch } from '../lib/report-period';

describe('report period', () => {
  it('gives this week from Monday, last month whole and this year', () => {
    expect(presetRange('this_week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this_year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetOf('2026-10-01', '2026-10-31', '2026-11-26')).toBe('last_month');
    expect(presetOf('2026-10-02', '2026-10-31', '2026-11-26')).toBeNull();
  });

  it('reads the address, falling back to last month per week by doctor', () => {
    expect(readSearch(new URLSearchParams('from=2026-01-01&to=2026-03-31&bucket=month&by=room&branch=all'), '2026-11-26')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      bucket: 'month',
      by: 'room',
      branch: 'all',
    });
    expect(readSearch(new URLSearchParams('from=2026-05-01&to=2026-04-01&bucket=year&by=x'), '2026-11-26')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      bucket: 'week',
      by: 'doctor',
      branch: null,
    });
  });
});

describe('chart series', () => {
  const base = { from: '2026-03-01', to: '2026-04-30', bucket: 'month' as const, by: 'doctor' as const, branch_uuid: null, buckets: ['2026-03-01', '2026-04-01'] };
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';

  it('stacks received euros per person, biggest first, with invoiced and production as lines', () => {
    const report: IncomesReport = {
      ...base,
      opening_balances: { debt: 0, credit: 0 },
      methods: ['1'],
      rows: [
        { bucket: '2026-03-01', key: A, label: 'Ann', received: 1000, by_method: { 1: 1000 }, invoiced: 2000, production: 3000 },
        { bucket: '2026-03-01', key: B, label: 'Bob', received: 5000, by_method: { 1: 5000 }, invoiced: 0, production: 0 },
        { bucket: '2026-04-01', key: null, label: null, received: 250, by_method: { 1: 250 }, invoiced: 100, production: 0 },
      ],
      totals: { received: 6250, by_method: { 1: 6250 }, invoiced: 2100, production: 3000 },
    };
    const model = incomesChart(report, { invoiced: 'Invoiced', production: 'Production', none: 'None', others: 'Others' });
    expect(model.series.map((s) => [s.label, s.kind, s.values])).toEqual([
      ['Bob', 'bar', [50, 0]],
      ['Ann', 'bar', [10, 0]],
      ['None', 'bar', [0, 2.5]],
      ['Invoiced', 'line', [20, 1]],
      ['Production', 'line', [30, 0]],
    ]);
    expect(stackedValues(model.series)).toEqual([
      [50, 0],
      [60, 0],
      [60, 2.5],
    ]);
  });

  it('draws booked hours per person and the utilisation of each bucket in percent', () => {
    const figures = { appointments: 1, finished: 1, canceled: 0, no_show: 0 };
    const report: WorkloadReport = {
      ...base,
      rows: [
        { bucket: '2026-03-01', key: A, label: 'Ann', ...figures, booked_minutes: 90, working_minutes: 240, utilisation: 0.375 },
        { bucket: '2026-03-01', key: B, label: 'Bob', ...figures, booked_minutes: 30, working_minutes: 0, utilisation: null },
      ],
      totals: { ...figures, appointments: 2, finished: 2, booked_minutes: 120, working_minutes: 240, utilisation: 0.5 },
    };
    const model = workloadChart(report, { utilisation: 'Utilisation', none: 'None', others: 'Others' });
    expect(model.series.map((s) => [s.label, s.values, !!s.right])).toEqual([
      ['Ann', [1.5, 0], false],
      ['Bob', [0.5, 0], false],
      ['Utilisation', [50, null], true],
    ]);
  });
});
