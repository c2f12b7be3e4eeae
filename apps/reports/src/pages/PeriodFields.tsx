import { useTranslation } from 'react-i18next';
import { todayIn } from '@dental/domain-time';
import { Button } from '@dental/ui';
import { PERIOD_PRESETS, PRESET_BUCKET, presetOf, presetRange, type PeriodPreset } from '../lib/report-period';

/** A report's period: the presets (the one the range is shown pressed) and the two dates; `update` writes the address. */
export function PeriodFields({ from, to, update }: { from: string; to: string; update: (change: Record<string, string>) => void }) {
  const { t } = useTranslation('reports');
  const choosePreset = (preset: PeriodPreset) => update({ ...presetRange(preset, todayIn()), bucket: PRESET_BUCKET[preset] });
  const pressed = presetOf(from, to);
  return (
    <fieldset className="rep-toolbar__group">
      <legend>{t('report.period')}</legend>
      <div className="rep-presets">
        {PERIOD_PRESETS.map((preset) => (
          <Button key={preset} variant={pressed === preset ? 'primary' : 'secondary'} aria-pressed={pressed === preset} onClick={() => choosePreset(preset)}>
            {t(`presets.${preset}`)}
          </Button>
        ))}
      </div>
      <label className="rep-field">
        <span>{t('report.from')}</span>
        <input className="dc-input" type="date" value={from} max={to} onChange={(e) => e.target.value && update({ from: e.target.value })} />
      </label>
      <label className="rep-field">
        <span>{t('report.to')}</span>
        <input className="dc-input" type="date" value={to} min={from} onChange={(e) => e.target.value && update({ to: e.target.value })} />
      </label>
    </fieldset>
  );
}
