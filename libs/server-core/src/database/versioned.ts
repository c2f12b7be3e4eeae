import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { BaseEntity } from './base.entity.js';

/**
 * Optimistic lock: the edit carries the version the client read; a stale one throws MikroORM's
 * OptimisticLockError, which the platform answers as 409 VERSION_CONFLICT.
 */
export async function checkVersion(em: EntityManager, entity: BaseEntity, version: number | undefined): Promise<void> {
  if (version !== undefined) await em.lock(entity, LockMode.OPTIMISTIC, version);
}

/** Soft delete: the row stays for history, lists stop showing it (the softDelete filter). */
export async function softDelete(em: EntityManager, entity: BaseEntity, version?: number): Promise<void> {
  await checkVersion(em, entity, version);
  entity.deletedAt = new Date();
  await em.flush();
}

/** Copies the sent (not undefined) fields of a snake_case body onto entity properties. */
export function applyFields<E extends object>(entity: E, body: Record<string, unknown>, map: Record<string, keyof E>): void {
  for (const [field, property] of Object.entries(map)) {
    const value = body[field];
    if (value !== undefined) Object.assign(entity, { [property]: value });
  }
}
