import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMANENT_CHART, PRIMARY_CHART, type ToothType } from '@dental/domain-teeth';
import { defaultToothType, type ToothMark } from './chart-model';
import { ToothGlyph } from './ToothGlyph';

interface Props {
  /** Recorded tooth types; a tooth without one gets `defaultToothType`. */
  types: ReadonlyMap<number, ToothType>;
  marks: ReadonlyMap<number, readonly ToothMark[]>;
  selected: number | null;
  onSelect: (tooth: number) => void;
  compact?: boolean;
}

const NO_MARKS: readonly ToothMark[] = [];

// 16 columns; primary teeth sit in columns 4-13, each above or below its permanent successor.
const ROWS: { key: string; teeth: readonly number[]; offset: number }[] = [
  { key: 'upper', teeth: PERMANENT_CHART.upper, offset: 0 },
  { key: 'upper-primary', teeth: PRIMARY_CHART.upper, offset: 3 },
  { key: 'lower-primary', teeth: PRIMARY_CHART.lower, offset: 3 },
  { key: 'lower', teeth: PERMANENT_CHART.lower, offset: 0 },
];

/**
 * The odontogram from the dentist's view: 32 permanent and 20 primary teeth, each an HTML button
 * holding its SVG, named "Tooth 36" in the UI language. One tab stop (the selected tooth, else
 * 18); arrow keys move along a row and between rows, Enter/Space select.
 */
export function Odontogram({ types, marks, selected, onSelect, compact }: Props) {
  const { t } = useTranslation('dental');
  const grid = useRef<HTMLDivElement>(null);
  const focusable = selected ?? PERMANENT_CHART.upper[0];

  const move = (event: KeyboardEvent, row: number, index: number) => {
    const col = ROWS[row].offset + index;
    let target: number | undefined;
    if (event.key === 'ArrowLeft') target = ROWS[row].teeth[index - 1];
    else if (event.key === 'ArrowRight') target = ROWS[row].teeth[index + 1];
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const step = event.key === 'ArrowUp' ? -1 : 1;
      for (let r = row + step; r >= 0 && r < ROWS.length && target === undefined; r += step) {
        const i = Math.min(Math.max(col - ROWS[r].offset, 0), ROWS[r].teeth.length - 1);
        target = ROWS[r].teeth[i];
      }
    } else return;
    event.preventDefault();
    if (target !== undefined) grid.current?.querySelector<HTMLButtonElement>(`[data-tooth="${target}"]`)?.focus();
  };

  return (
    <div ref={grid} className={`tm-chart${compact ? ' is-compact' : ''}`} role="group" aria-label={t('chart.label')}>
      {ROWS.map((row, r) => (
        <div key={row.key} className={`tm-chart__row tm-chart__row--${row.key}`}>
          {row.teeth.map((tooth, i) => {
            const type = types.get(tooth) ?? defaultToothType(tooth);
            const own = marks.get(tooth) ?? NO_MARKS;
            const summary = [t(`tooth_types.${type}`), ...own.map((m) => `${m.label} (${t(`stages.${m.stage}`)})`)].join('; ');
            return (
              <button
                key={tooth}
                type="button"
                className={`tm-tooth${selected === tooth ? ' is-selected' : ''}`}
                style={{ gridColumn: row.offset + i + 1 }}
                data-tooth={tooth}
                aria-pressed={selected === tooth}
                title={summary}
                tabIndex={tooth === focusable ? 0 : -1}
                onClick={() => onSelect(tooth)}
                onKeyDown={(e) => move(e, r, i)}
              >
                {/* Named by its content, not aria-label: "Tooth 36" is the whole name, while the glyph's
                    icon letters and the drawn number stay pictures (axe's label-content-name-mismatch). */}
                <span className="dc-visually-hidden">{t('chart.tooth', { number: tooth })}</span>
                <ToothGlyph tooth={tooth} type={type} marks={own} />
                <span className="tm-tooth__number" aria-hidden="true">
                  {tooth}
                </span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
