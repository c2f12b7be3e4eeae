import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@dental/ui';

const DAY = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const fromDay = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);

interface Props {
  /** The date shown, YYYY-MM-DD; null is today. */
  at: string | null;
  today: string;
  /** The first day the slider reaches (the card's oldest date). */
  first: string;
  onChange: (at: string | null) => void;
}

/** Replays the card to a past date: a date field and a slider over the days since the first item. */
export function HistoryControl({ at, today, first, onChange }: Props) {
  const { t } = useTranslation('dental');
  const id = useId();
  const start = Math.min(fromDay(first), fromDay(today) - 30 * DAY);
  const days = Math.round((fromDay(today) - start) / DAY);
  const value = Math.round((fromDay(at ?? today) - start) / DAY);
  const set = (ymd: string) => onChange(!ymd || ymd >= today ? null : ymd);
  return (
    <div className="tm-history">
      <label htmlFor={`${id}-date`}>{t('history.label')}</label>
      <input id={`${id}-date`} className="dc-input" type="date" max={today} value={at ?? today} onChange={(e) => set(e.target.value)} />
      <input
        type="range"
        className="tm-history__slider"
        aria-label={t('history.slider')}
        aria-valuetext={at ?? today}
        min={0}
        max={days}
        step={1}
        value={Math.max(0, Math.min(days, value))}
        onChange={(e) => set(toDay(start + Number(e.target.value) * DAY))}
      />
      {at ? (
        <Button variant="ghost" onClick={() => onChange(null)}>
          {t('history.today')}
        </Button>
      ) : null}
    </div>
  );
}
