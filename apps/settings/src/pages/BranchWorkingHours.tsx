import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { BranchWorkingHours, WorkingDay } from '@dental/contracts';
import { Checkbox, ErrorCard, Input, LoadingBlock } from '@dental/ui';
import { WEEKDAYS } from '@dental/contracts/values';
import { useVersionedSave, VersionedFormCard } from '../crud/useVersionedSave';
import { useEntityActions, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';

/** Monday to Sunday, closed unless stored otherwise. */
export function fullWeek(days: WorkingDay[]): WorkingDay[] {
  return WEEKDAYS.map((weekday) => days.find((d) => d.weekday === weekday) ?? { weekday, open: null, close: null, closed: true });
}

/** Each open day needs an opening before its closing (the server answers INVALID_DATE_RANGE otherwise). */
export function weekErrors(days: WorkingDay[]): Record<number, 'required' | 'range'> {
  const errors: Record<number, 'required' | 'range'> = {};
  for (const day of days) {
    if (day.closed) continue;
    if (!day.open || !day.close) errors[day.weekday] = 'required';
    else if (day.open >= day.close) errors[day.weekday] = 'range';
  }
  return errors;
}

/** A branch's opening hours per weekday: one versioned record for the whole week. */
export function BranchWorkingHours({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const canEdit = can('branch_edit');
  const path = `${PATHS.branches}/${params.branch_uuid}/working-hours`;
  const record = useRecord<BranchWorkingHours>(path, 'working_time');
  const actions = useEntityActions('working_time', []);
  const [days, setDays] = useState<WorkingDay[] | null>(null);
  const [errors, setErrors] = useState<Record<number, 'required' | 'range'>>({});

  const week = days ?? fullWeek(record.data?.days ?? []);
  const saving = useVersionedSave({
    path,
    record,
    write: (version) => {
      const found = weekErrors(week);
      setErrors(found);
      if (Object.keys(found).length > 0) return t('errors:form_invalid');
      return actions.put<BranchWorkingHours>(path, { version, days: week.map((d) => (d.closed ? { ...d, open: null, close: null } : d)) });
    },
    onLoadTheirs: (fresh) => setDays(fullWeek(fresh.days)),
  });

  useEffect(() => {
    if (record.data && days === null) setDays(fullWeek(record.data.days));
  }, [record.data, days]);

  if (record.isPending) return <LoadingBlock />;
  if (record.isError) return <ErrorCard text={t('toasts.working_time.load_failed')} onRetry={() => void record.refetch()} />;

  const change = (weekday: number, patch: Partial<WorkingDay>) => {
    setDays(week.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
    setErrors(({ [weekday]: _gone, ...rest }) => rest);
  };

  return (
    <VersionedFormCard title={t('tabs.working_hours')} canEdit={canEdit} saving={saving} onSubmit={() => void saving.save(record.data.version)}>
      <div className="settings-week" role="table" aria-label={t('tabs.working_hours')}>
        {week.map((day) => {
          const name = t(`options.weekday.${day.weekday}`);
          const error = errors[day.weekday];
          return (
            <div key={day.weekday} role="row" className={`settings-week__row${error ? ' dc-form-item--error' : ''}`}>
              <span role="rowheader" className="settings-week__day">
                {name}
              </span>
              <span role="cell">
                <Checkbox label={t('week.open')} checked={!day.closed} disabled={!canEdit} onChange={(e) => change(day.weekday, { closed: !e.target.checked, open: day.open ?? '09:00', close: day.close ?? '18:00' })} />
              </span>
              <span role="cell" className="settings-week__times">
                <Input type="time" aria-label={t('week.opens_at', { day: name })} value={day.open ?? ''} disabled={!canEdit || day.closed} invalid={Boolean(error)} onChange={(e) => change(day.weekday, { open: e.target.value || null })} />
                <span aria-hidden="true">–</span>
                <Input type="time" aria-label={t('week.closes_at', { day: name })} value={day.close ?? ''} disabled={!canEdit || day.closed} invalid={Boolean(error)} onChange={(e) => change(day.weekday, { close: e.target.value || null })} />
              </span>
              <span role="cell" className="settings-week__note">
                {error ? <span className="dc-form-item__error">{error === 'range' ? t('errors:time_range') : t('errors:is_required')}</span> : day.closed ? <span className="settings-muted">{t('week.closed')}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
    </VersionedFormCard>
  );
}

