import type { ToothMap, ToothMapCard, ToothMapStatus } from './tooth-map.js';

/**
 * Rebuilds the card's whole items from its answer (each item's diagnosis from `statuses`): what the
 * browser shows and the tests compare with the entity answer. A diagnosis missing from `statuses`
 * is a server bug: it throws rather than drawing a blank item.
 */
export function expandToothMap({ at, teeth, items, statuses }: ToothMapCard): ToothMap {
  const byUuid = new Map<string, ToothMapStatus>(statuses.map((status) => [status.uuid, status]));
  return {
    at,
    teeth,
    // The item's keys in the contract's order (status after surfaces), as the item answers have them.
    items: items.map(({ uuid, tooth, jaw, surfaces, status_uuid, ...rest }) => {
      const status = byUuid.get(status_uuid);
      if (!status) throw new Error(`tooth map answer names diagnosis ${status_uuid} without it in statuses`);
      return { uuid, tooth, jaw, surfaces, status, ...rest };
    }),
  };
}
