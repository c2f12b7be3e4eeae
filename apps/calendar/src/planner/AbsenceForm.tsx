import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbsenceConflicts } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, ConfirmDialog, FormItem, FormMessage, Input, Modal, Select, Textarea, toast, useDateFormat } from '@dental/ui';
import { absenceConflicts, useCreateAbsence, type NewAbsence } from '../data/absences';
import { toastFailure } from '../data/appointments';
import { personName, useStaff } from '../data/reference-data';
import { addDays } from '../lib/dates';

const VACATION_TYPES = [1, 2, 3, 4, 5, 6] as const;
const HOLIDAY_TYPES = [1, 2, 3] as const;
/** A yearly holiday repeats every 12 months for this many years (decisions: "A clinic's day"). */
const YEARLY_SPAN_YEARS = 10;

/**
 * The planner's "Add" on the Vacations tab: a user's absence or a branch holiday (once or every
 * year). Before saving it asks the server what it would stand over and, when anything, lists the
 * appointments and work times and asks to confirm.
 */
export function AbsenceForm({ branch, timeZone, open, onClose }: { branch: string; timeZone: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const can = useCan();
  const id = useId();
  const staff = useStaff(branch);
  const kinds = [...(can('user_edit') ? (['vacation'] as const) : []), ...(can('branch_edit') ? (['holiday'] as const) : [])];
  const [kind, setKind] = useState<'vacation' | 'holiday'>(kinds[0] ?? 'vacation');
  const [user, setUser] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState(1);
  const [yearly, setYearly] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ absence: NewAbsence; conflicts: AbsenceConflicts } | null>(null);
  const [checking, setChecking] = useState(false);

  const reset = () => {
    setPending(null);
    setErrors({});
    onClose();
  };
  const create = useCreateAbsence(branch, {
    onSuccess: () => {
      toast.success(t(kind === 'holiday' ? 'absence.holiday_saved' : 'absence.vacation_saved'));
      reset();
    },
    onError: (error) => {
      setPending(null);
      toastFailure(error, t('absence.save_failed'));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (kind === 'vacation' && !user) found.user = t('panel.practitioner_required');
    if (!from) found.from = t('errors:is_required');
    if (!yearly && !to) found.to = t('errors:is_required');
    if (!yearly && from && to && to < from) found.to = t('errors:INVALID_DATE_RANGE');
    setErrors(found);
    if (Object.keys(found).length) return;
    const absence: NewAbsence = {
      kind,
      branch,
      user,
      date_from: from,
      date_to: yearly ? addDays(from, 365 * YEARLY_SPAN_YEARS + 3) : to,
      type,
      repeat_type: yearly ? 'month' : 'none',
      repeat_after: yearly ? 12 : 1,
      comment: comment.trim() || null,
    };
    setChecking(true);
    try {
      const conflicts = await absenceConflicts(absence);
      if (conflicts.appointments.length || conflicts.work_times.length) setPending({ absence, conflicts });
      else create.mutate(absence);
    } catch (error) {
      toastFailure(error, t('absence.save_failed'));
    } finally {
      setChecking(false);
    }
  };

  const types = kind === 'holiday' ? HOLIDAY_TYPES : VACATION_TYPES;
  const f = (name: string) => `${id}-${name}`;
  return (
    <>
      <Modal open={open && !pending} title={t('absence.add_title')} onClose={reset}>
        <form onSubmit={submit} noValidate className="cal-absence-form">
          {Object.keys(errors).length ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
          <FormItem label={t('planner.kind')} htmlFor={f('kind')}>
            <Select
              id={f('kind')}
              value={kind}
              options={kinds.map((k) => ({ value: k, label: t(`planner.${k}`) }))}
              onChange={(e) => {
                setKind(e.target.value as 'vacation' | 'holiday');
                setType(1);
                setYearly(false);
              }}
            />
          </FormItem>
          {kind === 'vacation' ? (
            <FormItem label={t('planner.user')} htmlFor={f('user')} error={errors.user} required>
              <Select
                id={f('user')}
                value={user}
                invalid={!!errors.user}
                placeholder={t('panel.none')}
                options={staff.map((s) => ({ value: s.uuid, label: personName(s) }))}
                onChange={(e) => setUser(e.target.value)}
              />
            </FormItem>
          ) : null}
          <FormItem label={t('planner.type')} htmlFor={f('type')}>
            <Select
              id={f('type')}
              value={String(type)}
              options={types.map((value) => ({ value: String(value), label: t(`planner.${kind}_type.${value}` as 'planner.vacation_type.1') }))}
              onChange={(e) => setType(Number(e.target.value))}
            />
          </FormItem>
          <div className="cal-row2">
            <FormItem label={t('planner.date_from')} htmlFor={f('from')} error={errors.from} required>
              <Input id={f('from')} type="date" value={from} invalid={!!errors.from} onChange={(e) => setFrom(e.target.value)} />
            </FormItem>
            {!yearly ? (
              <FormItem label={t('planner.date_to')} htmlFor={f('to')} error={errors.to} required>
                <Input id={f('to')} type="date" value={to} invalid={!!errors.to} onChange={(e) => setTo(e.target.value)} />
              </FormItem>
            ) : null}
          </div>
          {kind === 'holiday' ? (
            <label className="dc-checkbox">
              <input type="checkbox" checked={yearly} onChange={(e) => setYearly(e.target.checked)} />
              <span>{t('absence.yearly', { count: YEARLY_SPAN_YEARS })}</span>
            </label>
          ) : null}
          <FormItem label={t('planner.comment')} htmlFor={f('comment')}>
            <Textarea id={f('comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
          </FormItem>
          <div className="cal-panel__actions">
            <Button type="submit" disabled={checking || create.isPending}>
              {t('absence.save')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('panel.keep')}
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={!!pending}
        title={t('absence.conflicts_title')}
        text={
          pending ? (
            <div>
              <p>{t('absence.conflicts_text', { appointments: pending.conflicts.appointments.length, work_times: pending.conflicts.work_times.length })}</p>
              <ul className="cal-conflicts" aria-label={t('absence.conflicts_title')}>
                {pending.conflicts.appointments.map((a) => (
                  <li key={a.uuid}>
                    {t('absence.conflict_appointment', {
                      when: a.time_from ? `${dates.dateTime(a.time_from, timeZone)}` : '',
                      patient: personName(a.patient),
                      practitioner: personName(a.practitioner),
                    })}
                  </li>
                ))}
                {pending.conflicts.work_times.map((w) => (
                  <li key={w.uuid}>{t('absence.conflict_work_time', { when: dates.dateTime(w.time_from, timeZone), user: personName(w.user) })}</li>
                ))}
              </ul>
            </div>
          ) : null
        }
        confirmLabel={t('absence.save_anyway')}
        cancelLabel={t('absence.back')}
        busy={create.isPending}
        onConfirm={() => pending && create.mutate(pending.absence)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
