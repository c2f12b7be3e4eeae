import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_AREAS, type Permission, type PermissionArea } from '@dental/contracts/values';

/**
 * A position's permissions grouped by area (PERMISSION_AREAS): one fieldset per area with a
 * checkbox per permission and an "all of this area" box (checked, unchecked or mixed).
 */
export function PermissionMatrix({ value, onChange, disabled }: { value: Permission[]; onChange: (next: Permission[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const has = new Set(value);
  const set = (permissions: readonly Permission[], on: boolean) => {
    const next = new Set(value);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange([...next]);
  };
  return (
    <div className="settings-matrix">
      {(Object.entries(PERMISSION_AREAS) as [PermissionArea, readonly Permission[]][]).map(([area, permissions]) => {
        const count = permissions.filter((p) => has.has(p)).length;
        const all = count === permissions.length;
        return (
          <fieldset key={area} className="settings-matrix__area">
            <legend className="settings-matrix__legend">
              <label className="dc-checkbox">
                <input
                  type="checkbox"
                  checked={all}
                  disabled={disabled}
                  ref={(el) => {
                    if (el) el.indeterminate = count > 0 && !all;
                  }}
                  aria-describedby={`${id}-${area}`}
                  onChange={(e) => set(permissions, e.target.checked)}
                />
                <span>{t(`permission_areas.${area}`)}</span>
              </label>
              <span id={`${id}-${area}`} className="settings-matrix__count">
                {t('roles.granted', { count, total: permissions.length })}
              </span>
            </legend>
            <div className="settings-matrix__items">
              {permissions.map((permission) => (
                <label key={permission} className="dc-checkbox settings-matrix__item">
                  <input type="checkbox" checked={has.has(permission)} disabled={disabled} onChange={(e) => set([permission], e.target.checked)} />
                  <span>
                    {t(`permissions.${permission}`)}
                    <code className="settings-matrix__code">{permission}</code>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
