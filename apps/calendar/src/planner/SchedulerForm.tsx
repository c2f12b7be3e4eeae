import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPerson, PlannerRepeatType } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { Button, CheckboxGroup, FormItem, FormMessage, Input, Select, Textarea, toast } from '@dental/ui';
import { useSchedule } from '../data/planner';
import { personName } from '../data/reference-data';
import { addDays } from '../lib/dates';

const REPEATS = ['none', 'day', 'week', 'month'] as const satisfies readonly PlannerRepeatType[];

/**
 * The scheduler (docs/spec.md §5, §8, §9): a date range, weekdays 1-7 (Mon-Sun), repeat
 * none/day/week/month every N, a time range, a room and a user. The server expands it and answers
 * the catalogue's errors (INVALID_DATE_RANGE, RECURRING_DATE_EQUAL, WEEK_DAYS_NOT_SELECTED,
 * ZERO_EVENTS_INSERTED) already translated, with the field to mark.
 */
export function SchedulerForm({
  branch,
  rooms,
  users,
  initialDate,
  onDone,
}: {
  branch: string;
  rooms: readonly { uuid: string; name: string }[];
  users: readonly CalendarPerson[];
  initialDate: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('calendar');
  const id = useId();
  const [form, setForm] = useState({
    date_from: initialDate,
    // Four weeks ahead: a weekly repeat needs two different dates (RECURRING_DATE_EQUAL).
    date_to: addDays(initialDate, 27),
    weekdays: ['1', '2', '3', '4', '5'],
    repeat_type: 'week' as PlannerRepeatType,
    repeat_after: '1',
    time_from: '08:00',
    time_to: '16:00',
    room_uuid: rooms[0]?.uuid ?? '',
    user_uuid: users[0]?.uuid ?? '',
    comment: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (key: keyof typeof form, value: string | string[]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useSchedule(branch, {
    onSuccess: (answer) => {
      setErrors({});
      setMessage(null);
      toast.success(t('planner.created', { count: answer.created.length }));
      if (answer.skipped.length) toast.info(t('planner.skipped', { count: answer.skipped.length }));
      onDone?.();
    },
    onError: (error) => {
      // The catalogue's messages come translated; the field named in `fields` turns red.
      const text = isApiError(error) && error.status < 500 ? error.message : t('planner.create_failed');
      setErrors(isApiError(error) ? error.fields : {});
      setMessage(text);
      toast.error(text);
    },
  });
  const schedule = () =>
    save.mutate({
        branch_uuid: branch,
        room_uuid: form.room_uuid,
        user_uuid: form.user_uuid,
        date_from: form.date_from,
        date_to: form.date_to,
        time_from: form.time_from,
        time_to: form.time_to,
        repeat_type: form.repeat_type,
        repeat_after: Math.max(1, Number(form.repeat_after) || 1),
        weekdays: form.weekdays.map(Number).sort(),
        comment: form.comment.trim() || null,
      });

  const f = (name: string) => `${id}-${name}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    schedule();
  };
  const repeatLabel: Record<PlannerRepeatType, string> = {
    none: t('planner.repeat_none'),
    day: t('planner.repeat_day'),
    week: t('planner.repeat_week'),
    month: t('planner.repeat_month'),
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('planner.scheduler_title')}>
      {message ? <FormMessage>{message}</FormMessage> : null}
      <div className="cal-scheduler">
        <FormItem label={t('planner.user')} htmlFor={f('user')} error={errors.user_uuid} required>
          <Select id={f('user')} value={form.user_uuid} onChange={(e) => set('user_uuid', e.target.value)} options={users.map((u) => ({ value: u.uuid, label: personName(u) }))} />
        </FormItem>
        <FormItem label={t('planner.room')} htmlFor={f('room')} error={errors.room_uuid} required>
          <Select id={f('room')} value={form.room_uuid} onChange={(e) => set('room_uuid', e.target.value)} options={rooms.map((r) => ({ value: r.uuid, label: r.name }))} />
        </FormItem>
        <FormItem label={t('planner.date_from')} htmlFor={f('from')} error={errors.date_from} required>
          <Input id={f('from')} type="date" value={form.date_from} invalid={!!errors.date_from} onChange={(e) => set('date_from', e.target.value)} />
        </FormItem>
        <FormItem label={t('planner.date_to')} htmlFor={f('to')} error={errors.date_to} required>
          <Input id={f('to')} type="date" value={form.date_to} invalid={!!errors.date_to} onChange={(e) => set('date_to', e.target.value)} />
        </FormItem>
        <FormItem label={t('planner.time_from')} htmlFor={f('tfrom')} error={errors.time_from} required>
          <Input id={f('tfrom')} type="time" step={300} value={form.time_from} onChange={(e) => set('time_from', e.target.value)} />
        </FormItem>
        <FormItem label={t('planner.time_to')} htmlFor={f('tto')} error={errors.time_to} required>
          <Input id={f('tto')} type="time" step={300} value={form.time_to} onChange={(e) => set('time_to', e.target.value)} />
        </FormItem>
        <FormItem label={t('planner.repeat_type')} htmlFor={f('repeat')} error={errors.repeat_type}>
          <Select
            id={f('repeat')}
            value={form.repeat_type}
            onChange={(e) => set('repeat_type', e.target.value)}
            options={REPEATS.map((r) => ({ value: r, label: repeatLabel[r] }))}
          />
        </FormItem>
        {form.repeat_type !== 'none' ? (
          <FormItem label={t('planner.repeat_after')} htmlFor={f('after')} error={errors.repeat_after}>
            <Input id={f('after')} type="number" min={1} max={52} value={form.repeat_after} onChange={(e) => set('repeat_after', e.target.value)} />
          </FormItem>
        ) : null}
        <div className="cal-scheduler__wide">
          <FormItem label={t('planner.weekdays')} htmlFor={f('weekdays')} error={errors.weekdays}>
            <div className="cal-weekdays">
              <CheckboxGroup
                id={f('weekdays')}
                legend={t('planner.weekdays')}
                value={form.weekdays}
                invalid={!!errors.weekdays}
                onChange={(v) => set('weekdays', v)}
                options={['1', '2', '3', '4', '5', '6', '7'].map((d) => ({ value: d, label: t(`weekday.${d}` as 'weekday.1') }))}
              />
            </div>
          </FormItem>
        </div>
        <div className="cal-scheduler__wide">
          <FormItem label={t('planner.comment')} htmlFor={f('comment')}>
            <Textarea id={f('comment')} value={form.comment} onChange={(e) => set('comment', e.target.value)} />
          </FormItem>
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('planner.save')}
      </Button>
    </form>
  );
}
