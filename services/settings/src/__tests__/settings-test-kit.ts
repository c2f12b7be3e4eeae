import type { INestApplication } from '@nestjs/common';
import type { Permission } from '@dental/contracts';
import { api, createProbeUser, signIn, sql, type ProbeUser } from '@dental/server-testing';

/** The settings records' shared behaviour (describeCrud); the rest of the kit is @dental/server-testing. */
export interface Tokens {
  admin: string;
  other: string;
  probe: ProbeUser;
}

export async function tokensFor(app: INestApplication): Promise<Tokens> {
  const [admin, other, probe] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other'), createProbeUser(app)]);
  return { admin, other, probe };
}

export interface CrudCase {
  /** e.g. '/api/settings/branches/<uuid>/rooms' */
  base: string;
  table: string;
  view: Permission;
  edit: Permission;
  create: () => Record<string, unknown>;
  edited: Record<string, unknown>;
  /** A create body with a field wrong, and the field the answer must name. */
  invalid: { body: Record<string, unknown>; field: string };
  /** The answer field the list search finds the created record by. */
  searchBy?: string;
}

/**
 * The behaviour every settings record shares: create, read, list (search), edit with version, 409
 * on a stale version, 400 with translated fields, 403 without the permission, 404 for another
 * company, soft delete (gone from lists, row kept).
 */
export function describeCrud(name: string, setup: () => Promise<{ app: INestApplication; tokens: Tokens; crud: CrudCase }>): void {
  describe(`${name}: shared record behaviour`, () => {
    let app: INestApplication;
    let tokens: Tokens;
    let crud: CrudCase;
    beforeAll(async () => {
      ({ app, tokens, crud } = await setup());
    });

    it('creates, reads, lists, edits with its version (409 when stale) and soft-deletes', async () => {
      const body = crud.create();
      const created = await api(app).post(crud.base).set('authorization', tokens.admin).send(body);
      expect(created.status).toBe(201);
      const record = created.body.data as { uuid: string; version: number } & Record<string, unknown>;
      expect(record.version).toBe(1);

      const read = await api(app).get(`${crud.base}/${record.uuid}`).set('authorization', tokens.admin);
      expect(read.status).toBe(200);
      expect(read.body.data.uuid).toBe(record.uuid);

      if (crud.searchBy) {
        const search = String(record[crud.searchBy]);
        const list = await api(app).get(crud.base).query({ search, per_page: 10 }).set('authorization', tokens.admin);
        expect(list.status).toBe(200);
        expect(list.body.meta).toMatchObject({ page: 1, per_page: 10 });
        expect(list.body.data.map((item: { uuid: string }) => item.uuid)).toContain(record.uuid);
      }

      const edited = await api(app).patch(`${crud.base}/${record.uuid}`).set('authorization', tokens.admin).send({ ...crud.edited, version: 1 });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ ...crud.edited, version: 2 });

      const stale = await api(app).patch(`${crud.base}/${record.uuid}`).set('authorization', tokens.admin).send({ ...crud.edited, version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('VERSION_CONFLICT');

      const removed = await api(app).delete(`${crud.base}/${record.uuid}`).set('authorization', tokens.admin);
      expect(removed.status).toBe(204);
      expect((await api(app).get(`${crud.base}/${record.uuid}`).set('authorization', tokens.admin)).status).toBe(404);
      if (crud.searchBy) {
        const list = await api(app).get(crud.base).query({ search: String(record[crud.searchBy]) }).set('authorization', tokens.admin);
        expect(list.body.data.map((item: { uuid: string }) => item.uuid)).not.toContain(record.uuid);
      }
      const [row] = await sql<{ deleted_at: Date | null }>(app, `select deleted_at from "${crud.table}" where uuid = ?`, [record.uuid]);
      expect(row.deleted_at).not.toBeNull();
    });

    it('answers 400 naming the field, in Latvian by default and in English on request', async () => {
      const lv = await api(app).post(crud.base).set('authorization', tokens.admin).send(crud.invalid.body);
      expect(lv.status).toBe(400);
      expect(Object.keys(lv.body.error.fields ?? {})).toContain(crud.invalid.field);
      const en = await api(app).post(crud.base).set('authorization', tokens.admin).set('content-language', 'en').send(crud.invalid.body);
      expect(en.body.error.fields[crud.invalid.field]).not.toBe(lv.body.error.fields[crud.invalid.field]);
    });

    it('refuses reading without the view permission and writing without the edit permission (403)', async () => {
      await tokens.probe.grant([]);
      expect((await api(app).get(crud.base).set('authorization', tokens.probe.token)).status).toBe(403);
      await tokens.probe.grant([crud.view]);
      expect((await api(app).get(crud.base).set('authorization', tokens.probe.token)).status).toBe(200);
      const write = await api(app).post(crud.base).set('authorization', tokens.probe.token).send(crud.create());
      expect(write.status).toBe(403);
      expect(write.body.error.code).toBe('FORBIDDEN');
    });

    it("answers 404 for another company's record", async () => {
      const created = await api(app).post(crud.base).set('authorization', tokens.admin).send(crud.create());
      expect(created.status).toBe(201);
      const { uuid, version } = created.body.data;
      // Nested records sit under a parent of the demo company, which the other company cannot see either.
      const target = `${crud.base}/${uuid}`;
      expect((await api(app).get(target).set('authorization', tokens.other)).status).toBe(404);
      const edit = await api(app).patch(target).set('authorization', tokens.other).send({ ...crud.edited, version });
      expect(edit.status).toBe(404);
      expect((await api(app).delete(target).set('authorization', tokens.other)).status).toBe(404);
    });
  });
}
