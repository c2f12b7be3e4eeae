import type { DashboardStatsAnswer, IncomesReport, WorkloadReport } from '@dental/contracts';
import { addDays, localDate } from '@dental/domain-time';

/** One coloured series of a chart: stacked bars (`bar`) or a line on the right-hand scale (`line`). */
export interface ChartSeries {
  label: string;
  color: string;
  kind: 'bar' | 'line';
  /** A line read on the right-hand axis (percent) rather than the bars' own. */
  right?: boolean;
  /** One value per bucket (null: nothing to draw, e.g. utilisation without working time). */
  values: (number | null)[];
}

export interface ChartModel {
  /** Bucket starts, the x axis. */
  buckets: string[];
  series: ChartSeries[];
}

/** A calm palette that stays apart in print and for common colour blindness (Okabe-Ito). */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
/** Past this many people or rooms, the smallest are summed as "others" so the stack stays readable. */
const MAX_STACKS = 7;

interface Keyed {
  bucket: string;
  key: string | null;
  label: string | null;
}

/** Per person or room: its value in each bucket, biggest overall first, the tail folded into "others". */
function stacks<R extends Keyed>(buckets: string[], rows: R[], value: (row: R) => number, names: { none: string; others: string }): { label: string; values: number[] }[] {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  const byKey = new Map<string, { label: string; values: number[]; total: number }>();
  for (const row of rows) {
    const id = row.key ?? '';
    let entry = byKey.get(id);
    if (!entry) byKey.set(id, (entry = { label: row.label ?? names.none, values: buckets.map(() => 0), total: 0 }));
    const i = index.get(row.bucket);
    if (i === undefined) continue;
    entry.values[i] += value(row);
    entry.total += value(row);
  }
  const sorted = [...byKey.values()].filter((entry) => entry.total !== 0).sort((a, b) => b.total - a.total);
  if (sorted.length <= MAX_STACKS) return sorted;
  const rest = sorted.slice(MAX_STACKS - 1);
  return [...sorted.slice(0, MAX_STACKS - 1), { label: names.others, values: buckets.map((_, i) => rest.reduce((sum, entry) => sum + entry.values[i], 0)), total: 0 }];
}

const sumPerBucket = <R extends Keyed>(buckets: string[], rows: R[], value: (row: R) => number) =>
  buckets.map((bucket) => rows.filter((row) => row.bucket === bucket).reduce((sum, row) => sum + value(row), 0));

/** Incomes: received money stacked per person or room (euros), invoiced and production as lines. */
export function incomesChart(report: IncomesReport, labels: { invoiced: string; production: string; none: string; others: string }): ChartModel {
  const bars = stacks(report.buckets, report.rows, (row) => row.received / 100, labels);
  return {
    buckets: report.buckets,
    series: [
      ...bars.map((bar, i) => ({ label: bar.label, color: PALETTE[i % PALETTE.length], kind: 'bar' as const, values: bar.values })),
      { label: labels.invoiced, color: '#5b6570', kind: 'line', values: sumPerBucket(report.buckets, report.rows, (row) => row.invoiced / 100) },
      { label: labels.production, color: '#8a3ffc', kind: 'line', values: sumPerBucket(report.buckets, report.rows, (row) => row.production / 100) },
    ],
  };
}

/** Workload: booked hours stacked per person or room, utilisation (%) of the bucket as a line. */
export function workloadChart(report: WorkloadReport, labels: { utilisation: string; none: string; others: string }): ChartModel {
  const bars = stacks(report.buckets, report.rows, (row) => row.booked_minutes / 60, labels);
  const booked = sumPerBucket(report.buckets, report.rows, (row) => row.booked_minutes);
  const working = sumPerBucket(report.buckets, report.rows, (row) => row.working_minutes);
  return {
    buckets: report.buckets,
    series: [
      ...bars.map((bar, i) => ({ label: bar.label, color: PALETTE[i % PALETTE.length], kind: 'bar' as const, values: bar.values })),
      { label: labels.utilisation, color: '#b00020', kind: 'line', right: true, values: booked.map((minutes, i) => (working[i] > 0 ? Math.round((minutes / working[i]) * 1000) / 10 : null)) },
    ],
  };
}

/** Running sums of the bar series (what uPlot draws, tallest first, so each bar shows as a segment). */
export function stackedValues(series: ChartSeries[]): number[][] {
  const result: number[][] = [];
  let running: number[] | null = null;
  for (const s of series.filter((item) => item.kind === 'bar')) {
    const next: number[] = s.values.map((value, i) => (running ? running[i] : 0) + (value ?? 0));
    result.push(next);
    running = next;
  }
  return result;
}

/** The dashboard: appointments per day of the period, stacked closed / planned / canceled (their sum is "all"). */
export function dashboardChart(stats: DashboardStatsAnswer['data'], labels: { planned: string; closed: string; canceled: string }): ChartModel {
  const buckets: string[] = [];
  const from = Date.parse(stats.from);
  const to = Date.parse(stats.to);
  if (Number.isFinite(from) && Number.isFinite(to)) {
    for (let day = localDate(from, stats.time_zone), last = localDate(to - 1, stats.time_zone); day <= last; day = addDays(day, 1)) buckets.push(day);
  } else {
    buckets.push(...stats.days.map((day) => day.date));
  }
  const byDay = new Map(stats.days.map((day) => [day.date, day]));
  const column = (field: 'planned' | 'closed' | 'canceled') => buckets.map((day) => byDay.get(day)?.[field] ?? 0);
  return {
    buckets,
    series: [
      { label: labels.closed, color: '#2e7d32', kind: 'bar', values: column('closed') },
      { label: labels.planned, color: '#1a62b8', kind: 'bar', values: column('planned') },
      { label: labels.canceled, color: '#b00020', kind: 'bar', values: column('canceled') },
    ],
  };
}
