import type { PlanSnapshot } from '@dental/contracts';
import type { User } from '@dental/identity';
import type { ToothMapItem } from '../items/tooth-map-item.entity.js';
import type { ServiceRef } from '../items/service-refs.js';
import { planEstimate } from './plan-estimate.js';
import type { StoredSnapshot, TreatmentPlan } from './treatment-plan.entity.js';

/**
 * The plan as the patient approves it: each phase's lines with the service's name and the frozen
 * prices of this moment, the sums, the signer and the time. Stored once; later catalogue changes,
 * treatment or a copy never reach it.
 */
export function planSnapshot(
  plan: TreatmentPlan,
  items: readonly ToothMapItem[],
  services: ReadonlyMap<string, ServiceRef>,
  approver: User,
  at: Date,
  signature: string | null,
): StoredSnapshot {
  const byUuid = new Map(items.map((item) => [item.uuid, item]));
  const estimate = planEstimate(plan.phases, items);
  return {
    name: plan.name,
    phases: estimate.phases.map((phase) => ({
      name: phase.name,
      lines: phase.items.flatMap((uuid) => {
        const item = byUuid.get(uuid);
        if (!item) return [];
        const price = item.price ?? 0;
        return [
          {
            item_uuid: item.uuid,
            tooth: item.tooth,
            jaw: item.jaw,
            surfaces: [...item.surfaces],
            service_uuid: item.serviceUuid,
            service_name: (item.serviceUuid && services.get(item.serviceUuid)?.name) || '',
            price,
            insurance: Math.min(item.insurance ?? 0, price),
          },
        ];
      }),
      total: phase.total,
      insurance: phase.insurance,
    })),
    total: estimate.total,
    insurance: estimate.insurance,
    to_pay: estimate.total - estimate.insurance,
    approved_at: at.toISOString(),
    approved_by: { uuid: approver.uuid, first_name: approver.firstName, last_name: approver.lastName },
    signature,
  };
}

/** The snapshot as answers carry it: without the signature image (`has_signature` says whether there is one). */
export function snapshotAnswer(stored: StoredSnapshot): PlanSnapshot {
  return { name: stored.name, phases: stored.phases, total: stored.total, insurance: stored.insurance, to_pay: stored.to_pay, approved_at: stored.approved_at, approved_by: stored.approved_by };
}
