import { z } from 'zod';
import { textSchema } from './fields.js';
import { MAX_PER_PAGE } from './paging.values.js';

/** Every answer is `{ data: ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const uuidSchema = z.uuid();
export const uuidParamsSchema = z.object({ uuid: z.uuid() });

/** Who a record names (a patient, a doctor, the user who did it): the one shape every answer derives from. */
export const personRefSchema = z.object({ uuid: z.uuid(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** A hex colour such as `#1e88e5`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export * from './languages.js';
export * from './paging.values.js';

/** Paged lists: `?page=1&per_page=25&sort=last_name&order=asc&search=...`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
  sort: textSchema(50).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  search: textSchema(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Where a page stands: every paged answer carries it beside its `data`. */
export const pageMetaSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A paged answer `{data, meta}`: the one shape of every list (server answers, the browser's client). */
export const pagedEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });
/** The type of `pagedEnvelope(item)` for items of type T. */
export type Paged<T> = z.infer<ReturnType<typeof pagedEnvelope<z.ZodType<T>>>>;

/** Optimistic locking: every edit sends the version it read; a stale one gets 409. */
export const versionedSchema = z.object({ version: z.number().int().min(1) });
