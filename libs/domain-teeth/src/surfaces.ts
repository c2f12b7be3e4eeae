import { toothInfo } from './tooth-number.js';

/**
 * The five surfaces a chart stores, and the name a dentist uses for them on a given tooth:
 * occlusal is "incisal" on front teeth, buccal is "labial" on front teeth, lingual is "palatal"
 * in the upper jaw. Storing the five generic codes keeps the data uniform; the name is for display.
 */
export const SURFACES = ['mesial', 'distal', 'occlusal', 'buccal', 'lingual'] as const;
export type Surface = (typeof SURFACES)[number];
/** What some teeth call a stored surface: incisal, labial on front teeth; palatal on the upper jaw. */
export const SURFACE_ALIASES = ['incisal', 'labial', 'palatal'] as const;
export type SurfaceName = Surface | (typeof SURFACE_ALIASES)[number];

export function isSurface(value: unknown): value is Surface {
  return typeof value === 'string' && (SURFACES as readonly string[]).includes(value);
}

/** Throws RangeError for a number that is no FDI tooth: a caller bug, not user input. */
export function surfaceName(tooth: number, surface: Surface): SurfaceName {
  const info = toothInfo(tooth);
  if (!info) throw new RangeError(`${tooth} is not an FDI tooth number`);
  switch (surface) {
    case 'occlusal':
      return info.front ? 'incisal' : 'occlusal';
    case 'buccal':
      return info.front ? 'labial' : 'buccal';
    case 'lingual':
      return info.jaw === 'upper' ? 'palatal' : 'lingual';
    default:
      return surface;
  }
}

/**
 * The stored code of a surface as a request names it, on this tooth: a generic code as it is, a
 * tooth-specific name (incisal, labial, palatal) only where the tooth has it; null when the tooth
 * has no such surface (incisal on a molar, palatal on a lower tooth) or the number is no tooth.
 */
export function surfaceCode(tooth: number, name: string): Surface | null {
  if (!toothInfo(tooth)) return null;
  if (isSurface(name)) return name;
  const code = SURFACES.find((surface) => surfaceName(tooth, surface) === name);
  return code ?? null;
}
