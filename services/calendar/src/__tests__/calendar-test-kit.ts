import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { AppointmentCreate, Permission } from '@dental/contracts';
// The API's own harness (the real app on the migrated, seeded test database): the calendar is
// tested inside the composed API exactly as it is served. Reached by path (tests only).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createTestApp, findOrFail, signIn } from '../../../api/src/__tests__/test-app.js';

export { createTestApp, signIn };

export const api = (app: INestApplication) => request(app.getHttpServer());

export async function sql<T = Record<string, unknown>>(app: INestApplication, query: string, params: unknown[] = []): Promise<T[]> {
  return app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
}

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

/** A demo-company user whose one position holds exactly the permissions a test grants. */
export async function createProbeUser(app: INestApplication): Promise<{ token: string; grant: (permissions: Permission[]) => Promise<void> }> {
  const username = `probe_${randomUUID().slice(0, 8)}`;
  const [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
  const positionUuid = randomUUID();
  const userUuid = randomUUID();
  await sql(app, `insert into position (uuid, company_id, name, type, permissions) values (?, ?, 'Probe', 0, '{}')`, [positionUuid, companyId]);
  await sql(app, `insert into "user" (uuid, company_id, username, password_hash, first_name, last_name) values (?, ?, ?, ?, 'Probe', 'User')`, [
    userUuid,
    companyId,
    username,
    await hash(username),
  ]);
  await sql(app, `insert into user_positions (user_uuid, position_uuid) values (?, ?)`, [userUuid, positionUuid]);
  const token = await signIn(app, username);
  return {
    token,
    grant: async (permissions) => {
      await sql(app, `update position set permissions = ?::text[] where uuid = ?`, [`{${permissions.join(',')}}`, positionUuid]);
    },
  };
}
