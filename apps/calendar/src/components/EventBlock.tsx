import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { AlertsBadge, useAlertsLabel } from '@dental/ui';
import { hhmm } from '../lib/dates';
import { STATUS_COLORS, STATUS_GLYPHS, statusKey } from '../lib/status';
import { personName } from '../data/reference-data';
import { DentalCardLink } from './DentalCardLink';

interface Props {
  appointment: Appointment;
  start: number;
  end: number;
  style: CSSProperties;
  dragging: boolean;
  ghost: { style: CSSProperties; start: number; end: number } | null;
  draggable: boolean;
  /** Week view: narrow columns, so the name wraps (two lines, smaller) and the time line wraps under the badge. */
  dense?: boolean;
  onOpen: () => void;
  onPointerDown: (e: ReactPointerEvent, mode: 'move' | 'resize') => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

/**
 * The accessible name of an appointment: time, patient, practitioner and status label, then what
 * its pictures say (the patient's alerts, the outside-work-time sign), which are hidden from
 * assistive technology inside the block so that everything the block shows is in its name.
 */
export function useEventLabel() {
  const { t } = useTranslation('calendar');
  const alertsLabel = useAlertsLabel();
  return (a: Appointment, start: number, end: number) =>
    [
      t('grid.event', {
        time: `${hhmm(start)}–${hhmm(end)}`,
        patient: personName(a.patient),
        practitioner: practitionerName(a, t('grid.no_practitioner')),
        status: t(statusKey(a.status)),
      }),
      onlineBadge(a, t),
      alertsLabel(a.patient.alerts),
      outsideWorkTime(a) ? t('grid.outside_work') : '',
    ]
      .filter(Boolean)
      .join(', ');
}

const practitionerName = (a: Appointment, none: string) => personName(a.practitioner) || none;
const outsideWorkTime = (a: Appointment) => a.outside_work_time && a.status !== 4;
/** A patient's own online booking (issue 27): "Online, to check" until the desk confirms it, then "Online". */
const onlineBadge = (a: Appointment, t: (key: string) => string) =>
  a.source !== 'online' ? '' : a.status === 1 || a.status === 2 ? t('grid.online_to_check') : t('grid.online');

/**
 * One appointment: coloured by its practitioner (style.color), marked by a status badge (glyph,
 * colour and label) and a status bar along its top (colour and pattern by `data-status`, see
 * calendar.css), flagged when outside the practitioner's work time. The bottom edge resizes.
 */
export function EventBlock(props: Props) {
  const { t } = useTranslation('calendar');
  const label = useEventLabel();
  const a = props.appointment;
  const color = a.practitioner?.color || '#1a62b8';
  // Px height decides how much fits: one line, two lines, or time, patient, practitioner and badge.
  const height = typeof props.style.height === 'number' ? props.style.height : 60;
  const size = height < 34 ? ' is-short' : height < 62 ? ' is-compact' : '';
  const status = t(statusKey(a.status));
  return (
    <>
      <div
        className={`cal-event${a.status === 4 ? ' is-canceled' : ''}${props.dragging ? ' is-dragging' : ''}${size}${props.dense ? ' is-dense' : ''}`}
        style={{ ...props.style, ['--cal-event' as string]: color, ['--cal-status' as string]: STATUS_COLORS[a.status] }}
        data-status={a.status}
        onPointerDown={(e) => props.onPointerDown(e, 'move')}
        onPointerUp={props.onPointerUp}
        onPointerCancel={props.onPointerCancel}
        // On the block, not the button: with pointer capture on the block the click lands here.
        onClick={props.onOpen}
      >
        <button type="button" className="cal-event__main" aria-label={label(a, props.start, props.end)}>
          <span className="cal-event__line">
            <span className="cal-event__time">
              {hhmm(props.start)}–{hhmm(props.end)}
            </span>
          </span>
          {/* Spaces between the parts (a flex container does not draw them) keep the words apart in the
              visible text, and the badge comes last as in the button's name: a short block then clips
              the end of its name, never the middle (axe's label-content-name-mismatch). */}{' '}
          <span className="cal-event__patient">
            {personName(a.patient)} <AlertsBadge alerts={a.patient.alerts} compact inLabel />
          </span>{' '}
          <span className="cal-event__who">{practitionerName(a, t('grid.no_practitioner'))}</span>{' '}
          <span className="cal-badge" style={{ ['--cal-status' as string]: STATUS_COLORS[a.status] }} title={status}>
            <span aria-hidden="true">{STATUS_GLYPHS[a.status]}</span>
            <span className="cal-badge__text">{status}</span>
          </span>
          {a.source === 'online' ? (
            <>
              {' '}
              <span className="cal-badge cal-badge--online">{onlineBadge(a, t)}</span>
            </>
          ) : null}
          {outsideWorkTime(a) ? (
            <span className="cal-event__warn" title={t('grid.outside_work')} aria-hidden="true">
              ⚠
            </span>
          ) : null}
        </button>
        {a.status !== 4 ? <DentalCardLink appointment={a} compact /> : null}
        {props.draggable && a.status !== 4 && a.status < 8 ? (
          <div className="cal-event__resize" aria-hidden="true" onPointerDown={(e) => props.onPointerDown(e, 'resize')} />
        ) : null}
      </div>
      {props.ghost ? (
        <div className="cal-event cal-event--ghost" style={{ ...props.ghost.style, ['--cal-event' as string]: color }} aria-live="polite">
          <span className="cal-event__time">
            {hhmm(props.ghost.start)}–{hhmm(props.ghost.end)}
          </span>
          <span className="dc-visually-hidden">{t('grid.moving', { patient: personName(a.patient), time: hhmm(props.ghost.start) })}</span>
        </div>
      ) : null}
    </>
  );
}
