import type { EntityManager } from '@mikro-orm/postgresql';
import { databaseUnreachable } from './unreachable.js';
import { currentRequest } from '../context/request-context.js';

/** Where a read went: the streaming replica, or the primary. Answered as `x-read-source`. */
export type ReadSourceName = 'replica' | 'primary';
export const READ_SOURCE_HEADER = 'x-read-source';

/** What the request context offers readSource (set by ReadYourWritesInterceptor). */
export interface ReadSourceHooks {
  /** Whether the signed-in user wrote a moment ago (asked once per request, on first use). */
  wroteRecently(): Promise<boolean>;
  /** Names the source in the answer's header. */
  announce(source: ReadSourceName): void;
}

export interface ReadSource {
  source: ReadSourceName;
  /** For the ORM's reads: `em.find(Entity, where, { connectionType })`. */
  connectionType: 'read' | 'write';
  /** Raw SQL on the chosen connection (`?` placeholders, as `em.getConnection().execute`). */
  execute<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * The connection the reports and the exports read from: the replica when DATABASE_REPLICA_URL
 * configured one, except inside a transaction, outside a request, or for a user who wrote within
 * the last seconds (RecentWrites), who would otherwise miss their own change. Everything else of
 * the API reads from the primary (orm-config.ts turns MikroORM's preferReadReplicas off). A
 * replica that cannot be reached sends the read, and the next seconds' reads, to the primary.
 */
export async function readSource(em: EntityManager): Promise<ReadSource> {
  const hooks = currentRequest()?.readSource;
  const replicas = em.config.get('replicas') ?? [];
  const primary = replicas.length === 0 || !hooks || em.isInTransaction() || Date.now() < replicaDownUntil || (await hooks.wroteRecently());
  const source: ReadSourceName = primary ? 'primary' : 'replica';
  const connectionType = primary ? 'write' : 'read';
  hooks?.announce(source);
  const onPrimary = <T>(sql: string, params: unknown[]) => em.getConnection('write').execute(sql, params) as Promise<T>;
  return {
    source,
    connectionType,
    execute: async <T>(sql: string, params: unknown[] = []) => {
      if (primary) return onPrimary<T>(sql, params);
      try {
        return (await em.getConnection('read').execute(sql, params)) as T;
      } catch (error) {
        if (!databaseUnreachable(error)) throw error;
        // The replica is gone (restarted, rebuilt): this read and the next few seconds' go to the primary.
        replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
        hooks?.announce('primary');
        return onPrimary<T>(sql, params);
      }
    },
  };
}

/** How long reads stay on the primary after the replica could not be reached. */
const REPLICA_RETRY_MS = 10_000;
let replicaDownUntil = 0;

