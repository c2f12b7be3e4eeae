/**
 * Read-your-writes: a user who changed something a moment ago reads from the primary until the
 * mark expires, so the replica's lag never hides their own change (readSource, read-source.ts).
 * In process by default; with REDIS_URL the host provides a Redis store, so every API instance
 * sees the mark (the next request may land on another instance).
 */
export interface RecentWrites {
  /** Marks the user as having written now, for RECENT_WRITE_MS. */
  mark(userId: string): Promise<void>;
  /** Whether the user wrote within the last RECENT_WRITE_MS. */
  isRecent(userId: string): Promise<boolean>;
}

/** Injection token of the RecentWrites store; without a provider the in-process one is used. */
export const RECENT_WRITES = Symbol.for('dental.RecentWrites');

/** Far longer than streaming replication's usual lag (milliseconds), short enough to leave the primary to writes. */
export const RECENT_WRITE_MS = 5000;

/** One process's marks: enough for a single instance, and the fallback of the Redis store. */
export class InProcessRecentWrites implements RecentWrites {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  mark(userId: string): Promise<void> {
    const now = this.now();
    // Expired marks are dropped as new ones come, so the map holds only the last few seconds' writers.
    if (this.until.size > 1000) for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
    this.until.set(userId, now + RECENT_WRITE_MS);
    return Promise.resolve();
  }

  isRecent(userId: string): Promise<boolean> {
    return Promise.resolve((this.until.get(userId) ?? 0) > this.now());
  }
}
