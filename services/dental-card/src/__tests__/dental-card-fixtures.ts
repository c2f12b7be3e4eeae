import type { INestApplication } from '@nestjs/common';
import { addDays } from '@dental/domain-time';
import { api, booking, sql, type DemoFixtures } from '@dental/server-testing';

/** The demo diagnoses and services the dental-card tests chart with (looked up by name, never assumed). */
export interface CardCatalogue {
  /** Kariess: charted per surface. */
  caries: string;
  /** Kronis: a whole-tooth diagnosis (no surfaces). */
  crown: string;
  /** P-002, composite filling on two surfaces. */
  filling: string;
  fillingPrice: number;
}

export async function cardCatalogue(app: INestApplication): Promise<CardCatalogue> {
  const statuses = await sql<{ uuid: string; name: string }>(
    app,
    `select s.uuid, s.name from tooth_status s join company c on c.id = s.company_id where c.slug = 'demo' and s.name in ('Kariess', 'Kronis')`,
  );
  const [service] = await sql<{ uuid: string; price_from: number }>(
    app,
    `select s.uuid, s.price_from from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.sku = 'P-002'`,
  );
  const status = (name: string) => statuses.find((row) => row.name === name)!.uuid;
  return { caries: status('Kariess'), crown: status('Kronis'), filling: service.uuid, fillingPrice: service.price_from };
}

/** A patient of the demo company with an empty card: made here, so other files' cards never interfere. */
export async function freshPatient(app: INestApplication, token: string, name = 'Zobu'): Promise<string> {
  const res = await api(app).post('/api/patients').set('authorization', token).send({ first_name: name, last_name: `Karte ${Date.now() % 100000}` });
  if (res.status !== 201) throw new Error(`patient not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.uuid as string;
}

/**
 * An appointment of that patient in a free slot of a far-off weekday (inside the branch's opening
 * hours: nine hours a day from 08:00, five days a week from Monday 2 January 2034), moved to
 * status 7 (started) when asked.
 */
export async function appointmentOf(app: INestApplication, token: string, fx: DemoFixtures, patient: string, slot: number, started: boolean): Promise<string> {
  const hour = String(8 + (slot % 9)).padStart(2, '0');
  const day = addDays('2034-01-02', Math.floor(slot / 45) * 7 + Math.floor((slot % 45) / 9));
  const res = await api(app).post('/api/calendar/appointments').set('authorization', token).send(booking(fx, day, `${hour}:00`, `${hour}:30`, { patient_uuid: patient }));
  if (res.status !== 201) throw new Error(`appointment not created: ${res.status} ${JSON.stringify(res.body)}`);
  const uuid = res.body.data.uuid as string;
  if (started) await sql(app, `update appointment set status = 7 where uuid = ?`, [uuid]);
  return uuid;
}

export const cardApi = (app: INestApplication, token: string, patient: string) => {
  const path = `/api/patients/${patient}`;
  const send = <T extends { set: (k: string, v: string) => T }>(req: T) => req.set('authorization', token).set('content-language', 'en');
  return {
    card: (at?: string) => send(api(app).get(`${path}/tooth-map`).query(at ? { at } : {})),
    setType: (tooth: number | string, body: object) => send(api(app).put(`${path}/tooth-map/teeth/${tooth}`)).send(body),
    add: (body: object) => send(api(app).post(`${path}/tooth-map/items`)).send(body),
    plan: (item: string, body: object) => send(api(app).post(`${path}/tooth-map/items/${item}/plan`)).send(body),
    treat: (item: string, appointment: string) => send(api(app).post(`${path}/tooth-map/items/${item}/treat`)).send({ appointment_uuid: appointment }),
    edit: (item: string, body: object) => send(api(app).patch(`${path}/tooth-map/items/${item}`)).send(body),
    invalidate: (item: string, reason: string) => send(api(app).post(`${path}/tooth-map/items/${item}/invalidate`)).send({ reason }),
    remove: (item: string) => send(api(app).delete(`${path}/tooth-map/items/${item}`)),
    plans: () => send(api(app).get(`${path}/treatment-plans`)),
    newPlan: (name = 'Plāns') => send(api(app).post(`${path}/treatment-plans`)).send({ name }),
    getPlan: (plan: string) => send(api(app).get(`${path}/treatment-plans/${plan}`)),
    editPlan: (plan: string, body: object) => send(api(app).patch(`${path}/treatment-plans/${plan}`)).send(body),
    removePlan: (plan: string) => send(api(app).delete(`${path}/treatment-plans/${plan}`)),
    approve: (plan: string, body: object = {}) => send(api(app).post(`${path}/treatment-plans/${plan}/approve`)).send(body),
    close: (plan: string) => send(api(app).post(`${path}/treatment-plans/${plan}/close`)).send({}),
    copy: (plan: string) => send(api(app).post(`${path}/treatment-plans/${plan}/copy`)).send({}),
    order: (plan: string, phases: object, version?: number) => send(api(app).put(`${path}/treatment-plans/${plan}/order`)).send({ phases, version }),
  };
};
