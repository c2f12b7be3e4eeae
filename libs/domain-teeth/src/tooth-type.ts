import { toothInfo } from './tooth-number.js';

/** Tooth types of docs/spec.md §4, as stored. */
export const TOOTH_TYPE = {
  PRIMARY_NOT_ERUPTED: 1,
  PRIMARY: 2,
  PERMANENT_NOT_ERUPTED: 3,
  PERMANENT: 4,
  EXTRACTED: 5,
} as const;
export type ToothType = (typeof TOOTH_TYPE)[keyof typeof TOOTH_TYPE];
/** The stored types in order, as a contract's list takes them. */
export const TOOTH_TYPES = [TOOTH_TYPE.PRIMARY_NOT_ERUPTED, TOOTH_TYPE.PRIMARY, TOOTH_TYPE.PERMANENT_NOT_ERUPTED, TOOTH_TYPE.PERMANENT, TOOTH_TYPE.EXTRACTED] as const;

export function isToothType(value: unknown): value is ToothType {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/**
 * Whether a type makes sense for a tooth number: primary types only on primary numbers (51-85),
 * permanent types only on permanent ones; any tooth can be extracted. Guards against a chart that
 * calls tooth 18 "primary".
 */
export function toothTypeFits(tooth: number, type: ToothType): boolean {
  const info = toothInfo(tooth);
  if (!info || !isToothType(type)) return false;
  if (type === TOOTH_TYPE.EXTRACTED) return true;
  const primaryType = type === TOOTH_TYPE.PRIMARY || type === TOOTH_TYPE.PRIMARY_NOT_ERUPTED;
  return primaryType === (info.dentition === 'primary');
}

/** Surfaces can be charted only on a tooth that is in the mouth and erupted. */
export function hasSurfaces(type: ToothType): boolean {
  return type === TOOTH_TYPE.PRIMARY || type === TOOTH_TYPE.PERMANENT;
}
