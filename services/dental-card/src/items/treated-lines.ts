import type { EntityManager } from '@mikro-orm/postgresql';
import type { TreatedLine } from '@dental/contracts';
import { ToothMapItem } from './tooth-map-item.entity.js';

/**
 * What an appointment's invoice bills from the dental card: its treated items, not invalidated,
 * each with its frozen price (issue 13 builds the invoice lines from these). Runs in the caller's
 * tenant scope, so another company's appointment has none.
 */
export async function treatedItemsOfAppointment(em: EntityManager, appointmentUuid: string): Promise<TreatedLine[]> {
  const items = await em.find(
    ToothMapItem,
    { appointmentUuid, stage: 'treated', invalidatedAt: null },
    { orderBy: { treatedAt: 'asc', tooth: 'asc' } },
  );
  return items.map((item) => ({
    item_uuid: item.uuid,
    service_uuid: item.serviceUuid!,
    tooth: item.tooth,
    jaw: item.jaw,
    surfaces: item.surfaces,
    price_cents: item.price ?? 0,
    insurance_cents: item.insurance === null ? null : Math.min(item.insurance, item.price ?? 0),
    practitioner_uuid: item.practitioner?.uuid ?? null,
    treated_at: item.treatedAt!.toISOString(),
  }));
}
