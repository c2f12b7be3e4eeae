import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { PublicAppointment } from '@dental/contracts';
import { APPOINTMENT_STATUS } from '@dental/contracts/values';
import { isNotFound, reminderApi } from '../lib/api';
import { formatVisit } from '../lib/format';
import { usePageTitle } from '../lib/page-title';
import type { PageProps } from '../page-routes';
import { LoadFailed } from './LoadFailed';
import { NotFoundPage } from './NotFoundPage';

type Answer = 'confirm' | 'cancel' | 'call-me';
type Load = { state: 'loading' } | { state: 'not_found' } | { state: 'failed' } | { state: 'loaded'; appointment: PublicAppointment };

const ANSWERED: Record<Answer, string> = { confirm: 'reminder.confirmed', cancel: 'reminder.cancelled', 'call-me': 'reminder.call_requested' };
const OPEN: number[] = [APPOINTMENT_STATUS.planned, APPOINTMENT_STATUS.notified, APPOINTMENT_STATUS.confirmed];

function statusKey(status: number): string {
  if (status === APPOINTMENT_STATUS.planned) return 'planned';
  if (status === APPOINTMENT_STATUS.notified) return 'notified';
  if (status === APPOINTMENT_STATUS.confirmed) return 'confirmed';
  if (status === APPOINTMENT_STATUS.canceled) return 'cancelled';
  return 'other';
}

/**
 * `/r/{token}`: the appointment a reminder was about (branch, time in the branch's time zone,
 * practitioner) and the patient's answers: Confirm, Cancel (asked twice: it gives the time away)
 * and "Call me". An altered or expired link is the 404 page, and nothing is changed.
 */
export default function ReminderPage({ params: [token] }: PageProps) {
  const { t, i18n } = useTranslation('booking');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [pending, setPending] = useState<Answer | null>(null);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const cancelQuestion = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  usePageTitle(t('reminder.title'));

  const fetchAppointment = useCallback(() => {
    setLoad({ state: 'loading' });
    reminderApi.view(token).then(
      (appointment) => setLoad({ state: 'loaded', appointment }),
      (error: unknown) => setLoad({ state: isNotFound(error) ? 'not_found' : 'failed' }),
    );
  }, [token]);
  useEffect(fetchAppointment, [fetchAppointment]);
  useEffect(() => {
    if (asking) cancelQuestion.current?.focus();
  }, [asking]);

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'not_found') return <NotFoundPage />;
  if (load.state === 'failed') return <LoadFailed onRetry={fetchAppointment} />;

  const { appointment } = load;
  const visit = formatVisit(appointment.time_from, appointment.time_to, appointment.branch_time_zone, i18n.language);
  const open = OPEN.includes(appointment.status);

  const answer = async (kind: Answer) => {
    setPending(kind);
    setAsking(false);
    try {
      const changed = await reminderApi.answer(token, kind);
      setLoad({ state: 'loaded', appointment: changed });
      setOutcome({ text: t(ANSWERED[kind]), failed: false });
    } catch (error) {
      if (isNotFound(error)) setLoad({ state: 'not_found' });
      else setOutcome({ text: t('reminder.answer_failed', { phone: appointment.branch_phone }), failed: true });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="bk-card" aria-labelledby="bk-reminder">
      <h1 id="bk-reminder">{t('reminder.title')}</h1>
      {appointment.patient_first_name && <p>{t('reminder.greeting', { name: appointment.patient_first_name })}</p>}
      <dl className="bk-facts">
        <div>
          <dt>{t('reminder.when')}</dt>
          <dd>
            <span className="bk-date">{visit.date}</span> <span className="bk-time">{visit.time}</span>
            <small className="bk-zone">{t('reminder.time_zone', { zone: visit.zone })}</small>
          </dd>
        </div>
        <div>
          <dt>{t('reminder.where')}</dt>
          <dd>{appointment.branch_name}</dd>
        </div>
        {appointment.practitioner_name && (
          <div>
            <dt>{t('reminder.practitioner')}</dt>
            <dd>{appointment.practitioner_name}</dd>
          </div>
        )}
        {appointment.branch_phone && (
          <div>
            <dt>{t('reminder.phone')}</dt>
            <dd>
              <a href={`tel:${appointment.branch_phone.replace(/[^\d+]/g, '')}`}>{appointment.branch_phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('reminder.status')}</dt>
          <dd data-status={appointment.status}>{t(`reminder.statuses.${statusKey(appointment.status)}`)}</dd>
        </div>
      </dl>

      <div role="status" className={outcome?.failed ? 'bk-outcome bk-failed' : 'bk-outcome'}>
        {outcome?.text}
      </div>

      {open && !asking && (
        <div className="bk-actions">
          {appointment.status !== APPOINTMENT_STATUS.confirmed && (
            <button type="button" className="bk-button bk-primary" disabled={pending !== null} onClick={() => void answer('confirm')}>
              {t('reminder.confirm')}
            </button>
          )}
          {!appointment.callback_requested && (
            <button type="button" className="bk-button" disabled={pending !== null} onClick={() => void answer('call-me')}>
              {t('reminder.call_me')}
            </button>
          )}
          <button ref={cancelButton} type="button" className="bk-button bk-danger" disabled={pending !== null} onClick={() => setAsking(true)}>
            {t('reminder.cancel')}
          </button>
        </div>
      )}
      {open && asking && (
        <div className="bk-confirm" role="group" aria-labelledby="bk-cancel-question">
          <p id="bk-cancel-question" ref={cancelQuestion} tabIndex={-1}>
            {t('reminder.cancel_question')}
          </p>
          <div className="bk-actions">
            <button type="button" className="bk-button bk-danger" onClick={() => void answer('cancel')}>
              {t('reminder.cancel_yes')}
            </button>
            <button type="button" className="bk-button" onClick={() => setAsking(false)}>
              {t('reminder.cancel_no')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
