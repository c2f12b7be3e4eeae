import { z } from 'zod';

/** `/remotes.json`: remote name -> URL of its `mf-manifest.json`. Ops override it per release train. */
export const REMOTE_NAMES = ['calendar', 'patients', 'settings', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const remotesManifestSchema = z.record(z.enum(REMOTE_NAMES), z.string().min(1));
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  modules: z.array(z.object({ name: z.string(), version: z.string() })),
  database: z.enum(['ok', 'down']),
  /** The streaming replica the reports and exports read from (DATABASE_REPLICA_URL). */
  replica: z.enum(['ok', 'down', 'not_configured']),
  redis: z.enum(['ok', 'down', 'not_configured']),
});
export type Health = z.infer<typeof healthSchema>;
