import type { INestApplication } from '@nestjs/common';
import { api, bookingSetup, createProbeUser, eventsSettled, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The workload report through the real API, on appointments and planner time of March-April 2035
 * in the Riga branch (nothing else books then). Riga moves to summer time on 2035-03-25, so the
 * month holds days of both offsets; the last open evening of March (Friday the 30th, 16:00 Riga
 * summer time) belongs to March and to its own Riga day.
 */
describe('reports: workload', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  /** A Riga wall time as an instant: +02:00 before 2035-03-25, +03:00 from it. */
  const riga = (date: string, time: string) => new Date(`${date}T${time}:00${date >= '2035-03-25' && date < '2035-10-28' ? '+03:00' : '+02:00'}`).toISOString();

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    const book = async (date: string, from: string, to: string, extra: Record<string, unknown> = {}) => {
      const res = await api(app)
        .post('/api/calendar/appointments')
        .set('authorization', admin)
        .send({ branch_uuid: fx.branch, patient_uuid: fx.patients[0], room_uuid: fx.rooms[0], practitioner_uuid: fx.doctor, time_from: riga(date, from), time_to: riga(date, to), ...extra });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data as { uuid: string };
    };
    const finished = await book('2035-03-23', '09:00', '09:30');
    // Start is allowed only on the appointment's own day (calendar's booking rules): this one is put in the room directly.
    await sql(app, 'update appointment set status = 7 where uuid = ?', [finished.uuid]);
    await api(app).post(`/api/calendar/appointments/${finished.uuid}/end`).set('authorization', admin).send({ version: 1 });
    await book('2035-03-26', '10:00', '10:45', { room_uuid: fx.rooms[1], assistant_uuid: fx.assistant });
    // The last open evening of March (the branch keeps its default week: weekdays 08:00-18:00).
    await book('2035-03-30', '16:00', '16:45');
    const canceled = await book('2035-04-02', '09:00', '09:30');
    await api(app).post(`/api/calendar/appointments/${canceled.uuid}/cancel`).set('authorization', admin).send({ version: 1 });
    const late = await book('2035-04-02', '10:00', '10:20');
    await api(app).patch(`/api/calendar/appointments/${late.uuid}/status`).set('authorization', admin).send({ status: 5, version: 1 });
    // The doctor works 09:00-17:00 Monday to Friday of the week after the change: 5 x 480 minutes.
    const work = await api(app).post('/api/planner/worktimes').set('authorization', admin).send({
      branch_uuid: fx.branch,
      room_uuid: fx.rooms[0],
      user_uuid: fx.doctor,
      date_from: '2035-03-26',
      date_to: '2035-03-30',
      time_from: '09:00',
      time_to: '17:00',
      repeat_type: 'week',
      repeat_after: 1,
      weekdays: [1, 2, 3, 4, 5],
    });
    if (work.status !== 201) throw new Error(JSON.stringify(work.body));
    // The report reads its own read model, built from these writes' events.
    await eventsSettled(app);
  }, 120_000);
  afterAll(() => app.close());

  const report = (query: Record<string, string>, token = admin) =>
    api(app).get('/api/reports/workload').query({ branch_uuid: fx.branch, from: '2035-03-01', to: '2035-04-30', ...query }).set('authorization', token).set('content-language', 'en');

  it('counts appointments, their minutes and the planner time per doctor and month, the last evening of March in March', async () => {
    const res = await report({ bucket: 'month', by: 'doctor' });
    expect(res.status).toBe(200);
    const { rows, totals, buckets } = res.body.data;
    expect(buckets).toEqual(['2035-03-01', '2035-04-01']);
    const doctor = (bucket: string) => rows.find((row: { bucket: string; key: string }) => row.bucket === bucket && row.key === fx.doctor);
    expect(doctor('2035-03-01')).toMatchObject({ appointments: 3, finished: 1, canceled: 0, no_show: 0, booked_minutes: 30 + 45 + 45, working_minutes: 2400, utilisation: 0.05 });
    expect(doctor('2035-04-01')).toMatchObject({ appointments: 2, finished: 0, canceled: 1, no_show: 1, booked_minutes: 20, working_minutes: 0, utilisation: null });
    expect(doctor('2035-03-01').label).toMatch(/\S/);
    expect(totals).toMatchObject({ appointments: 5, finished: 1, canceled: 1, no_show: 1, booked_minutes: 140, working_minutes: 2400 });
  });

  it('equals the appointments\u2019 own minutes per room and Riga day, across the change to summer time', async () => {
    const res = await report({ bucket: 'day', by: 'room' });
    expect(res.status).toBe(200);
    const underlying = await sql<{ day: string; room: string; minutes: string; n: number }>(
      app,
      `select to_char(time_from at time zone 'Europe/Riga', 'YYYY-MM-DD') as day, room_uuid as room,
         sum(extract(epoch from time_to - time_from) / 60) filter (where status <> 4) as minutes, count(*)::int as n
       from appointment where branch_uuid = ? and deleted_at is null and time_from >= '2035-02-28T22:00:00Z' and time_from < '2035-04-30T21:00:00Z'
       group by 1, 2`,
      [fx.branch],
    );
    const got = res.body.data.rows.filter((row: { appointments: number }) => row.appointments > 0);
    expect(got.map((row: { bucket: string; key: string; booked_minutes: number; appointments: number }) => [row.bucket, row.key, row.booked_minutes, row.appointments]).sort()).toEqual(
      underlying.map((row) => [row.day, row.room, Number(row.minutes ?? 0), row.n]).sort(),
    );
    expect(got.find((row: { bucket: string }) => row.bucket === '2035-03-30')).toMatchObject({ key: fx.rooms[0], booked_minutes: 45 });
    // The room's planner time: 480 minutes on each of the five days.
    const monday = res.body.data.rows.find((row: { bucket: string; key: string }) => row.bucket === '2035-03-26' && row.key === fx.rooms[0]);
    expect(monday).toMatchObject({ working_minutes: 480, booked_minutes: 0 });
  });

  it('names weeks by their Monday and splits by assistant, none set being its own row', async () => {
    const res = await report({ bucket: 'week', by: 'assistant', from: '2035-03-20', to: '2035-04-05' });
    expect(res.status).toBe(200);
    expect(res.body.data.buckets).toEqual(['2035-03-19', '2035-03-26', '2035-04-02']);
    const rows = res.body.data.rows as { bucket: string; key: string | null; appointments: number; booked_minutes: number }[];
    expect(rows.filter((row) => row.appointments > 0).map((row) => [row.bucket, row.key, row.appointments, row.booked_minutes])).toEqual([
      ['2035-03-19', null, 1, 30],
      ['2035-03-26', fx.assistant, 1, 45],
      ['2035-03-26', null, 1, 45],
      ['2035-04-02', null, 2, 20],
    ]);
  });

  it('exports the same rows as CSV with the totals line', async () => {
    const res = await api(app)
      .get('/api/reports/workload/export.csv')
      .query({ branch_uuid: fx.branch, from: '2035-03-01', to: '2035-04-30', bucket: 'month', by: 'doctor' })
      .set('authorization', admin)
      .set('content-language', 'en');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('workload-2035-03-01-2035-04-30.csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Period from;Doctor;Appointments;Finished;Canceled;No-show / late;Booked minutes;Working minutes;Utilisation %');
    expect(lines).toContain('2035-03-01;' + (await doctorName()) + ';3;1;0;0;120;2400;5.0');
    expect(lines.at(-1)).toBe('Total;;5;1;1;1;140;2400;5.8');
  });

  const doctorName = async () => (await sql<{ name: string }>(app, `select first_name || ' ' || last_name as name from "user" where uuid = ?`, [fx.doctor]))[0].name;

  it('refuses a bad period with the field named', async () => {
    const res = await report({ from: '2035-04-30', to: '2035-03-01' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.to).toBe('The end date must not be before the start date');
    expect((await report({ bucket: 'year' })).status).toBe(400);
  });

  it('needs report_view, read again on every request', async () => {
    const probe = await createProbeUser(app);
    expect((await report({}, probe.token)).status).toBe(403);
    await probe.grant(['report_view']);
    const allowed = await report({}, probe.token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.totals.appointments).toBe(5);
    await probe.grant([]);
    expect((await report({}, probe.token)).status).toBe(403);
  });

  it('answers 404 for another company\u2019s branch and counts only the caller\u2019s company across all branches', async () => {
    const [theirs] = await sql<{ uuid: string }>(app, `select b.uuid from branch b join company c on c.id = b.company_id where c.slug = 'other' limit 1`);
    const res = await report({ branch_uuid: theirs.uuid });
    expect(res.status).toBe(404);
    const all = await api(app).get('/api/reports/workload').query({ from: '2035-03-01', to: '2035-04-30' }).set('authorization', admin);
    expect(all.status).toBe(200);
    expect(all.body.data.branch_uuid).toBeNull();
    expect(all.body.data.totals.appointments).toBe(5);
    const other = await createProbeUser(app, ['report_view'], 'other');
    const theirReport = await api(app).get('/api/reports/workload').query({ from: '2035-03-01', to: '2035-04-30' }).set('authorization', other.token);
    expect(theirReport.status).toBe(200);
    expect(theirReport.body.data.totals.appointments).toBe(0);
  });
});
