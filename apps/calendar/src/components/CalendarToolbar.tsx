import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tabs, toast } from '@dental/ui';
import type { CalendarParams } from '../data/appointments';
import { downloadExport } from '../data/export';
import { stepDate, type ViewType, type Ymd } from '../lib/dates';

/** What the toolbar changes (CalendarPage keeps it in the address). */
export type CalendarNav = Partial<{ view: ViewType; date: Ymd; roomType: 0 | 1; page: number; practitioner: string }>;

interface Props {
  view: ViewType;
  date: Ymd;
  today: Ymd;
  roomType: 0 | 1;
  page: number;
  pageCount: number;
  perPage: number;
  roomCount: number;
  live: boolean;
  title: string;
  /** The filter: '' everyone, 'me' the signed-in user, else a practitioner's uuid. */
  practitioner: string;
  me: string;
  practitioners: { value: string; label: string }[];
  onChange: (next: CalendarNav) => void;
  onBook?: () => void;
  exportParams: CalendarParams | null;
  onPrint: () => void;
}

/**
 * Today / previous / next, the date picker, the view tabs, the room type and room pager, the
 * practitioner filter ("My appointments" or one doctor), exports.
 */
export function CalendarToolbar(props: Props) {
  const { t } = useTranslation('calendar');
  const [exporting, setExporting] = useState(false);
  const runExport = async (format: 'csv' | 'ics') => {
    if (!props.exportParams) return;
    setExporting(true);
    try {
      await downloadExport(props.exportParams, format);
      toast.success(t('toast.exported'));
    } catch {
      toast.error(t('toast.export_failed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="cal-toolbar">
      <div className="cal-toolbar__group">
        <Button variant="secondary" onClick={() => props.onChange({ date: props.today })} disabled={props.date === props.today}>
          {t('toolbar.today')}
        </Button>
        <button type="button" className="dc-step-button" aria-label={t('toolbar.previous')} onClick={() => props.onChange({ date: stepDate(props.view, props.date, -1) })}>
          ‹
        </button>
        <button type="button" className="dc-step-button" aria-label={t('toolbar.next')} onClick={() => props.onChange({ date: stepDate(props.view, props.date, 1) })}>
          ›
        </button>
        <label className="cal-field">
          <span className="dc-visually-hidden">{t('toolbar.date')}</span>
          <input
            type="date"
            className="dc-input cal-date"
            value={props.date}
            onChange={(e) => {
              if (e.target.value) props.onChange({ date: e.target.value });
            }}
          />
        </label>
        <h2 className="cal-toolbar__title" aria-live="polite">
          {props.title}
        </h2>
      </div>
      <div className="cal-toolbar__group">
        <Tabs
          label={t('toolbar.view')}
          value={props.view}
          onChange={(view) => props.onChange({ view })}
          items={(['day', 'week', 'month'] as const).map((id) => ({ id, label: t(`views.${id}`) }))}
        />
        <label className="cal-field">
          <span className="dc-visually-hidden">{t('toolbar.room_type')}</span>
          <select
            className="dc-input cal-select"
            value={props.roomType}
            onChange={(e) => props.onChange({ roomType: e.target.value === '1' ? 1 : 0, page: 1 })}
          >
            <option value={0}>{t('toolbar.room_type_0')}</option>
            <option value={1}>{t('toolbar.room_type_1')}</option>
          </select>
        </label>
        <label className="cal-field">
          <span className="dc-visually-hidden">{t('toolbar.practitioner')}</span>
          <select
            className="dc-input cal-select"
            value={props.practitioner === 'me' ? props.me : props.practitioner}
            onChange={(e) => props.onChange({ practitioner: e.target.value, page: 1 })}
          >
            <option value="">{t('toolbar.all_practitioners')}</option>
            {props.practitioner === 'me' && !props.practitioners.some((p) => p.value === props.me) ? <option value={props.me}>{t('toolbar.mine')}</option> : null}
            {props.practitioners.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        {props.me ? (
          <Button
            variant={props.practitioner === 'me' ? 'primary' : 'secondary'}
            aria-pressed={props.practitioner === 'me'}
            onClick={() => props.onChange({ practitioner: props.practitioner === 'me' ? '' : 'me', page: 1 })}
          >
            {t('toolbar.mine')}
          </Button>
        ) : null}
        {props.pageCount > 1 ? (
          <div className="cal-pager" role="group" aria-label={t('toolbar.room_type')}>
            <button type="button" className="dc-step-button" aria-label={t('toolbar.previous_rooms')} disabled={props.page <= 1} onClick={() => props.onChange({ page: props.page - 1 })}>
              ‹
            </button>
            <span className="cal-pager__text">
              {t('toolbar.rooms_page', { page: props.page, pages: props.pageCount })}
            </span>
            <button
              type="button"
              className="dc-step-button"
              aria-label={t('toolbar.next_rooms')}
              disabled={props.page >= props.pageCount}
              onClick={() => props.onChange({ page: props.page + 1 })}
            >
              ›
            </button>
          </div>
        ) : null}
        {props.exportParams ? (
          <>
            {/* Short visible text, full accessible name (it contains the visible text). */}
            <Button variant="ghost" onClick={() => void runExport('csv')} disabled={exporting} aria-label={t('toolbar.export_csv')} title={t('toolbar.export_csv')}>
              ⤓ CSV
            </Button>
            <Button variant="ghost" onClick={() => void runExport('ics')} disabled={exporting} aria-label={t('toolbar.export_ics')} title={t('toolbar.export_ics')}>
              ⤓ .ics
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={props.onPrint}>
          {t('toolbar.print_day')}
        </Button>
        {props.onBook ? <Button onClick={props.onBook}>{t('toolbar.book')}</Button> : null}
        {props.live ? <span className="cal-live" role="img" title={t('toolbar.live')} aria-label={t('toolbar.live')} /> : null}
      </div>
    </div>
  );
}
