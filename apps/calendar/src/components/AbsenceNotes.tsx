import { useTranslation } from 'react-i18next';
import type { AbsencePeriod } from '@dental/contracts';
import { useDateFormat } from '@dental/ui';
import { wallOf } from '@dental/domain-time';
import { addDays } from '../lib/dates';

/** The local days [first, last] an absence period covers in the branch's zone. */
export function absenceDays(period: AbsencePeriod, timeZone: string): string[] {
  const first = wallOf(Date.parse(period.time_from), timeZone).ymd;
  const last = wallOf(Date.parse(period.time_to) - 1, timeZone).ymd;
  const days: string[] = [];
  for (let day = first; day <= last && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days of the shown range on which the branch is closed. */
export function closedDays(absences: readonly AbsencePeriod[], timeZone: string): Set<string> {
  return new Set(absences.filter((a) => a.kind === 'holiday').flatMap((a) => absenceDays(a, timeZone)));
}

/**
 * Above the grid: each holiday of the shown days with its reason (bookings there are refused), and
 * each person away (vacation, sickness ...), so nobody books them by mistake.
 */
export function AbsenceNotes({ absences, timeZone, days }: { absences: readonly AbsencePeriod[]; timeZone: string; days: readonly string[] }) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const shown = new Set(days);
  const seen = new Set<string>();
  const notes = absences.flatMap((a) => {
    const on = absenceDays(a, timeZone).filter((d) => shown.has(d));
    const key = `${a.uuid}-${on[0]}`;
    if (!on.length || seen.has(key)) return [];
    seen.add(key);
    const reason = a.comment || t(`absence.${a.kind}_type.${a.type}`);
    const when = days.length > 1 ? `${on.map((d) => dates.dayMonth(d)).join(', ')}: ` : '';
    const text =
      a.kind === 'holiday'
        ? t('absence.holiday_note', { when, reason })
        : t('absence.away_note', { when, name: `${a.user?.first_name ?? ''} ${a.user?.last_name ?? ''}`.trim(), reason });
    return [{ key, text, kind: a.kind }];
  });
  if (!notes.length) return null;
  return (
    <ul className="cal-absences" aria-label={t('absence.label')}>
      {notes.map((n) => (
        <li key={n.key} role="note" className={`cal-absence cal-absence--${n.kind}`}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}
