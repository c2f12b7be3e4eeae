import { useEffect, useMemo, useRef, useState, type DragEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useOverflowsSideways } from '@dental/ui';
import { hhmm } from '../lib/dates';
import { isDrag, moveTarget, resizeTarget, type GridGeometry } from '../lib/drag';
import { geometry, overlapColumns, slots as slotTimes } from '../lib/layout';
import { QUEUE_DRAG_TYPE } from '../state/panel-store';
import { EventBlock } from './EventBlock';

export interface GridColumn {
  key: string;
  label: string;
  sublabel?: string;
  color?: string | null;
  ymd: string;
  roomUuid: string | null;
  today?: boolean;
  /** A branch holiday: shaded; bookings there are refused (AbsenceNotes says why). */
  closed?: boolean;
}

export interface GridEvent {
  appointment: Appointment;
  column: number;
  start: number;
  end: number;
}

export interface GridBackground {
  key: string;
  column: number;
  start: number;
  end: number;
  label: string;
  color: string | null;
}

export interface MoveResult {
  column: number;
  start: number;
  end: number;
}

interface Props {
  label: string;
  columns: GridColumn[];
  range: { from: number; to: number };
  slot: number;
  events: GridEvent[];
  backgrounds: GridBackground[];
  /** minutes of the day now, for the line across today's column; null when today is not shown */
  now: number | null;
  canAdd: boolean;
  canEdit: boolean;
  /** Week view: narrow columns (EventBlock's `dense`). */
  dense?: boolean;
  onSlot: (column: number, minutes: number) => void;
  onOpen: (appointment: Appointment) => void;
  onMove: (appointment: Appointment, to: MoveResult) => void;
  onDropQueued: (uuid: string, column: number, minutes: number) => void;
}

type Gesture = { uuid: string; mode: 'move' | 'resize'; x: number; y: number; dx: number; dy: number; active: boolean; g: GridGeometry };

/** Px per minute: about 22 px per slot, kept between 1 and 2.4 so a day stays readable. */
export const pxPerMinute = (slot: number) => Math.min(2.4, Math.max(1, 22 / slot));

/**
 * Where the grid opens (minutes of the day): now when today is shown, else the first appointment,
 * else the first work time; null keeps the top (the core day starts there).
 */
export function openingMinute(now: number | null, events: readonly { start: number }[], backgrounds: readonly { start: number }[]): number | null {
  if (now !== null) return now;
  const first = (list: readonly { start: number }[]) => (list.length ? Math.min(...list.map((e) => e.start)) : null);
  return first(events) ?? first(backgrounds);
}

/**
 * The day and week grid: a time gutter, one column per room (day view) or per day (week view),
 * work times as shading behind, appointments as blocks set side by side where they overlap.
 * Empty slots are buttons (click to book, drop a queued patient); blocks move and resize with the
 * pointer, snapped to the slot; the keyboard way is the edit form the block opens.
 */
