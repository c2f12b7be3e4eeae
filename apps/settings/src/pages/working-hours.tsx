import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import type { BranchWorkingHours, WorkingDay } from '@dental/contracts';
import { Button, Card, Checkbox, ErrorCard, FormMessage, Input, LoadingBlock } from '@dental/ui';
import { PATHS } from '../api';
import { WEEKDAYS } from '@dental/contracts/values';
import { ConflictBanner } from '../crud/ConflictBanner';
import { keyOf } from '../crud/keys';
import { useEntityActions } from '../crud/useEntityActions';
import { useRecord } from '../crud/useRecord';
import type { EntryProps } from '../sections';

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
  const queryClient = useQueryClient();
  const path = `${PATHS.branches}/${params.branch_uuid}/working-hours`;
  const record = useRecord<BranchWorkingHours>(path, 'working_time');
  const actions = useEntityActions('working_time', []);
  const [days, setDays] = useState<WorkingDay[] | null>(null);
  const [errors, setErrors] = useState<Record<number, 'required' | 'range'>>({});
  const [conflict, setConflict] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (record.data && days === null) setDays(fullWeek(record.data.days));
  }, [record.data, days]);

  if (record.isPending) return <LoadingBlock />;
  if (record.isError) return <ErrorCard text={t('toasts.working_time.load_failed')} onRetry={() => void record.refetch()} />;
  const week = days ?? fullWeek(record.data.days);

  const change = (weekday: number, patch: Partial<WorkingDay>) => {
    setDays(week.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));
    setErrors(({ [weekday]: _gone, ...rest }) => rest);
  };

  const save = async (version: number) => {
    const found = weekErrors(week);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(t('errors:form_invalid'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const body = { version, days: week.map((d) => (d.closed ? { ...d, open: null, close: null } : d)) };
      const saved = await actions.put<BranchWorkingHours>(path, body);
      queryClient.setQueryData(keyOf(path), saved);
      setConflict(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else setMessage(isApiError(error) ? error.message : t('form.network_error'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(record.data.version);
  };

  return (
    <Card title={t('tabs.working_hours')}>
      <form onSubmit={submit} noValidate>
        {conflict ? (
          <ConflictBanner
            busy={busy}
            onSaveMine={async () => {
              const fresh = await record.refetch();
              if (fresh.data) void save(fresh.data.version);
            }}
            onLoadTheirs={async () => {
              const fresh = await record.refetch();
              if (fresh.data) setDays(fullWeek(fresh.data.days));
              setConflict(false);
            }}
          />
        ) : null}
        {message ? <FormMessage>{message}</FormMessage> : null}
        {!canEdit ? <p className="settings-readonly">{t('form.read_only')}</p> : null}
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
        {canEdit ? (
          <div className="settings-form__actions">
            <Button type="submit" disabled={busy}>
              {t('actions.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

