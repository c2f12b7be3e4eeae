import { toothInfo, type Surface } from '@dental/domain-teeth';

/**
 * Where each of the five surfaces sits on a crown drawn from the dentist's view (libs/domain-teeth
 * chart-layout.ts): the outer face of the arch (buccal/labial) points away from the other jaw,
 * the inner face (lingual/palatal) towards it, and mesial points to the chart's midline, so on
 * the viewer's left half (the patient's right: quadrants 1, 4, 5, 8) mesial is the crown's right side.
 */
export type CrownSide = 'top' | 'bottom' | 'left' | 'right' | 'center';

export function surfaceSide(tooth: number, surface: Surface): CrownSide {
  const info = toothInfo(tooth);
  if (!info) throw new RangeError(`${tooth} is not an FDI tooth number`);
  const viewerLeft = info.side === 'right';
  switch (surface) {
    case 'occlusal':
      return 'center';
    case 'buccal':
      return info.jaw === 'upper' ? 'top' : 'bottom';
    case 'lingual':
      return info.jaw === 'upper' ? 'bottom' : 'top';
    case 'mesial':
      return viewerLeft ? 'right' : 'left';
    case 'distal':
      return viewerLeft ? 'left' : 'right';
  }
}

/** Roots a schematic tooth gets: molars 3 up / 2 down, upper first premolar 2, the rest 1. */
export function rootCount(tooth: number): number {
  const info = toothInfo(tooth);
  if (!info) return 1;
  const molar = info.dentition === 'permanent' ? info.position >= 6 : info.position >= 4;
  if (molar) return info.jaw === 'upper' ? 3 : 2;
  if (info.dentition === 'permanent' && info.position === 4 && info.jaw === 'upper') return 2;
  return 1;
}

// A tooth is drawn in a 40 x 72 box; the crown is a 36 px square split into five surfaces.
export const TOOTH_BOX = { width: 40, height: 72 } as const;
const CROWN = 36;
const INSET = 11;

export interface ToothShape {
  crown: { x: number; y: number; size: number };
  surfaces: Record<CrownSide, string>;
  roots: string[];
}

const pts = (list: [number, number][]) => list.map(([x, y]) => `${x},${y}`).join(' ');

/** Polygons of one tooth: the crown faces the other jaw, the roots point away from it. */
export function toothShape(tooth: number): ToothShape {
  const info = toothInfo(tooth);
  const upper = info?.jaw !== 'lower';
  const x = 2;
  const y = upper ? TOOTH_BOX.height - CROWN - 2 : 2;
  const [L, T, R, B] = [x, y, x + CROWN, y + CROWN];
  const [l, t, r, b] = [L + INSET, T + INSET, R - INSET, B - INSET];
  const surfaces: Record<CrownSide, string> = {
    top: pts([[L, T], [R, T], [r, t], [l, t]]),
    bottom: pts([[L, B], [R, B], [r, b], [l, b]]),
    left: pts([[L, T], [l, t], [l, b], [L, B]]),
    right: pts([[R, T], [r, t], [r, b], [R, B]]),
    center: pts([[l, t], [r, t], [r, b], [l, b]]),
  };
  const count = rootCount(tooth);
  const width = CROWN - 6;
  const each = width / count;
  const rootLength = TOOTH_BOX.height - CROWN - 6;
  const roots = Array.from({ length: count }, (_, i) => {
    const left = L + 3 + i * each + 1;
    const right = left + each - 2;
    const tip = (left + right) / 2;
    return upper
      ? pts([[left, T - 1], [right, T - 1], [tip + 1, T - rootLength], [tip - 1, T - rootLength]])
      : pts([[left, B + 1], [right, B + 1], [tip + 1, B + rootLength], [tip - 1, B + rootLength]]);
  });
  return { crown: { x, y, size: CROWN }, surfaces, roots };
}