export function TimeGrid(props: Props) {
  const { t } = useTranslation('calendar');
  const { columns, range, slot, events, backgrounds } = props;
  const ppm = pxPerMinute(slot);
  const height = (range.to - range.from) * ppm;
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // On a phone the columns keep a readable width and the grid scrolls sideways (calendar.css): the
  // keyboard can then reach it to scroll, even on a day without appointments to tab to.
  const sideways = useOverflowsSideways(rootRef);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const suppressClick = useRef(false);

  const placements = useMemo(() => {
    const result = new Map<string, { col: number; cols: number }>();
    for (let c = 0; c < columns.length; c++) {
      const spans = events.filter((e) => e.column === c).map((e) => ({ id: e.appointment.uuid, start: e.start, end: e.end }));
      for (const [id, p] of overlapColumns(spans)) result.set(id, p);
    }
    return result;
  }, [events, columns.length]);

  // On open and on each new day or week (the label names it): bring now, or the day's first
  // appointment or work time, into view an hour below the top, instead of the grid's early hours.
  const opening = openingMinute(props.now, events, backgrounds);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || scrolledFor.current === props.label) return;
    scrolledFor.current = props.label;
    el.scrollTop = opening === null ? 0 : Math.max(0, (opening - 60 - range.from) * ppm);
  }, [props.label, opening, range.from, ppm]);

  const hours = slotTimes(range, 60);
  const slotList = slotTimes(range, slot);

  const geometryNow = (): GridGeometry => {
    const width = bodyRef.current?.getBoundingClientRect().width ?? columns.length * 120;
    return { pxPerMinute: ppm, slot, from: range.from, to: range.to, columnWidth: width / Math.max(1, columns.length), columns: columns.length };
  };

  const onPointerDown = (e: ReactPointerEvent, event: GridEvent, mode: 'move' | 'resize') => {
    if (!props.canEdit || e.button !== 0 || !event.appointment.room_uuid) return;
    if (event.appointment.status === 4 || event.appointment.status >= 8) return;
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    setGesture({ uuid: event.appointment.uuid, mode, x: e.clientX, y: e.clientY, dx: 0, dy: 0, active: false, g: geometryNow() });
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (!gesture) return;
    const dx = e.clientX - gesture.x;
    const dy = e.clientY - gesture.y;
    setGesture({ ...gesture, dx, dy, active: gesture.active || isDrag(dx, dy) });
  };
  const onPointerUp = (event: GridEvent) => {
    const g = gesture;
    setGesture(null);
    if (!g || g.uuid !== event.appointment.uuid || !g.active) return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    const target = preview(g, event);
    if (target.column !== event.column || target.start !== event.start || target.end !== event.end) props.onMove(event.appointment, target);
  };
  const preview = (g: Gesture, event: GridEvent): MoveResult =>
    g.mode === 'move'
      ? moveTarget(event, g.dx, g.dy, g.g)
      : { column: event.column, start: event.start, end: resizeTarget(event, g.dy, g.g) };

  const allowDrop = (e: DragEvent) => {
    if (props.canEdit && e.dataTransfer.types.includes(QUEUE_DRAG_TYPE)) e.preventDefault();
  };

  return (
    <div ref={rootRef} className="cal-grid" role="region" aria-label={props.label} tabIndex={sideways ? 0 : undefined} style={{ ['--cal-cols' as string]: columns.length }}>
      <div className="cal-grid__head" aria-hidden="true">
        <div className="cal-grid__corner">
          <span className="dc-visually-hidden">{t('grid.time')}</span>
        </div>
        {columns.map((c) => (
          <div key={c.key} className={`cal-grid__colhead${c.today ? ' is-today' : ''}${c.closed ? ' is-closed' : ''}`}>
            {c.color ? <span className="cal-dot" style={{ background: c.color }} aria-hidden="true" /> : null}
            <span className="cal-grid__collabel">{c.label}</span>
            {c.sublabel ? <span className="cal-grid__colsub">{c.sublabel}</span> : null}
          </div>
        ))}
      </div>
      <div className="cal-grid__scroll" ref={scrollRef}>
        <div className="cal-grid__gutter" style={{ height }} aria-hidden="true">
          {hours.map((m) => (
            <span key={m} className="cal-grid__hour" style={{ top: (m - range.from) * ppm }}>
              {hhmm(m)}
            </span>
          ))}
        </div>
        <div
          className="cal-grid__body"
          ref={bodyRef}
          style={{ height, ['--cal-hour' as string]: `${60 * ppm}px`, ['--cal-slot' as string]: `${slot * ppm}px` }}
          onPointerMove={onPointerMove}
        >
          {columns.map((c, ci) => (
            <div key={c.key} className={`cal-col${c.today ? ' is-today' : ''}${c.closed ? ' is-closed' : ''}`} role="group" aria-label={`${c.label}${c.sublabel ? ' ' + c.sublabel : ''}`}>
              {backgrounds
                .filter((b) => b.column === ci)
                .map((b) => {
                  const pos = geometry(b.start, b.end, range, ppm);
                  return (
                    <div
                      key={b.key}
                      className="cal-bg"
                      title={t('grid.work_time', { name: b.label })}
                      style={{ top: pos.top, height: pos.height, ['--cal-bg' as string]: b.color || '#1a62b8' }}
                    >
                      <span className="cal-bg__label">{b.label}</span>
                    </div>
                  );
                })}
              {props.canAdd
                ? slotList.map((m) => (
                    <button
                      key={m}
                      type="button"
                      tabIndex={-1}
                      className="cal-slot"
                      style={{ top: (m - range.from) * ppm, height: slot * ppm }}
                      aria-label={t('grid.free_slot', { time: hhmm(m), room: `${c.label}${c.sublabel ? ' ' + c.sublabel : ''}` })}
                      onClick={() => props.onSlot(ci, m)}
                      onDragOver={allowDrop}
                      onDrop={(e) => {
                        const uuid = e.dataTransfer.getData(QUEUE_DRAG_TYPE);
                        if (uuid) {
                          e.preventDefault();
                          props.onDropQueued(uuid, ci, m);
                        }
                      }}
                    />
                  ))
                : null}
              {props.now !== null && c.today && props.now >= range.from && props.now <= range.to ? (
                <div className="cal-now" style={{ top: (props.now - range.from) * ppm }} aria-hidden="true" />
              ) : null}
            </div>
          ))}
          {events.map((event) => {
            const p = placements.get(event.appointment.uuid) ?? { col: 0, cols: 1 };
            const g = gesture && gesture.uuid === event.appointment.uuid && gesture.active ? gesture : null;
            const target = g ? preview(g, event) : null;
            const place = (e: { column: number; start: number; end: number }, sub: { col: number; cols: number }) => {
              const pos = geometry(e.start, e.end, range, ppm);
              const colWidth = 100 / columns.length;
              return {
                top: pos.top,
                height: Math.max(pos.height, 18),
                left: `calc(${colWidth * e.column + (colWidth * sub.col) / sub.cols}% + 2px)`,
                width: `calc(${colWidth / sub.cols}% - 4px)`,
              };
            };
            return (
              <EventBlock
                key={event.appointment.uuid}
                appointment={event.appointment}
                start={event.start}
                end={event.end}
                style={place(event, p)}
                dragging={!!g}
                ghost={target ? { style: place(target, { col: 0, cols: 1 }), start: target.start, end: target.end } : null}
                draggable={props.canEdit}
                dense={props.dense}
                onOpen={() => {
                  if (!suppressClick.current) props.onOpen(event.appointment);
                }}
                onPointerDown={(e, mode) => onPointerDown(e, event, mode)}
                onPointerUp={() => onPointerUp(event)}
                onPointerCancel={() => setGesture(null)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
