import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { addDays, isoWeekday, todayIn } from '@dental/domain-time';
import { api, createCompany, sql, uniqueTag, type TestCompany } from '@dental/server-testing';

/**
 * A clinic of its own for the booking tests (nothing here shows in the demo company's lists): one
 * branch in Riga with two rooms, a 30-minute service, two practitioners, online booking on under a
 * slug of its own, and its e-mail channel pointed at the test's SMTP server.
 */
export interface BookingClinic {
  company: TestCompany;
  token: string;
  branch: string;
  slug: string;
  rooms: [string, string];
  service: string;
  users: [string, string];
  patient: string;
}

export async function bookingClinic(app: INestApplication, smtpPort: number): Promise<BookingClinic> {
  const company = await createCompany(
    app,
    ['branch_settings_view', 'branch_working_hours_view', 'branch_edit', 'calendar_view', 'calendar_add', 'calendar_edit', 'patients_view', 'patients_add'],
    'Booking',
  );
  const id = company.id;
  const branch = randomUUID();
  await sql(app, `insert into branch (uuid, company_id, department_uuid, name, phone, address_actual, time_zone) values (?, ?, ?, ?, '+371 67000000', 'Brīvības iela 1, Rīga', 'Europe/Riga')`, [
    branch,
    id,
    company.department,
    `Rīgas filiāle ${uniqueTag('letters')}`,
  ]);
  const rooms: [string, string] = [randomUUID(), randomUUID()];
  for (const [index, room] of rooms.entries()) {
    await sql(app, `insert into room (uuid, company_id, branch_uuid, name, sort_order) values (?, ?, ?, ?, ?)`, [room, id, branch, `Kabinets ${index + 1}`, index]);
  }
  const category = randomUUID();
  await sql(app, `insert into catalogue_category (uuid, company_id, type, name) values (?, ?, 1, 'Profilakse')`, [category, id]);
  const service = randomUUID();
  await sql(app, `insert into service (uuid, company_id, category_uuid, name, sku, time, price_from, price_to, vat_category, unit) values (?, ?, ?, 'Apskate', ?, 30, 2500, 4000, 'exempt', 'gab')`, [
    service,
    id,
    category,
    `B-${uniqueTag()}`.slice(0, 20),
  ]);
  const users: [string, string] = [randomUUID(), randomUUID()];
  for (const [index, user] of users.entries()) {
    await sql(app, `insert into "user" (uuid, company_id, username, password_hash, first_name, last_name) values (?, ?, ?, 'x', ?, 'Zobārste')`, [
      user,
      id,
      `dr_${uniqueTag()}`,
      index ? 'Baiba' : 'Anna',
    ]);
    await sql(app, `insert into user_branches (user_uuid, branch_uuid) values (?, ?)`, [user, branch]);
  }
  const token = company.user.token;
  const slug = `b-${uniqueTag()}`;
  const saved = await api(app).put(`/api/settings/branches/${branch}/online-booking`).set('authorization', token).send({
    enabled: true,
    slug,
    service_uuids: [service],
    user_uuids: users,
    // Past the furthest day a test books (week 9 of comingWednesday: at most 69 days ahead), whatever today is.
    horizon_days: 90,
    min_notice_hours: 2,
    buffer_minutes: 0,
    embed_origins: ['https://www.klinika.lv'],
    auto_confirm: false,
    version: 0,
  });
  if (saved.status !== 200) throw new Error(`settings not saved: ${JSON.stringify(saved.body)}`);
  await sql(app, `insert into message_channel_settings (company_id, channel, enabled, host, port, "user", sender_name) values (?, 'email', true, '127.0.0.1', ?, '', 'Klīnika')`, [id, smtpPort]);
  const made = await api(app).post('/api/patients').set('authorization', token).send({ first_name: 'Desk', last_name: `Pacients ${uniqueTag('letters')}`, phone: '+371 29000000' });
  if (made.status !== 201) throw new Error(`patient not made: ${JSON.stringify(made.body)}`);
  return { company, token, branch, slug, rooms, service, users, patient: made.body.data.uuid };
}

/** One weekday's opening hours (ISO weekday, 1 Monday ... 7 Sunday; null: closed that day). */
export type Opening = [weekday: number, open: string, close: string] | [weekday: number, closed: null];

/** Sets the branch's week of opening hours through the settings' screen endpoint (days not named: closed). */
export async function openingHours(app: INestApplication, clinic: BookingClinic, opening: Opening[]): Promise<void> {
  const path = `/api/settings/branches/${clinic.branch}/working-hours`;
  const current = await api(app).get(path).set('authorization', clinic.token);
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const day = opening.find(([d]) => d === weekday);
    return day && day[1] !== null ? { weekday, open: day[1], close: day[2], closed: false } : { weekday, open: null, close: null, closed: true };
  });
  const saved = await api(app).put(path).set('authorization', clinic.token).send({ days, version: current.body.data.version });
  if (saved.status !== 200) throw new Error(`opening hours not saved: ${JSON.stringify(saved.body)}`);
}

/** Adds a work time of `user` in `room` (instants with their offsets, as written). */
export async function workTime(app: INestApplication, clinic: BookingClinic, user: string, room: string, from: string, to: string): Promise<void> {
  await sql(app, `insert into work_time (company_id, branch_uuid, room_uuid, user_uuid, time_from, time_to) values (?, ?, ?, ?, ?, ?)`, [
    clinic.company.id,
    clinic.branch,
    room,
    user,
    from,
    to,
  ]);
}

/** A desk appointment (status 1) written as the calendar stores it. */
export async function deskAppointment(app: INestApplication, clinic: BookingClinic, user: string, room: string, from: string, to: string): Promise<void> {
  await sql(app, `insert into appointment (company_id, branch_uuid, room_uuid, patient_uuid, practitioner_uuid, time_from, time_to, status) values (?, ?, ?, ?, ?, ?, ?, 1)`, [
    clinic.company.id,
    clinic.branch,
    room,
    clinic.patient,
    user,
    from,
    to,
  ]);
}

/** A weekday (Wednesday) at least `weeks` weeks after today in Riga: the HTTP tests' days, on the running clock. */
export function comingWednesday(weeks: number, now = new Date()): string {
  const today = todayIn('Europe/Riga', now);
  const first = addDays(today, 7 * weeks);
  return addDays(first, (3 - isoWeekday(first) + 7) % 7);
}

/** The offset of Riga on a day (+02:00 in winter, +03:00 in summer): what a wall time there is written with. */
export function rigaOffset(day: string): string {
  const probe = new Date(`${day}T12:00:00Z`);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hour: '2-digit', hour12: false }).format(probe));
  return hour - 12 === 3 ? '+03:00' : '+02:00';
}
