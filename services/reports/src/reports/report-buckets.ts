import { addDays, addMonths, isoWeekday } from '@dental/domain-time';
import type { ReportBucket } from '@dental/contracts';

/** The local day a bucket containing `day` starts on: the day, its ISO week's Monday, or its month's 1st. */
export function bucketStart(day: string, bucket: ReportBucket): string {
  if (bucket === 'week') return addDays(day, 1 - isoWeekday(day));
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** Every bucket start from the one holding `from` to the one holding `to`, in order. */
export function bucketStarts(from: string, to: string, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, bucket); start <= to; start = bucket === 'month' ? addMonths(start, 1) : addDays(start, bucket === 'week' ? 7 : 1)) {
    starts.push(start);
  }
  return starts;
}
