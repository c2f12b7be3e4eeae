import type { ToothType } from '@dental/domain-teeth';
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

/** Marks by tooth; a jaw item is drawn on every tooth of its jaw(s) only when it fills whole teeth. */
export function marksByTooth(card: ToothMap | undefined): Map<number, ToothMark[]> {
  const out = new Map<number, ToothMark[]>();
  for (const item of card?.items ?? []) {
    if (item.tooth === null) continue;
    const list = out.get(item.tooth) ?? [];
    list.push(markOf(item));
    out.set(item.tooth, list);
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

/** YYYY-MM-DD of a timestamp, for the date columns (shown through useDateFormat). */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null);
