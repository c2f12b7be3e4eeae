import { jest } from '@jest/globals';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ApiException } from '../http/api-exception.js';
import { findPage, likePattern, pageLimits, pageOf, pagedAnswer } from '../database/paging.js';
import { applyFields, checkVersion, softDelete } from '../database/versioned.js';
import type { BaseEntity } from '../database/base.entity.js';

const query = { page: 3, per_page: 20, order: 'asc' as const };

class Room {
  uuid = '';
}

/** An EntityManager that records what the helpers ask of it (the SQL itself is the API tests' business). */
function fakeEm() {
  const calls: { method: string; args: unknown[] }[] = [];
  const em = {
    findAndCount: jest.fn(async (...args: unknown[]) => {
      calls.push({ method: 'findAndCount', args });
      return [[{ uuid: 'a' }], 41];
    }),
    lock: jest.fn(async (...args: unknown[]) => {
      calls.push({ method: 'lock', args });
    }),
    flush: jest.fn(async () => {
      calls.push({ method: 'flush', args: [] });
    }),
  };
  return { em: em as unknown as EntityManager, calls };
}

describe('paging', () => {
  it('escapes LIKE wildcards so a typed % or _ matches itself', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('turns a page into LIMIT/OFFSET and back into the answer {data, meta}', () => {
    expect(pageLimits(query)).toEqual({ limit: 20, offset: 40 });
    const page = pageOf(query, [1, 2], 42);
    expect(page).toEqual({ items: [1, 2], page: 3, per_page: 20, total: 42 });
    expect(pagedAnswer(page, (n) => `#${n}`)).toEqual({ data: ['#1', '#2'], meta: { page: 3, per_page: 20, total: 42 } });
  });

  it('sorts by an allowed field then by uuid, searches every listed property, and pages', async () => {
    const { em, calls } = fakeEm();
    const page = await findPage(em, Room, { ...query, sort: 'name', search: ' 5%' }, { sortable: { order: 'sortOrder', name: 'name' }, searchIn: ['name', 'color'], where: { uuid: 'b' } });
    expect(page).toEqual({ items: [{ uuid: 'a' }], page: 3, per_page: 20, total: 41 });
    const [, where, options] = calls[0].args as [unknown, unknown, Record<string, unknown>];
    expect(where).toEqual({ $and: [{ uuid: 'b' }, { $or: [{ name: { $ilike: '%5\\%%' } }, { color: { $ilike: '%5\\%%' } }] }] });
    expect(options).toMatchObject({ orderBy: [{ name: 'asc' }, { uuid: 'asc' }], limit: 20, offset: 40 });
  });

  it('refuses a sort that is not an allowed field (a 400 on `sort`, never a raw column), prototype keys included', async () => {
    for (const sort of ['deleted_at', 'constructor', '__proto__']) {
      const { em, calls } = fakeEm();
      const refused = findPage(em, Room, { ...query, sort }, { sortable: { name: 'name' }, searchIn: [] });
      await expect(refused).rejects.toBeInstanceOf(ApiException);
      await expect(refused).rejects.toMatchObject({ status: 400 });
      expect(calls).toHaveLength(0);
    }
  });
});

describe('versioned edits', () => {
  const entity = () => ({ deletedAt: null }) as unknown as BaseEntity;

  it('checks the sent version with an optimistic lock, and skips the check when none was sent', async () => {
    const { em, calls } = fakeEm();
    const record = entity();
    await checkVersion(em, record, undefined);
    expect(calls).toHaveLength(0);
    await checkVersion(em, record, 4);
    expect(calls).toEqual([{ method: 'lock', args: [record, LockMode.OPTIMISTIC, 4] }]);
  });

  it('soft-deletes: marks the row and flushes, after the version check', async () => {
    const { em, calls } = fakeEm();
    const record = entity();
    await softDelete(em, record, 2);
    expect(record.deletedAt).toBeInstanceOf(Date);
    expect(calls.map((call) => call.method)).toEqual(['lock', 'flush']);
  });

  it('copies only the sent fields of a snake_case body onto their properties', () => {
    const room = { name: 'A', sortOrder: 1, color: '#fff' };
    applyFields(room, { name: 'B', sort_order: undefined, color: null, ignored: 1 }, { name: 'name', sort_order: 'sortOrder', color: 'color' });
    expect(room).toEqual({ name: 'B', sortOrder: 1, color: null });
  });
});
