import { useTranslation } from 'react-i18next';
import { MARK_STAGES } from './chart-model';

const SAMPLE = '#1a62b8';

/** How the chart draws each stage, in a neutral colour. */
export function Legend() {
  const { t } = useTranslation('dental');
  return (
    <ul className="tm-legend" aria-label={t('chart.legend')}>
      {MARK_STAGES.map((stage) => (
        <li key={stage}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <defs>
              <pattern id={`tm-legend-hatch`} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <line x1="0" y1="0" x2="0" y2="4" stroke={SAMPLE} strokeWidth="2" />
              </pattern>
            </defs>
            <rect
              x="2"
              y="2"
              width="12"
              height="12"
              fill={stage === 'planned' ? 'transparent' : stage === 'existing' ? 'url(#tm-legend-hatch)' : SAMPLE}
              fillOpacity={stage === 'diagnosed' ? 0.45 : 1}
              stroke={SAMPLE}
              strokeWidth={stage === 'planned' ? 2.5 : 1}
            />
          </svg>
          {t(`stages.${stage}`)}
        </li>
      ))}
    </ul>
  );
}
