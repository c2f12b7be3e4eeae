import type { PlanPhase } from '@dental/contracts';
import type { ToothMapItem } from '../items/tooth-map-item.entity.js';
import type { StoredPhase } from './treatment-plan.entity.js';

/**
 * A plan's phases with their sums: each procedure's price (frozen, or the service's price today)
 * and the insurer's part where set, in cents. Procedures of the plan that no phase names yet go to
 * the end of the first phase, so nothing planned is ever left out of the estimate.
 */
export function planEstimate(phases: readonly StoredPhase[], items: readonly ToothMapItem[]): { phases: PlanPhase[]; total: number; insurance: number } {
  const byUuid = new Map(items.map((item) => [item.uuid, item]));
  const named = new Set(phases.flatMap((phase) => phase.items));
  const unnamed = items.filter((item) => !named.has(item.uuid)).map((item) => item.uuid);
  const stored = phases.length ? phases : [{ name: '1', items: [] }];
  const result = stored.map((phase, index) => {
    const uuids = [...phase.items.filter((uuid) => byUuid.has(uuid)), ...(index === 0 ? unnamed : [])];
    const procedures = uuids.map((uuid) => byUuid.get(uuid)!);
    return {
      name: phase.name,
      items: uuids,
      total: procedures.reduce((sum, item) => sum + (item.price ?? 0), 0),
      // The insurer never pays more than the price (a price read again may have dropped below it).
      insurance: procedures.reduce((sum, item) => sum + Math.min(item.insurance ?? 0, item.price ?? 0), 0),
    };
  });
  const total = result.reduce((sum, phase) => sum + phase.total, 0);
  const insurance = result.reduce((sum, phase) => sum + phase.insurance, 0);
  return { phases: result, total, insurance };
}
