import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { BookingDone, BookingHold, BookingSlot, PublicBooking } from '@dental/contracts';
import { bookingApi, isNotFound, refusalOf } from '../lib/api';
import { SlotPicker, startTime } from '../components/SlotPicker';
import { formatVisit } from '../lib/format';
import { navigate } from '../lib/location';
import { usePageTitle } from '../lib/page-title';
import { useTranslation } from '../lib/use-translation';
import type { PageProps } from '../page-routes';
import { LoadFailed } from './LoadFailed';
import { NotFoundPage } from './NotFoundPage';

type Step = 'service' | 'practitioner' | 'slot' | 'contact' | 'code' | 'done';
const ANYONE = '';

/** Whether the page is shown inside another site's frame (reading `top` across origins is allowed; comparing is all). */
const framed = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};
const euros = (cents: number, language: string) => new Intl.NumberFormat(language === 'en' ? 'en-GB' : language === 'ru' ? 'ru-RU' : 'lv-LV', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * `/book/{branch_slug}` (issue 27): the patient books a free start themselves, one step at a time:
 * service -> practitioner or anyone -> a start (a week at a time, the next free days first) ->
 * name, phone, e-mail, personal code, note and consent -> the 6-digit code sent to them -> booked,
 * with the time, the address, a calendar file, a cancel button and the link to move or cancel it
 * later (`/book/manage/{token}`, ManagePage). A refusal shows the server's
 * translated message; a slot lost meanwhile offers the next free ones.
 */
export default function BookPage({ params: [slug] }: PageProps) {
  const { t, i18n } = useTranslation('booking');
  usePageTitle(t('book.title'));
  const [page, setPage] = useState<PublicBooking | 'loading' | 'not_found' | 'failed'>('loading');
  const [step, setStep] = useState<Step>('service');
  const [service, setService] = useState<string>('');
  const [practitioner, setPractitioner] = useState<string>(ANYONE);
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [hold, setHold] = useState<BookingHold | null>(null);
  const [done, setDone] = useState<BookingDone | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setPage('loading');
    bookingApi.page(slug).then(setPage, (error: unknown) => setPage(isNotFound(error) ? 'not_found' : 'failed'));
  }, [slug]);
  useEffect(load, [load]);
  // Each step starts with its heading focused, so a keyboard or screen reader user is told where they are.
  useEffect(() => heading.current?.focus(), [step]);

  const loadSlots = useCallback(
    (from: string, to: string) => bookingApi.slots(slug, { service_uuid: service, user_uuid: practitioner || undefined, from, to }),
    [slug, service, practitioner],
  );

  if (page === 'loading') return <p role="status">{t('loading')}</p>;
  if (page === 'not_found') return <NotFoundPage />;
  if (page === 'failed') return <LoadFailed onRetry={load} />;

  const timeZone = page.branch.time_zone;

  const go = (next: Step) => {
    setMessage(null);
    setStep(next);
  };
  const when = (start: string, end?: string) => formatVisit(start, end ?? start, timeZone, i18n.language);
  const nameOf = (uuid: string) => {
    const person = page.practitioners.find((p) => p.uuid === uuid);
    return person ? `${person.first_name} ${person.last_name}` : '';
  };

  const submitContact = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slot) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setMessage(null);
    try {
      const held = await bookingApi.hold(slug, {
        service_uuid: service,
        user_uuid: slot.user_uuid,
        start: slot.start,
        channel: text('channel') || 'email',
        contact: { first_name: text('first_name'), last_name: text('last_name'), phone: text('phone'), email: text('email') || null, personal_code: text('personal_code') || null },
        note: text('note') || null,
        website: text('website') || undefined,
        language: i18n.language,
      });
      setHold(held);
      go('code');
    } catch (error) {
      setMessage(refusalOf(error) ?? t('book.failed'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hold) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setMessage(null);
    try {
      setDone(await bookingApi.confirm(slug, hold.uuid, code));
      go('done');
    } catch (error) {
      setMessage(refusalOf(error) ?? t('book.failed'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!done) return;
    setBusy(true);
    try {
      await bookingApi.cancel(done.manage_token);
      setMessage(t('book.cancelled'));
      setDone({ ...done, status: 4 });
    } catch (error) {
      setMessage(refusalOf(error) ?? t('book.failed'));
    } finally {
      setBusy(false);
    }
  };

  const title = (key: string) => (
    <h2 ref={heading} tabIndex={-1}>
      {t(key)}
    </h2>
  );
  const openManage = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(event.currentTarget.pathname);
  };

  return (
    <section className="bk-card" aria-labelledby="bk-book">
      <h1 id="bk-book">{t('book.title')}</h1>
      <p className="bk-branch">
        {page.branch.name}
        {page.branch.address ? ` · ${page.branch.address}` : ''}
      </p>

      {step === 'service' && (
        <div>
          {title('book.choose_service')}
          <ul className="bk-choices">
            {page.services.map((s) => (
              <li key={s.uuid}>
                <button type="button" className="bk-choice" onClick={() => (setService(s.uuid), go('practitioner'))}>
                  <strong>{s.name}</strong> <span>{t('book.duration', { minutes: s.duration_minutes })}</span> <span>{t('book.price_from', { price: euros(s.price_from, i18n.language) })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {step === 'practitioner' && (
        <div>
          {title('book.choose_practitioner')}
          <ul className="bk-choices">
            {[{ uuid: ANYONE, first_name: t('book.anyone'), last_name: '' }, ...page.practitioners].map((p) => (
              <li key={p.uuid || 'anyone'}>
                <button type="button" className="bk-choice" onClick={() => (setPractitioner(p.uuid), go('slot'))}>
                  {`${p.first_name} ${p.last_name}`.trim()}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="bk-button" onClick={() => go('service')}>
            {t('book.back')}
          </button>
        </div>
      )}

      {step === 'slot' && (
        <div>
          {title('book.choose_time')}
          <SlotPicker
            timeZone={timeZone}
            horizonDays={page.horizon_days}
            load={loadSlots}
            onPick={(s) => (setSlot(s), go('contact'))}
            actions={
              <button type="button" className="bk-button" onClick={() => go('practitioner')}>
                {t('book.back')}
              </button>
            }
          />
        </div>
      )}

      {step === 'contact' && slot && (
        <form onSubmit={(e) => void submitContact(e)} noValidate={false}>
          {title('book.your_details')}
          <p>
            {when(slot.start).date} {startTime(slot.start, timeZone, i18n.language)} · {nameOf(slot.user_uuid)}
          </p>
          <label className="bk-field">
            {t('book.first_name')}
            <input name="first_name" required autoComplete="given-name" maxLength={100} />
          </label>
          <label className="bk-field">
            {t('book.last_name')}
            <input name="last_name" required autoComplete="family-name" maxLength={100} />
          </label>
          <label className="bk-field">
            {t('book.phone')}
            <input name="phone" type="tel" required autoComplete="tel" maxLength={20} />
          </label>
          <label className="bk-field">
            {t('book.email')}
            <input name="email" type="email" autoComplete="email" maxLength={200} />
          </label>
          <label className="bk-field">
            {t('book.personal_code')}
            <input name="personal_code" maxLength={20} />
          </label>
          <label className="bk-field">
            {t('book.note')}
            <textarea name="note" maxLength={1000} rows={3} />
          </label>
          <fieldset className="bk-field">
            <legend>{t('book.send_code_by')}</legend>
            <label>
              <input type="radio" name="channel" value="email" defaultChecked /> {t('book.by_email')}
            </label>{' '}
            <label>
              <input type="radio" name="channel" value="sms" /> {t('book.by_sms')}
            </label>
          </fieldset>
          {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it. */}
          <div className="bk-trap" aria-hidden="true">
            <label>
              Website
              <input name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <label className="bk-consent">
            <input type="checkbox" name="consent" required /> {t('book.consent')}
          </label>
          <FormFooter message={message} busy={busy} submit={t('book.send_code')} back={t('book.back')} onBack={() => go('slot')} />
        </form>
      )}

      {step === 'code' && hold && (
        <form onSubmit={(e) => void submitCode(e)}>
          {title('book.enter_code')}
          <p>{t(hold.channel === 'sms' ? 'book.code_sent_sms' : 'book.code_sent_email')}</p>
          <label className="bk-field">
            {t('book.code')}
            <input name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} required autoComplete="one-time-code" />
          </label>
          <FormFooter message={message} busy={busy} submit={t('book.confirm')} back={t('book.other_time')} onBack={() => go('slot')} />
        </form>
      )}

      {step === 'done' && done && (
        <div>
          {title(done.status === 4 ? 'book.cancelled' : 'book.booked')}
          <dl className="bk-facts">
            <div>
              <dt>{t('reminder.when')}</dt>
              <dd>
                {when(done.start, done.end).date} {when(done.start, done.end).time}
              </dd>
            </div>
            <div>
              <dt>{t('reminder.where')}</dt>
              <dd>
                {done.branch.name}, {done.branch.address}
              </dd>
            </div>
            <div>
              <dt>{t('reminder.practitioner')}</dt>
              <dd>{`${done.practitioner.first_name} ${done.practitioner.last_name}`}</dd>
            </div>
          </dl>
          <div role="status" className="bk-outcome">
            {message}
          </div>
          {done.status !== 4 && (
            <div className="bk-actions">
              <a className="bk-button" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(done.ics)}`} download="appointment.ics">
                {t('book.add_to_calendar')}
              </a>
              <button type="button" className="bk-button" disabled={busy} onClick={() => void cancel()}>
                {t('book.cancel')}
              </button>
              {/* Framed in the clinic's site, the booking's own page opens in a tab of its own: only /book/{slug} may be framed. */}
              <a
                className="bk-button"
                href={`/book/manage/${encodeURIComponent(done.manage_token)}`}
                {...(framed() ? { target: '_blank', rel: 'noopener' } : { onClick: openManage })}
              >
                {t('book.manage')}
              </a>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** A step's form ends alike: its outcome (announced), the step's action and the way back. */
function FormFooter({ message, busy, submit, back, onBack }: { message: string | null; busy: boolean; submit: string; back: string; onBack: () => void }) {
  return (
    <>
      <div role="status" className={message ? 'bk-outcome bk-failed' : 'bk-outcome'}>
        {message}
      </div>
      <div className="bk-actions">
        <button type="submit" className="bk-button bk-primary" disabled={busy}>
          {submit}
        </button>
        <button type="button" className="bk-button" onClick={onBack}>
          {back}
        </button>
      </div>
    </>
  );
}
