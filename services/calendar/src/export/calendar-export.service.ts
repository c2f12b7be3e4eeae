import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, type Language } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { EntityManager } from '@mikro-orm/postgresql';
import { csvText, readSource } from '@dental/server-core';
import type { Appointment } from '../appointments/appointment.entity.js';
import { CalendarViewService, type CalendarQuery } from '../calendar-view/calendar-view.service.js';
import { localDate, localTime } from '../common/zoned.js';
import { icsCalendar, type IcsEvent } from './ics.js';

const COLUMNS = ['date', 'time_from', 'time_to', 'room', 'patient', 'phone', 'practitioner', 'assistant', 'service', 'reason', 'status', 'price', 'comment'] as const;

const fullName = (person: { firstName: string; lastName: string } | undefined) => (person ? `${person.firstName} ${person.lastName}` : '');
const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export interface ExportFile {
  body: string;
  type: string;
  filename: string;
}

/** The visible range of the calendar (same query as the view) as CSV or iCalendar. */
@Injectable()
export class CalendarExportService {
  constructor(
    private readonly view: CalendarViewService,
    private readonly em: EntityManager,
  ) {}

  async export(query: CalendarQuery, format: 'csv' | 'ics', language: Language): Promise<ExportFile> {
    const { grid, events } = await this.view.exportView(query, (await readSource(this.em)).connectionType);
    const { branch } = grid;
    const roomName = new Map(grid.rooms.map((room) => [room.uuid, room.name]));
    const base = `calendar-${grid.date}-${query.view}`;
    if (format === 'csv') {
      const t = (key: string) => translate(language, `errors:calendar_export.${key}`);
      const zone = branch.timeZone;
      const columns = COLUMNS.map((key) => ({ header: t(key), numeric: key === 'price' }));
      const rows = events.map((event) => {
        const from = event.timeFrom as Date;
        const to = event.timeTo as Date;
        return [
          localDate(from, zone),
          localTime(from, zone),
          localTime(to, zone),
          roomName.get(event.room?.uuid ?? '') ?? '',
          fullName(event.patient.getEntity()),
          event.patient.getEntity().phone,
          fullName(event.practitioner?.getEntity()),
          fullName(event.assistant?.getEntity()),
          event.service?.getEntity().name ?? '',
          t(`reason_${event.reason}`),
          t(`status_${event.status}`),
          euros(event.price),
          event.comment,
        ];
      });
      return { body: csvText(columns, rows), type: 'text/csv; charset=utf-8', filename: `${base}.csv` };
    }
    const stamp = new Date();
    const items: IcsEvent[] = events.map((event) => toIcsEvent(event, roomName, branch.name, stamp, language));
    return { body: icsCalendar(`${branch.name}`, items), type: 'text/calendar; charset=utf-8', filename: `${base}.ics` };
  }
}

function toIcsEvent(event: Appointment, roomName: Map<string, string>, branchName: string, stamp: Date, language: Language): IcsEvent {
  const patient = event.patient.getEntity();
  const practitioner = event.practitioner?.getEntity();
  const service = event.service?.getEntity().name;
  const lines = [
    practitioner ? `${translate(language, 'errors:calendar_export.practitioner')}: ${fullName(practitioner)}` : null,
    service ? `${translate(language, 'errors:calendar_export.service')}: ${service}` : null,
    `${translate(language, 'errors:calendar_export.status')}: ${translate(language, `errors:calendar_export.status_${event.status}`)}`,
    event.comment,
  ].filter((line): line is string => Boolean(line));
  return {
    uid: event.uuid,
    start: event.timeFrom as Date,
    end: event.timeTo as Date,
    stamp,
    summary: `${fullName(patient)}${service ? ` - ${service}` : ''}`,
    description: lines.join('\n'),
    location: `${branchName}, ${roomName.get(event.room?.uuid ?? '') ?? ''}`,
    status: event.status === APPOINTMENT_STATUS.canceled ? 'CANCELLED' : event.status === APPOINTMENT_STATUS.planned || event.status === APPOINTMENT_STATUS.notified ? 'TENTATIVE' : 'CONFIRMED',
    sequence: event.version - 1,
  };
}
