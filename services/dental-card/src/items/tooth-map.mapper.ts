import type { ToothItemStage, ToothMapItem as ToothMapItemAnswer, ToothMapStatus } from '@dental/contracts';
import type { User } from '@dental/identity';
import type { ToothStatus } from '@dental/settings';
import type { ToothMapItem } from './tooth-map-item.entity.js';

/** The relations an item's answer shows. */
export const ITEM_POPULATE = ['status', 'service', 'practitioner', 'appointment'] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const person = (user: User | null | undefined) => (user ? { uuid: user.uuid, first_name: user.firstName, last_name: user.lastName } : null);

export const toStatusAnswer = (status: ToothStatus): ToothMapStatus => ({
  uuid: status.uuid,
  name: status.name,
  category: status.category,
  color: status.color,
  diagnostic_name: status.diagnosticName,
  scheduled_name: status.scheduledName,
  cure_name: status.cureName,
  has_surface: status.hasSurface,
  display_type: status.displayType,
  icon_text: status.iconText,
});

/**
 * An item as the card shows it at `at` (an instant): the stage it had then, and only the steps
 * taken by then (a filling treated tomorrow is still planned on today's card).
 */
export function toItemAnswer(item: ToothMapItem, at: Date = new Date()): ToothMapItemAnswer {
  const by = (date: Date | null) => (date && date <= at ? date : null);
  const treatedAt = by(item.treatedAt);
  // Planned from planned_at until its plan was deleted (unplanned_at), if it was. A deleted plan
  // is not read (the soft-delete filter), so inside that period the item shows no plan_uuid.
  const plannedAt = by(item.plannedAt) && !by(item.unplannedAt) ? item.plannedAt : null;
  const stage: ToothItemStage = item.stage === 'existing' ? 'existing' : treatedAt ? 'treated' : plannedAt ? 'planned' : 'diagnosed';
  const planned = stage === 'planned' || stage === 'treated';
  const service = planned ? item.service?.getEntity() : null;
  return {
    uuid: item.uuid,
    tooth: item.tooth,
    jaw: item.jaw,
    surfaces: item.surfaces,
    status: toStatusAnswer(item.status.getEntity()),
    stage,
    service: service ? { uuid: service.uuid, name: service.name } : null,
    plan_uuid: planned ? (item.plan?.uuid ?? null) : null,
    price: planned ? item.price : null,
    price_frozen: planned && item.priceFrozen,
    insurance: planned ? item.insurance : null,
    comment: item.comment,
    diagnosed_at: iso(item.diagnosedAt),
    planned_at: iso(plannedAt),
    treated_at: iso(treatedAt),
    appointment_uuid: treatedAt ? (item.appointment?.uuid ?? null) : null,
    practitioner: treatedAt ? person(item.practitioner?.getEntity()) : null,
    invalidated_at: iso(by(item.invalidatedAt)),
    invalidation_reason: by(item.invalidatedAt) ? item.invalidationReason : null,
    version: item.version,
  };
}
