import { TOOTH_TYPE, toothInfo, type Surface, type ToothType } from '@dental/domain-teeth';

/** How an item is drawn: planned = outline, treated = fill, existing = hatched, diagnosed = tinted. */
export type MarkStage = 'diagnosed' | 'planned' | 'treated' | 'existing';
export const MARK_STAGES: readonly MarkStage[] = ['diagnosed', 'planned', 'treated', 'existing'];

/**
 * Display types of a tooth status (docs/decisions.md "Tooth statuses"): 0 fill the surfaces,
 * 1 whole-tooth overlay, 2 root, 3 missing, 4 icon only.
 */
export const DISPLAY = { FILL: 0, WHOLE: 1, ROOT: 2, MISSING: 3, ICON: 4 } as const;

/** One item of the card as the chart draws it. */
export interface ToothMark {
  uuid: string;
  surfaces: readonly Surface[];
  color: string;
  display_type: number;
  icon_text: string | null;
  stage: MarkStage;
  /** The status' name at this stage, for the tooth's description. */
  label: string;
}

/** A tooth with no recorded type: permanent teeth are in the mouth, primary ones not yet charted. */
export function defaultToothType(tooth: number): ToothType {
  return toothInfo(tooth)?.dentition === 'primary' ? TOOTH_TYPE.PRIMARY_NOT_ERUPTED : TOOTH_TYPE.PERMANENT;
}

export const isNotErupted = (type: ToothType) => type === TOOTH_TYPE.PRIMARY_NOT_ERUPTED || type === TOOTH_TYPE.PERMANENT_NOT_ERUPTED;
export const isExtracted = (type: ToothType) => type === TOOTH_TYPE.EXTRACTED;
