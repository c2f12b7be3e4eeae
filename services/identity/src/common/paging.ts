import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { PageQuery } from '@dental/contracts';
import { badRequest } from '@dental/server-core';

export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface PageOptions<T extends object> {
  /** The answer's sortable field names -> entity property paths; the first is the default. */
  sortable: Record<string, string>;
  /** Entity properties searched case-insensitively (contains) with `search`. */
  searchIn: string[];
  where?: FilterQuery<T>;
  populate?: readonly string[];
  /** E.g. `{ tenant: false }` for the admin's cross-company lists (said where it is used). */
  filters?: Record<string, boolean>;
}

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of a settings list: search over `searchIn` (ILIKE), sort by an allowed field (an
 * unknown `sort` is a 400 on the field, never a raw column name in SQL), tie-broken by uuid so
 * pages never repeat or skip rows.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  query: PageQuery,
  options: PageOptions<T>,
): Promise<Paged<T>> {
  const sortKey = query.sort ?? Object.keys(options.sortable)[0];
  // Own keys only: `constructor`, `toString` or `__proto__` would otherwise be found on Object.prototype.
  if (!Object.hasOwn(options.sortable, sortKey)) throw badRequest('VALIDATION_FAILED', { sort: 'invalid_option' });
  const property = options.sortable[sortKey];
  const search = query.search?.trim();
  const conditions: object[] = [];
  if (options.where) conditions.push(options.where as object);
  if (search) conditions.push({ $or: options.searchIn.map((field) => ({ [field]: { $ilike: likePattern(search) } })) });
  const where = (conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { $and: conditions }) as FilterQuery<T>;
  const orderBy = [{ [property]: query.order }, { uuid: 'asc' }] as unknown as QueryOrderMap<T>[];
  const [items, total] = await em.findAndCount(entity, where as never, {
    orderBy,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    populate: (options.populate ?? []) as never,
    ...(options.filters ? { filters: options.filters } : {}),
  });
  return { items, page: query.page, per_page: query.per_page, total };
}

/** The paged answer `{data, meta}` with items mapped to their contract shape. */
export const pagedAnswer = <T, A>(page: Paged<T>, map: (item: T) => A) => ({
  data: page.items.map(map),
  meta: { page: page.page, per_page: page.per_page, total: page.total },
});
