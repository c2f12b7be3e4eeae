import { icsCalendar, type IcsEvent } from '../ics.js';

const event: IcsEvent = {
  uid: '0b7e6a52-6f1c-4c2e-9a57-3f0d7f3c1a10',
  start: new Date('2031-01-21T07:00:00Z'),
  end: new Date('2031-01-21T07:30:00Z'),
  stamp: new Date('2031-01-01T10:00:00Z'),
  summary: 'Jānis Bērziņš - Plombe',
  description: 'Ārsts: Anna Ozola\nJūtīgi zobi; lūdz zvanīt, ja kavējas — paldies! Ļoti garš komentārs, lai rinda būtu jālauž',
  location: 'Centrs, Kabinets 1',
  status: 'TENTATIVE',
  sequence: 2,
};

describe('icsCalendar', () => {
  const body = icsCalendar('Centrs; Rīga', [event]);
  const unfolded = body.replace(/\r\n /g, '');

  it('writes CRLF content lines of at most 75 octets, the last one ended too', () => {
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('keeps the appointment as UID, instants in UTC, and TEXT escaped', () => {
    expect(unfolded).toContain('PRODID:-//Dental Platform//Calendar//EN\r\n');
    expect(unfolded).toContain('METHOD:PUBLISH\r\n');
    expect(unfolded).toContain('X-WR-CALNAME:Centrs\\; Rīga\r\n');
    expect(unfolded).toContain(`UID:${event.uid}\r\n`);
    expect(unfolded).toContain('DTSTAMP:20310101T100000Z\r\n');
    expect(unfolded).toContain('DTSTART:20310121T070000Z\r\n');
    expect(unfolded).toContain('DTEND:20310121T073000Z\r\n');
    expect(unfolded).toContain('DESCRIPTION:Ārsts: Anna Ozola\\nJūtīgi zobi\\; lūdz zvanīt\\, ja kavējas');
    expect(unfolded).toContain('LOCATION:Centrs\\, Kabinets 1\r\n');
    expect(unfolded).toContain('STATUS:TENTATIVE\r\n');
    expect(unfolded).toContain('SEQUENCE:2\r\n');
  });

  it('leaves out what an event does not have', () => {
    const bare = icsCalendar('Centrs', [{ uid: 'u-1', start: event.start, end: event.end, stamp: event.stamp, summary: 'X' }]);
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|STATUS/);
    expect(bare.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
