/**
 * The reports' advisory lock: every consumer's delivery holds it shared, a rebuild holds it alone,
 * so a rebuild never interleaves with a delivery (which would count an event twice or deadlock on
 * the inbox row both claim).
 */
export const REPORTS_LOCK = 4_201_401;
