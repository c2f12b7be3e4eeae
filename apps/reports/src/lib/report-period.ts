import { addDays, addMonths, isoWeekday, todayIn } from '@dental/domain-time';
import { REPORT_BUCKETS, REPORT_MAX_DAYS, REPORT_SPLITS_BY, type ReportBucket, type ReportSplitBy } from '@dental/contracts/values';

export const PERIOD_PRESETS = ['this_week', 'last_month', 'this_year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset's first and last day around `today` (weeks start on Monday). */
export function presetRange(preset: PeriodPreset, today: string): { from: string; to: string } {
  if (preset === 'this_week') {
    const monday = addDays(today, 1 - isoWeekday(today));
    return { from: monday, to: addDays(monday, 6) };
  }
  if (preset === 'last_month') {
    const first = addMonths(`${today.slice(0, 7)}-01`, -1);
    return { from: first, to: addDays(addMonths(first, 1), -1) };
  }
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
}

/** The bucket a preset reads best in: days of a week, weeks of a month, months of a year. */
export const PRESET_BUCKET: Record<PeriodPreset, ReportBucket> = { this_week: 'day', last_month: 'week', this_year: 'month' };

export interface ReportSearch {
  from: string;
  to: string;
  bucket: ReportBucket;
  by: ReportSplitBy;
  /** 'all' = every branch; absent = the branch chosen in the shell. */
  branch: string | null;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => ((list as readonly string[]).includes(value ?? '') ? (value as T) : fallback);

/** The report's settings from the address (?from=&to=&bucket=&by=&branch=), last month by doctor by default. */
export function readSearch(params: URLSearchParams, today = todayIn()): ReportSearch {
  const fallback = presetRange('last_month', today);
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (!YMD.test(from) || !YMD.test(to) || to < from) ({ from, to } = fallback);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= REPORT_MAX_DAYS) to = addDays(from, REPORT_MAX_DAYS - 1);
  return {
    from,
    to,
    bucket: oneOf(REPORT_BUCKETS, params.get('bucket'), 'week'),
    by: oneOf(REPORT_SPLITS_BY, params.get('by'), 'doctor'),
    branch: params.get('branch'),
  };
}

/** Which preset a range is, if any (the preset buttons show it pressed). */
export function presetOf(from: string, to: string, today = todayIn()): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === from && range.to === to;
  }) ?? null;
}
