import { PERMANENT_CHART, PRIMARY_CHART, type ToothType } from '@dental/domain-teeth';
import { DEFAULT_TIME_ZONE, localDate, todayIn } from '@dental/domain-time';
import type { ToothMark } from './chart/chart-model';
import type { ItemStage, ToothMap, ToothMapItem } from './types';

/** The name of an item's status at its stage: the diagnosis, the planned or the treated name. */
export function stageName(item: ToothMapItem): string {
  const s = item.status;
  if (item.stage === 'planned') return s.scheduled_name || s.name;
  if (item.stage === 'treated' || item.stage === 'existing') return s.cure_name || s.name;
  return s.diagnostic_name || s.name;
}

export function markOf(item: ToothMapItem): ToothMark {
  return {
    uuid: item.uuid,
    surfaces: item.surfaces,
    color: item.status.color,
    display_type: item.status.display_type,
    icon_text: item.status.icon_text,
    stage: item.stage,
    label: stageName(item),
  };
}

/** The teeth of a jaw item's jaw(s), both dentitions (the chart draws only those in the mouth). */
function jawTeeth(jaw: ToothMapItem['jaw']): number[] {
  const upper = [...PERMANENT_CHART.upper, ...PRIMARY_CHART.upper];
  const lower = [...PERMANENT_CHART.lower, ...PRIMARY_CHART.lower];
  return jaw === 'upper' ? upper : jaw === 'lower' ? lower : jaw === 'both' ? [...upper, ...lower] : [];
}

/** Marks by tooth; a jaw item (a denture, a jaw-wide finding) is drawn on every tooth of its jaw(s). */
export function marksByTooth(card: ToothMap | undefined): Map<number, ToothMark[]> {
  const out = new Map<number, ToothMark[]>();
  for (const item of card?.items ?? []) {
    const mark = markOf(item);
    for (const tooth of item.tooth === null ? jawTeeth(item.jaw) : [item.tooth]) {
      const list = out.get(tooth);
      if (list) list.push(mark);
      else out.set(tooth, [mark]);
    }
  }
  return out;
}

export function typesByTooth(card: ToothMap | undefined): Map<number, ToothType> {
  return new Map((card?.teeth ?? []).map((t) => [t.tooth, t.type]));
}

/** Stages that can still be planned (a finding without a procedure). */
export const plannable = (item: ToothMapItem) => item.stage === 'diagnosed' && item.tooth !== null;
export const treatable = (item: ToothMapItem) => item.stage === 'planned';
export const isLocked = (stage: ItemStage) => stage === 'treated';

/**
 * The card's days are the server's (docs/decisions.md "Tooth map": Riga's days, DEFAULT_TIME_ZONE):
 * its instants are shown, and `?at=` days counted, in that zone so the screen and the replay agree.
 */
export const CARD_TIME_ZONE = DEFAULT_TIME_ZONE;
export const cardToday = () => todayIn(CARD_TIME_ZONE);
/** YYYY-MM-DD of an instant in the card's zone. */
export const dayOf = (iso: string | null) => (iso ? localDate(Date.parse(iso), CARD_TIME_ZONE) : null);
