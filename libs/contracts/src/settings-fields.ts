import { z } from 'zod';

/** Field builders the contracts share (not exported from the package: local vocabulary). */
export const versionField = z.number().int().min(1);
/** 'HH:mm', 00:00-23:59; `endOfDay` also accepts 24:00. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const timeOfDayOrEnd = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);

type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };

/**
 * An entity's fields without their create defaults: an edit that leaves a field out keeps what is
 * stored, where a default would silently reset it.
 */
export const withoutDefaults = <S extends z.ZodRawShape>(shape: S): WithoutDefaults<S> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as WithoutDefaults<S>;

/**
 * The PATCH body of an entity, derived from the one field set its create uses: every field
 * optional (the ones sent change), no defaults, and the `version` read (409 when stale).
 */
export const editSchemaOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object(withoutDefaults(shape)).partial().extend({ version: versionField }).strict();
