import type { INestApplication } from '@nestjs/common';
import type { AppointmentCreate } from '@dental/contracts';
// The API's own harness (the real app on the migrated, seeded test database): the calendar is
// tested inside the composed API exactly as it is served. Reached by path (tests only).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { api, createProbeUser, createTestApp, findOrFail, signIn, sql } from '../../../api/src/__tests__/test-app.js';

export { api, createProbeUser, createTestApp, signIn, sql };

/** The demo company's fixtures the tests book with (looked up, never assumed). */
export interface DemoFixtures {
  branch: string;
  otherBranch: string;
  rooms: string[];
  doctor: string;
  manager: string;
  assistant: string;
  patients: string[];
}

export async function demoFixtures(app: INestApplication): Promise<DemoFixtures> {
  const branches = await sql<{ uuid: string; name: string }>(
    app,
    `select b.uuid, b.name from branch b join company c on c.id = b.company_id where c.slug = 'demo' order by b.name`,
  );
  const riga = findOrFail(branches, (branch) => branch.name.startsWith('R'), 'the Riga branch');
  const jurmala = findOrFail(branches, (branch) => branch.name.startsWith('J'), 'the Jurmala branch');
  const rooms = await sql<{ uuid: string }>(app, `select uuid from room where branch_uuid = ? and hidden = 0 and deleted_at is null order by sort_order`, [riga.uuid]);
  const users = await sql<{ uuid: string; username: string }>(app, `select uuid, username from "user" where username in ('doctor', 'manager', 'assistant')`);
  const patients = await sql<{ uuid: string }>(
    app,
    `select p.uuid from patient p join company c on c.id = p.company_id where c.slug = 'demo' and p.deleted_at is null order by p.uuid limit 20`,
  );
  const user = (name: string) => findOrFail(users, (row) => row.username === name, name).uuid;
  return {
    branch: riga.uuid,
    otherBranch: jurmala.uuid,
    rooms: rooms.map((room) => room.uuid),
    doctor: user('doctor'),
    manager: user('manager'),
    assistant: user('assistant'),
    patients: patients.map((patient) => patient.uuid),
  };
}

/** An instant of a local Riga wall time on a winter day (UTC+2), e.g. at('2031-01-14', '09:00'). */
export const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();

export function booking(fixtures: DemoFixtures, date: string, from: string, to: string, extra: Partial<AppointmentCreate> = {}): AppointmentCreate {
  return {
    branch_uuid: fixtures.branch,
    patient_uuid: fixtures.patients[0],
    room_uuid: fixtures.rooms[0],
    practitioner_uuid: fixtures.doctor,
    time_from: at(date, from),
    time_to: at(date, to),
    ...extra,
  };
}

