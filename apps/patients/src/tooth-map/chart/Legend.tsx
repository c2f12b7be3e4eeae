import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_STAGES, type MarkStage, type ToothMark } from './chart-model';
import { paint } from './mark-paint';

/** The legend's colour for a stage no mark on this card has. */
const NEUTRAL = '#1a62b8';

/**
 * How the chart draws each stage, painted as the chart paints it (mark-paint.ts) and in the colour
 * of the card's own marks at that stage (a treated filling's red), so the legend never disagrees
 * with the teeth; a stage the card does not show yet is drawn in a neutral colour.
 */
export function Legend({ marks }: { marks: ReadonlyMap<number, readonly ToothMark[]> }) {
  const { t } = useTranslation('dental');
  const base = useId().replace(/:/g, '');
  const colour = new Map<MarkStage, string>();
  for (const list of marks.values()) for (const mark of list) if (!colour.has(mark.stage)) colour.set(mark.stage, mark.color);
  return (
    <ul className="tm-legend" aria-label={t('chart.legend')}>
      {MARK_STAGES.map((stage) => {
        const color = colour.get(stage) ?? NEUTRAL;
        const hatch = `${base}-${stage}`;
        const look = paint(stage, color, hatch);
        return (
          <li key={stage} data-stage={stage}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              {stage === 'existing' ? (
                <defs>
                  <pattern id={hatch} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="4" height="4" fill="#fff" />
                    <line x1="0" y1="0" x2="0" y2="4" stroke={color} strokeWidth="2" />
                  </pattern>
                </defs>
              ) : null}
              <rect x="2" y="2" width="12" height="12" fill={look.fill} fillOpacity={look.opacity ?? 1} stroke={look.stroke ?? color} strokeWidth={look.strokeWidth ?? 1} />
            </svg>
            {t(`stages.${stage}`)}
          </li>
        );
      })}
    </ul>
  );
}
