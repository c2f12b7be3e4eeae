import ical, { ICalCalendarMethod, ICalEventStatus, escape } from 'ical-generator';

/**
 * iCalendar (RFC 5545) through ical-generator, which folds lines at 75 octets and escapes TEXT
 * values. Instants are written in UTC (`...Z`): no VTIMEZONE is needed and every client shows them
 * in its own zone. The UID is the appointment's uuid, so a re-import updates rather than duplicates,
 * and SEQUENCE tells a client which copy is newer.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  status?: keyof typeof STATUS;
  sequence?: number;
}

const STATUS = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

export function icsCalendar(name: string, events: IcsEvent[]): string {
  const calendar = ical({
    // The library writes NAME and X-WR-CALNAME as given, unlike the events' TEXT values.
    name: escape(name, false),
    prodId: { company: 'Dental Platform', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      stamp: event.stamp,
      summary: event.summary,
      description: event.description || null,
      location: event.location || null,
      status: event.status ? STATUS[event.status] : null,
      sequence: event.sequence,
    });
  }
  // RFC 5545 3.1 ends every content line with CRLF, the last one too; the library omits that one.
  return `${calendar.toString()}\r\n`;
}
