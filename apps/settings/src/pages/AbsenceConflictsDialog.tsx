import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { AbsenceConflicts, Branch } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { ConfirmDialog, useDateFormat } from '@dental/ui';
import { absenceConflicts, type AbsenceOwner } from '../data/absence-conflicts';

const name = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '');

/**
 * Before a holiday or an absence is saved from settings: the appointments and work times it would
 * stand over, listed, and "Save anyway" or "Go back" (as the planner's absence form does). The
 * list names patients, so it needs planner_view; without it the save goes through unasked and
 * the calendar and planner mark the absence (docs/decisions.md).
 */
export function useAbsenceConfirm(owner: AbsenceOwner | null) {
  const { t } = useTranslation('settings');
  const dates = useDateFormat();
  const can = useCan();
  const [shown, setShown] = useState<AbsenceConflicts | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);
  const branches = useQuery({ queryKey: ['meta', 'branches'], queryFn: () => api.get<Branch[]>('/meta/branches'), staleTime: 5 * 60_000 }).data ?? [];
  const zoneOf = (branch: string) => branches.find((b) => b.uuid === branch)?.time_zone;

  /** Resolves true to save, false to stay in the form; a failed check throws (the form shows it). */
  const check = async (body: Record<string, unknown>): Promise<boolean> => {
    if (!owner || !can('planner_view')) return true;
    const conflicts = await absenceConflicts(owner, body);
    if (!conflicts.appointments.length && !conflicts.work_times.length) return true;
    setShown(conflicts);
    return new Promise<boolean>((resolve) => (answer.current = resolve));
  };
  const close = (go: boolean) => {
    setShown(null);
    answer.current?.(go);
    answer.current = null;
  };

  const dialog = (
    <ConfirmDialog
      open={!!shown}
      title={t('absence_conflicts.title')}
      text={
        shown ? (
          <div>
            <p>{t('absence_conflicts.text', { appointments: shown.appointments.length, work_times: shown.work_times.length })}</p>
            <ul className="settings-conflicts" aria-label={t('absence_conflicts.title')}>
              {shown.appointments.map((a) => (
                <li key={a.uuid}>
                  {t('absence_conflicts.appointment', {
                    when: a.time_from ? dates.dateTime(a.time_from, zoneOf(a.branch_uuid)) : '',
                    patient: name(a.patient),
                    practitioner: name(a.practitioner),
                  })}
                </li>
              ))}
              {shown.work_times.map((w) => (
                <li key={w.uuid}>{t('absence_conflicts.work_time', { when: dates.dateTime(w.time_from, zoneOf(w.branch_uuid)), user: name(w.user) })}</li>
              ))}
            </ul>
          </div>
        ) : null
      }
      confirmLabel={t('absence_conflicts.save_anyway')}
      cancelLabel={t('absence_conflicts.back')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { check, dialog };
}
