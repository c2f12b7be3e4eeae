import { useTranslation } from 'react-i18next';

export const MODES = ['diagnostics', 'planning', 'treatment'] as const;
export type Mode = (typeof MODES)[number];

/** The three modes as a radio group (one tab stop, arrows move), large enough for a finger. */
export function ModeSwitch({ value, onChange }: { value: Mode; onChange: (mode: Mode) => void }) {
  const { t } = useTranslation('dental');
  return (
    <fieldset className="tm-modes">
      <legend className="dc-visually-hidden">{t('modes.label')}</legend>
      {MODES.map((mode) => (
        <label key={mode} className={`tm-modes__option${value === mode ? ' is-active' : ''}`}>
          <input type="radio" name="tm-mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          {t(`modes.${mode}`)}
        </label>
      ))}
    </fieldset>
  );
}
