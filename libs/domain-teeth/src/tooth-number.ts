/**
 * ISO 3950 (FDI) two-digit tooth numbers, docs/product-decisions.md "Tooth map".
 * First digit: quadrant (1 upper right, 2 upper left, 3 lower left, 4 lower right; 5-8 the same
 * for primary teeth). Second digit: position from the midline (1 central incisor ... 8 third
 * molar; primary teeth have 5 positions). "Right" and "left" are the patient's.
 */
export type Quadrant = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type Dentition = 'permanent' | 'primary';
export type Jaw = 'upper' | 'lower';
export type Side = 'right' | 'left';

export interface ToothInfo {
  number: number;
  quadrant: Quadrant;
  /** 1 = central incisor, counted from the midline. */
  position: number;
  dentition: Dentition;
  jaw: Jaw;
  /** The patient's side. */
  side: Side;
  /**
   * Incisors and canines (positions 1-3): they have an incisal edge and a labial face instead of
   * an occlusal surface and a buccal face.
   */
  front: boolean;
}

function range(quadrant: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => quadrant * 10 + i + 1);
}

export const PERMANENT_TEETH: readonly number[] = [1, 2, 3, 4].flatMap((q) => range(q, 8));
export const PRIMARY_TEETH: readonly number[] = [5, 6, 7, 8].flatMap((q) => range(q, 5));
const ALL = new Set([...PERMANENT_TEETH, ...PRIMARY_TEETH]);

export function isToothNumber(value: unknown): value is number {
  return typeof value === 'number' && ALL.has(value);
}

/** Facts about a tooth number; null for a number that is no FDI tooth (19, 56, 90...). */
export function toothInfo(tooth: number): ToothInfo | null {
  if (!isToothNumber(tooth)) return null;
  const quadrant = Math.floor(tooth / 10) as Quadrant;
  const position = tooth % 10;
  // Quadrants 1-4 and 5-8 run in the same order, so (quadrant - 1) % 4 gives 0 UR, 1 UL, 2 LL, 3 LR.
  const place = (quadrant - 1) % 4;
  return {
    number: tooth,
    quadrant,
    position,
    dentition: quadrant <= 4 ? 'permanent' : 'primary',
    jaw: place <= 1 ? 'upper' : 'lower',
    side: place === 0 || place === 3 ? 'right' : 'left',
    front: position <= 3,
  };
}

/** The permanent tooth that replaces a primary one (55 -> 15); null for permanent teeth. */
export function permanentSuccessor(tooth: number): number | null {
  const info = toothInfo(tooth);
  return info && info.dentition === 'primary' ? tooth - 40 : null;
}

/** The primary tooth at a permanent tooth's place (15 -> 55); null for molars 6-8 and primary teeth. */
export function primaryPredecessor(tooth: number): number | null {
  const info = toothInfo(tooth);
  return info && info.dentition === 'permanent' && info.position <= 5 ? tooth + 40 : null;
}
