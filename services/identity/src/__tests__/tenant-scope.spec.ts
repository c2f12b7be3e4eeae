import type { INestApplication } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Company, withTenant } from '@dental/server-core';
import { createTestApp, sql, uniqueTag } from '@dental/server-testing';
import { Department } from '../departments/department.entity.js';

/**
 * The data layer's tenancy outside an HTTP request: withTenant() scopes reads to one company, and
 * TenantSubscriber stamps that company on what `em.create` + flush insert, whatever the code gave.
 */
describe('withTenant and the tenant subscriber', () => {
  let app: INestApplication;
  let em: EntityManager;
  let demo: number;
  let other: number;
  const companyOf = async (uuid: string) => (await sql<{ company_id: number }>(app, 'select company_id from department where uuid = ?', [uuid]))[0].company_id;

  beforeAll(async () => {
    app = await createTestApp();
    // The application's EntityManager: inside withTenant it resolves to that context's fork.
    em = app.get(EntityManager);
    const companies = await sql<{ id: number; slug: string }>(app, `select id, slug from company where slug in ('demo', 'other')`);
    [demo, other] = ['demo', 'other'].map((slug) => companies.find((company) => company.slug === slug)!.id);
  });
  afterAll(() => app.close());

  it('stamps the tenant on a row created without a company', async () => {
    const name = `Stamped ${uniqueTag()}`;
    const uuid = await withTenant(em, other, async () => {
      const department = em.create(Department, { name });
      await em.flush();
      return department.uuid;
    });
    expect(await companyOf(uuid)).toBe(other);
  });

  it("overwrites a company the code named with the tenant's", async () => {
    const uuid = await withTenant(em, other, async () => {
      const department = em.create(Department, { name: `Forged ${uniqueTag()}`, company: em.getReference(Company, demo) });
      await em.flush();
      return department.uuid;
    });
    expect(await companyOf(uuid)).toBe(other);
  });

  it('refuses, by name, a company-owned row created outside any tenant without a company', async () => {
    await expect(
      withTenant(em, null, async () => {
        em.create(Department, { name: `Homeless ${uniqueTag()}` });
        await em.flush();
      }),
    ).rejects.toThrow(/Department created outside a tenant and without a company/);
  });

  it("reads only the tenant's rows, and refuses to read company-owned rows with no tenant at all", async () => {
    const names = await withTenant(em, other, async () => (await em.find(Department, {})).map((department) => department.company.id));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([other]));
    await expect(withTenant(em, null, () => em.find(Department, {}))).rejects.toThrow(/tenant/);
  });
});
