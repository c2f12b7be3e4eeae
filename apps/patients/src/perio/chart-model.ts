import { PERIO_SITES, toothInfo, type PerioSite } from '@dental/domain-teeth';

/** The chart's rows as the hygienist sees them, facing the patient: upper jaw on top. */
export const JAW_ROWS = {
  upper: [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
  lower: [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
} as const;
export type JawName = keyof typeof JAW_ROWS;
export type Face = 'buccal' | 'lingual';

/** The faces of a jaw in the order they are drawn: buccal outside, the tongue or palate side inside. */
export const FACES: Record<JawName, Face[]> = { upper: ['buccal', 'lingual'], lower: ['lingual', 'buccal'] };

/**
 * A tooth's three sites of one face from the viewer's left to right: on the patient's right half
 * (quadrants 1 and 4) distal is on the left, on the left half mesial is.
 */
export function sitesLeftToRight(tooth: number, face: Face): PerioSite[] {
  const [distal, middle, mesial] = face === 'buccal' ? PERIO_SITES.slice(0, 3) : PERIO_SITES.slice(3);
  return toothInfo(tooth)?.side === 'right' ? [distal, middle, mesial] : [mesial, middle, distal];
}
