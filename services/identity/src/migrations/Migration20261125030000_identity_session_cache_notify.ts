import { Migration } from '@mikro-orm/migrations';

/**
 * Notifies every API instance's session cache (services/identity/src/auth/session-invalidation.listener.ts)
 * of whatever may change a resolved session, by whichever path it is written (ORM or plain SQL):
 * a session updated or deleted, a user updated or deleted, a user's positions changed name the
 * user; a position changed names everyone ('*'). Postgres sends them at commit, once per payload.
 */
export class Migration20261125030000_identity_session_cache_notify extends Migration {

  override name = 'Migration20261125030000_identity_session_cache_notify';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function session_cache_notify_user() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'user' then
    perform pg_notify('dental_session_cache', coalesce(old.uuid, new.uuid)::text);
  else
    perform pg_notify('dental_session_cache', coalesce(old.user_uuid, new.user_uuid)::text);
    if tg_op = 'UPDATE' and old.user_uuid is distinct from new.user_uuid then
      perform pg_notify('dental_session_cache', new.user_uuid::text);
    end if;
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function session_cache_notify_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('dental_session_cache', '*');
  return null;
end $$;`);
    this.addSql(`create trigger session_cache_notify after update or delete on "session" for each row execute function session_cache_notify_user();`);
    this.addSql(`create trigger session_cache_notify after update or delete on "user" for each row execute function session_cache_notify_user();`);
    this.addSql(`create trigger session_cache_notify after insert or update or delete on "user_positions" for each row execute function session_cache_notify_user();`);
    this.addSql(`create trigger session_cache_notify after update or delete or truncate on "position" for each statement execute function session_cache_notify_all();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists session_cache_notify on "position";`);
    this.addSql(`drop trigger if exists session_cache_notify on "user_positions";`);
    this.addSql(`drop trigger if exists session_cache_notify on "user";`);
    this.addSql(`drop trigger if exists session_cache_notify on "session";`);
    this.addSql(`drop function if exists session_cache_notify_all();`);
    this.addSql(`drop function if exists session_cache_notify_user();`);
  }

}
