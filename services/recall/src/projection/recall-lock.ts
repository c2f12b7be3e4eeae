/**
 * The recall module's advisory lock: every delivery of its consumer holds it shared, a rebuild of
 * its read model holds it alone, so a rebuild never interleaves with a delivery.
 */
export const RECALL_LOCK = 4_201_426;
