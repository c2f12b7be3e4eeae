import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { PageQuery } from '@dental/contracts';
import { badRequest } from '../http/api-exception.js';

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
  /** More matches of a search than a substring of `searchIn` (e.g. a personal code's keyed hash: its sealed column has no substring to search). */
  searchAlso?: (search: string) => FilterQuery<T>[];
  where?: FilterQuery<T>;
  populate?: readonly string[];
  /** E.g. `{ tenant: false }` for the admin's cross-company lists (said where it is used). */
  filters?: Record<string, boolean>;
}

/** Which page of a list a query asks for (the contract's `page`, 1-based, and `per_page`). */
export type PageWindow = Pick<PageQuery, 'page' | 'per_page'>;

/** The LIMIT/OFFSET of the asked page, for `em.find`/`findAndCount` options. */
export const pageLimits = ({ page, per_page }: PageWindow) => ({ limit: per_page, offset: (page - 1) * per_page });

/** One fetched page and the total of matches, in the shape every list answers from. */
export const pageOf = <T>({ page, per_page }: PageWindow, items: T[], total: number): Paged<T> => ({ items, page, per_page, total });

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
  if (search) conditions.push({ $or: [...options.searchIn.map((field) => ({ [field]: { $ilike: likePattern(search) } })), ...((options.searchAlso?.(search) ?? []) as object[])] });
  const where = (conditions.length === 0 ? {} : conditions.length === 1 ? conditions[0] : { $and: conditions }) as FilterQuery<T>;
  const orderBy = [{ [property]: query.order }, { uuid: 'asc' }] as unknown as QueryOrderMap<T>[];
  const [items, total] = await em.findAndCount(entity, where as never, {
    orderBy,
    ...pageLimits(query),
    populate: (options.populate ?? []) as never,
    ...(options.filters ? { filters: options.filters } : {}),
  });
  return pageOf(query, items, total);
}

/** A list's answer: one page of items in their contract shape, and where that page sits. */
export interface PagedAnswer<A> {
  data: A[];
  meta: { page: number; per_page: number; total: number };
}

/** The paged answer `{data, meta}` with items mapped to their contract shape. */
export const pagedAnswer = <T, A>(page: Paged<T>, map: (item: T) => A): PagedAnswer<A> => ({
  data: page.items.map(map),
  meta: { page: page.page, per_page: page.per_page, total: page.total },
});
