import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingSlot, BookingVisit } from '@dental/contracts';
import { APPOINTMENT_STATUS } from '@dental/contracts/values';
import { SlotPicker, startTime } from '../components/SlotPicker';
import { alternativesOf, isNotFound, manageApi, refusalOf } from '../lib/api';
import { formatVisit } from '../lib/format';
import { rewriteAddress } from '../lib/location';
import { usePageTitle } from '../lib/page-title';
import { useTranslation } from '../lib/use-translation';
import type { PageProps } from '../page-routes';
import { LoadFailed } from './LoadFailed';
import { NotFoundPage } from './NotFoundPage';

type Load = { state: 'loading' } | { state: 'not_found' } | { state: 'failed' } | { state: 'loaded'; visit: BookingVisit };
type Mode = 'view' | 'move' | 'cancel';
const OPEN: number[] = [APPOINTMENT_STATUS.planned, APPOINTMENT_STATUS.notified, APPOINTMENT_STATUS.confirmed];

/**
 * `/book/manage/{token}` (issue 27): an online booking's own link, from its booked step. The patient
 * sees the visit and may move it to another free start of the same practitioner and service (the
 * booking's slot picker, a week at a time) or cancel it (asked twice: it gives the time away). A
 * start taken meanwhile shows the server's translated refusal and the next free starts to pick
 * instead. Each move gives a new token (the old one lives until the old start), put in the address.
 */
export default function ManagePage({ params: [firstToken] }: PageProps) {
  const { t, i18n } = useTranslation('booking');
  usePageTitle(t('manage.title'));
  const [token, setToken] = useState(firstToken);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [alternatives, setAlternatives] = useState<BookingSlot[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchVisit = useCallback(() => {
    setLoad({ state: 'loading' });
    manageApi.visit(firstToken).then(
      (visit) => setLoad({ state: 'loaded', visit }),
      (error: unknown) => setLoad({ state: isNotFound(error) ? 'not_found' : 'failed' }),
    );
  }, [firstToken]);
  useEffect(fetchVisit, [fetchVisit]);
  // Each part opens with its heading focused, so a keyboard or screen reader user is told where they are.
  useEffect(() => {
    if (mode !== 'view') heading.current?.focus();
  }, [mode]);
  const loadSlots = useCallback((from: string, to: string) => manageApi.slots(token, from, to), [token]);

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'not_found') return <NotFoundPage />;
  if (load.state === 'failed') return <LoadFailed onRetry={fetchVisit} />;

  const { visit } = load;
  const timeZone = visit.branch.time_zone;
  const when = (start: string, end: string) => formatVisit(start, end, timeZone, i18n.language);
  const open = OPEN.includes(visit.status);

  const show = (next: Mode, said: { text: string; failed: boolean } | null = null) => {
    setOutcome(said);
    setAlternatives([]);
    setMode(next);
  };

  const move = async (slot: BookingSlot) => {
    setBusy(true);
    setOutcome(null);
    setAlternatives([]);
    try {
      const moved = await manageApi.move(token, slot.start);
      setToken(moved.manage_token);
      rewriteAddress(`/book/manage/${encodeURIComponent(moved.manage_token)}`);
      setLoad({ state: 'loaded', visit: { ...visit, ...moved } });
      const at = when(moved.start, moved.end);
      show('view', { text: t('manage.moved', { when: `${at.date} ${at.time}` }), failed: false });
    } catch (error) {
      if (isNotFound(error)) return setLoad({ state: 'not_found' });
      setOutcome({ text: refusalOf(error) ?? t('book.failed'), failed: true });
      setAlternatives(alternativesOf(error));
      setReloadKey((key) => key + 1);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    try {
      const canceled = await manageApi.cancel(token);
      setLoad({ state: 'loaded', visit: { ...visit, ...canceled } });
      show('view', { text: t('book.cancelled'), failed: false });
    } catch (error) {
      if (isNotFound(error)) return setLoad({ state: 'not_found' });
      setOutcome({ text: refusalOf(error) ?? t('book.failed'), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const at = when(visit.start, visit.end);
  return (
    <section className="bk-card" aria-labelledby="bk-manage">
      <h1 id="bk-manage">{t('manage.title')}</h1>
      <dl className="bk-facts">
        <div>
          <dt>{t('manage.service')}</dt>
          <dd>{visit.service_name}</dd>
        </div>
        <div>
          <dt>{t('reminder.when')}</dt>
          <dd>
            {at.date} {at.time}
            <span className="bk-zone">{t('reminder.time_zone', { zone: timeZone })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('reminder.where')}</dt>
          <dd>
            {visit.branch.name}, {visit.branch.address}
          </dd>
        </div>
        <div>
          <dt>{t('reminder.practitioner')}</dt>
          <dd>{`${visit.practitioner.first_name} ${visit.practitioner.last_name}`}</dd>
        </div>
        <div>
          <dt>{t('reminder.status')}</dt>
          <dd>{t(open ? 'manage.booked' : 'manage.closed')}</dd>
        </div>
      </dl>

      <div role="status" className={outcome?.failed ? 'bk-outcome bk-failed' : 'bk-outcome'}>
        {outcome?.text}
      </div>
      {alternatives.length > 0 && (
        <fieldset className="bk-day">
          <legend>{t('manage.alternatives')}</legend>
          <div className="bk-times">
            {alternatives.map((slot) => (
              <button key={slot.start} type="button" className="bk-time-button" disabled={busy} onClick={() => void move(slot)}>
                {when(slot.start, slot.start).date} {startTime(slot.start, timeZone, i18n.language)}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      {open && mode === 'view' && (
        <div className="bk-actions">
          <button type="button" className="bk-button bk-primary" onClick={() => show('move')}>
            {t('manage.move')}
          </button>
          <button type="button" className="bk-button bk-danger" onClick={() => show('cancel')}>
            {t('book.cancel')}
          </button>
        </div>
      )}

      {open && mode === 'move' && (
        <div>
          <h2 ref={heading} tabIndex={-1}>
            {t('manage.choose_time')}
          </h2>
          <SlotPicker
            timeZone={timeZone}
            horizonDays={visit.horizon_days}
            load={loadSlots}
            onPick={(slot) => void move(slot)}
            disabled={busy}
            reloadKey={reloadKey}
            actions={
              <button type="button" className="bk-button" onClick={() => show('view')}>
                {t('manage.keep')}
              </button>
            }
          />
        </div>
      )}

      {open && mode === 'cancel' && (
        <div className="bk-confirm">
          <h2 ref={heading} tabIndex={-1}>
            {t('manage.cancel_question')}
          </h2>
          <div className="bk-actions">
            <button type="button" className="bk-button bk-danger" disabled={busy} onClick={() => void cancel()}>
              {t('reminder.cancel_yes')}
            </button>
            <button type="button" className="bk-button" onClick={() => show('view')}>
              {t('reminder.cancel_no')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
