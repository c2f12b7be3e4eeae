import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SURFACES, hasSurfaces, surfaceName, toothInfo, type Surface, type ToothType } from '@dental/domain-teeth';

interface Props {
  /** A tooth number, or null for a jaw (which has no surfaces). */
  tooth: number | null;
  type: ToothType;
  /** The chosen status' `has_surface`; null while no status is chosen. */
  statusHasSurface: boolean | null;
  value: readonly Surface[];
  onChange: (next: Surface[]) => void;
  disabled?: boolean;
}

/** Why surfaces cannot be picked, or null when they can. */
export function surfaceBlock(tooth: number | null, type: ToothType, statusHasSurface: boolean | null): 'jaw' | 'tooth_type' | 'status' | null {
  if (tooth === null || !toothInfo(tooth)) return 'jaw';
  if (!hasSurfaces(type)) return 'tooth_type';
  if (statusHasSurface === false) return 'status';
  return null;
}

/**
 * The five surfaces of a tooth under the names a dentist uses for it (incisal/labial on front
 * teeth, palatal in the upper jaw). Off for a jaw, an unerupted or extracted tooth and a status
 * drawn without surfaces (`has_surface`), saying why.
 */
export function SurfacePicker({ tooth, type, statusHasSurface, value, onChange, disabled }: Props) {
  const { t } = useTranslation('dental');
  const hint = useId();
  const block = surfaceBlock(tooth, type, statusHasSurface);
  const off = disabled || block !== null;
  const toggle = (surface: Surface, on: boolean) => onChange(SURFACES.filter((s) => (s === surface ? on : value.includes(s))));
  return (
    <fieldset className="tm-surfaces" aria-describedby={block ? hint : undefined}>
      <legend>{t('surfaces.label')}</legend>
      <div className="tm-surfaces__options">
        {SURFACES.map((surface) => {
          const name = tooth !== null && toothInfo(tooth) ? surfaceName(tooth, surface) : surface;
          return (
            <label key={surface} className="tm-surfaces__option">
              <input type="checkbox" checked={!block && value.includes(surface)} disabled={off} onChange={(e) => toggle(surface, e.target.checked)} />
              <abbr title={t(`surfaces.${name}`)} aria-hidden="true">
                {t(`surfaces.short.${name}`)}
              </abbr>
              <span className="tm-surfaces__name">{t(`surfaces.${name}`)}</span>
            </label>
          );
        })}
      </div>
      {block ? (
        <p id={hint} className="tm-hint">
          {t(`surfaces.off_${block}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
