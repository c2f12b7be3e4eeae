import type { ToothMapItem } from '../types';

/** Which items the list shows besides the plans' procedures (the card's filter switches). */
export interface ListFilters {
  done_before: boolean;
  done_after: boolean;
  unplanned: boolean;
}

/** Whether the filters show the item: diagnoses when asked, treatments of this visit or before as asked, procedures always. */
export function shown(item: ToothMapItem, filters: ListFilters, appointment: string | null): boolean {
  if (item.stage === 'diagnosed') return filters.unplanned;
  if (item.stage !== 'treated') return true;
  const inThisOrLater = appointment !== null && item.appointment_uuid === appointment;
  return inThisOrLater ? filters.done_after : filters.done_before;
}

/** The shown items, by tooth (jaw items first). */
export function shownRows(items: readonly ToothMapItem[], filters: ListFilters, appointment: string | null): ToothMapItem[] {
  return items.filter((item) => shown(item, filters, appointment)).sort((a, b) => (a.tooth ?? 0) - (b.tooth ?? 0));
}
