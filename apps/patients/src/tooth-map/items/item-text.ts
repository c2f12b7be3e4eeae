import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { surfaceName, toothInfo, type Surface } from '@dental/domain-teeth';
import { stageName } from '../card-model';
import type { ToothMapItem } from '../types';

export type DentalT = TFunction<'dental'>;

/** Where the item is: its tooth number, or its jaw in words. */
export const placeOf = (t: DentalT, item: ToothMapItem) => (item.tooth !== null ? String(item.tooth) : t(`jaws.${item.jaw ?? 'both'}`));

/** The item as a dialog title or a button's label names it ("16 Caries"). */
export const whatOf = (t: DentalT, item: ToothMapItem) => `${placeOf(t, item)} ${stageName(item)}`;

/** Short surface letters as named on this tooth ("MO", "MIP"). */
export function useSurfaceText() {
  const { t } = useTranslation('dental');
  return useCallback(
    (tooth: number | null, surfaces: readonly Surface[]) =>
      surfaces.map((s) => t(`surfaces.short.${tooth !== null && toothInfo(tooth) ? surfaceName(tooth, s) : s}`)).join(''),
    [t],
  );
}
