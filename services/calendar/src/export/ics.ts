/**
 * iCalendar (RFC 5545) writing: CRLF line ends, content lines folded at 75 octets (a fold never
 * splits a UTF-8 character), TEXT values escaped, instants in UTC (`...Z`).
 */
const encoder = new TextEncoder();

/** TEXT escaping (3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** 3.1: lines longer than 75 octets are split, each continuation starting with one space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return `${line}\r\n`;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return `${out.join('\r\n')}\r\n`;
}

/** DATE-TIME in UTC form: 20261122T083000Z. */
export const icsDateTime = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence?: number;
}

export function icsCalendar(name: string, events: IcsEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Dental Platform//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(event.stamp)}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.status) lines.push(`STATUS:${event.status}`);
    if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}
