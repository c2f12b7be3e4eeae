import { Migration } from '@mikro-orm/migrations';

/**
 * `report_branch_day`: each branch's workload per local day (its own zone), kept by triggers on the
 * workload's read model (report_appointment, report_work_time) in the same transaction as the row
 * they count, so every projection, replay and delete keeps it equal to those rows. The owner's view
 * (GET /api/reports/branches) reads a year of 50 branches as ~18,000 of these rows instead of the
 * ~1.5M appointments behind them (issue 31: <= 200 ms; the appointments themselves took seconds).
 */
export class Migration20261202100000_report_branch_day extends Migration {
  override name = 'Migration20261202100000_report_branch_day';

  override async up(): Promise<void> {
    this.addSql(`create table "report_branch_day" ("company_id" int not null, "branch_uuid" uuid not null, "day" date not null,
      "appointments" int not null default 0, "finished" int not null default 0, "canceled" int not null default 0, "no_show" int not null default 0,
      "booked_minutes" bigint not null default 0, "working_minutes" bigint not null default 0,
      primary key ("branch_uuid", "day"));`);
    this.addSql(`create index "report_branch_day_company_day_index" on "report_branch_day" ("company_id", "day");`);
    // One appointment's share of its day: counted while it has a time and is not deleted (the workload report's rule).
    this.addSql(`create function report_branch_day_appointment(r report_appointment, sign int) returns void language sql as $$
      insert into report_branch_day (company_id, branch_uuid, day, appointments, finished, canceled, no_show, booked_minutes)
      select r.company_id, r.branch_uuid, (r.time_from at time zone b.time_zone)::date, sign,
        sign * (r.status in (8, 9, 10))::int, sign * (r.status = 4)::int, sign * (r.status = 5)::int,
        sign * case when r.status <> 4 then round(extract(epoch from r.time_to - r.time_from) / 60)::bigint else 0 end
      from identity_v1.branch_ref b where b.uuid = r.branch_uuid and r.time_from is not null and not r.deleted
      on conflict (branch_uuid, day) do update set appointments = report_branch_day.appointments + excluded.appointments,
        finished = report_branch_day.finished + excluded.finished, canceled = report_branch_day.canceled + excluded.canceled,
        no_show = report_branch_day.no_show + excluded.no_show, booked_minutes = report_branch_day.booked_minutes + excluded.booked_minutes
    $$;`);
    this.addSql(`create function report_branch_day_work(r report_work_time, sign int) returns void language sql as $$
      insert into report_branch_day (company_id, branch_uuid, day, working_minutes)
      select r.company_id, r.branch_uuid, (r.time_from at time zone b.time_zone)::date, sign * round(extract(epoch from r.time_to - r.time_from) / 60)::bigint
      from identity_v1.branch_ref b where b.uuid = r.branch_uuid and not r.deleted
      on conflict (branch_uuid, day) do update set working_minutes = report_branch_day.working_minutes + excluded.working_minutes
    $$;`);
    this.addSql(`create function report_branch_day_appointment_trigger() returns trigger language plpgsql as $$ begin
      if tg_op in ('UPDATE', 'DELETE') then perform report_branch_day_appointment(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform report_branch_day_appointment(new, 1); end if;
      return null; end $$;`);
    this.addSql(`create function report_branch_day_work_trigger() returns trigger language plpgsql as $$ begin
      if tg_op in ('UPDATE', 'DELETE') then perform report_branch_day_work(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform report_branch_day_work(new, 1); end if;
      return null; end $$;`);
    this.addSql(`create trigger report_branch_day_appointment after insert or update or delete on report_appointment
      for each row execute function report_branch_day_appointment_trigger();`);
    this.addSql(`create trigger report_branch_day_work after insert or update or delete on report_work_time
      for each row execute function report_branch_day_work_trigger();`);
    // What the read model holds already, counted once.
    this.addSql(`select report_branch_day_appointment(a, 1) from report_appointment a;`);
    this.addSql(`select report_branch_day_work(w, 1) from report_work_time w;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists report_branch_day_appointment on report_appointment;');
    this.addSql('drop trigger if exists report_branch_day_work on report_work_time;');
    this.addSql('drop function if exists report_branch_day_appointment_trigger(), report_branch_day_work_trigger(), report_branch_day_appointment(report_appointment, int), report_branch_day_work(report_work_time, int);');
    this.addSql('drop table if exists "report_branch_day";');
  }
}
