import type { ToothItemStage, ToothMapItem as ToothMapItemAnswer, ToothMapStatus } from '@dental/contracts';
import type { ToothStatus } from '@dental/settings';
import type { User } from '@dental/identity';
import type { ToothMapItem } from './tooth-map-item.entity.js';

/** The relations an item's answer shows. */
export const ITEM_POPULATE = ['practitioner'] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const person = (user: User | null | undefined) => (user ? { uuid: user.uuid, first_name: user.firstName, last_name: user.lastName } : null);
const ms = (date: Date | null) => (date ? date.getTime() : null);

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

/** An item's steps as instants in ms (null where not taken), the one input of the replay. */
export interface ItemSteps {
  stage: ToothItemStage;
  plannedAt: number | null;
  unplannedAt: number | null;
  treatedAt: number | null;
  invalidatedAt: number | null;
}

/** What of an item the card at `at` shows: its stage then, and which steps were taken by then. */
export interface ItemReplay {
  stage: ToothItemStage;
  /** Planned or treated then: the service, plan and price belong to the answer. */
  procedure: boolean;
  planned: boolean;
  treated: boolean;
  invalidated: boolean;
}

/**
 * The replay rule, written once for the entity answer (below) and the card's lean read
 * (tooth-map-reads.ts): only steps taken by `at` count. Planned from planned_at until its plan was
 * deleted (unplanned_at), if it was; a filling treated tomorrow is still planned on today's card.
 */
export function replayAt(steps: ItemSteps, at: number): ItemReplay {
  const by = (instant: number | null) => instant !== null && instant <= at;
  const treated = by(steps.treatedAt);
  const planned = by(steps.plannedAt) && !by(steps.unplannedAt);
  const stage: ToothItemStage = steps.stage === 'existing' ? 'existing' : treated ? 'treated' : planned ? 'planned' : 'diagnosed';
  return { stage, procedure: stage === 'planned' || stage === 'treated', planned, treated, invalidated: by(steps.invalidatedAt) };
}

/**
 * An item as the card shows it at `at` (an instant): the stage it had then, and only the steps
 * taken by then. A deleted plan is not read (the soft-delete filter), so inside its planned period
 * the item shows no plan_uuid; likewise an appointment the calendar has deleted since shows none
 * (`appointmentLive`, which the caller reads through calendar_v1.appointment_ref). `status` and
 * `service` are the item's diagnosis and service as settings publishes them.
 */
export function toItemAnswer(
  item: ToothMapItem,
  status: ToothMapStatus,
  service: { uuid: string; name: string } | null,
  at: Date = new Date(),
  appointmentLive = true,
): ToothMapItemAnswer {
  const shown = replayAt(
    { stage: item.stage, plannedAt: ms(item.plannedAt), unplannedAt: ms(item.unplannedAt), treatedAt: ms(item.treatedAt), invalidatedAt: ms(item.invalidatedAt) },
    at.getTime(),
  );
  return {
    uuid: item.uuid,
    tooth: item.tooth,
    jaw: item.jaw,
    surfaces: item.surfaces,
    status,
    stage: shown.stage,
    service: shown.procedure && service ? { uuid: service.uuid, name: service.name } : null,
    plan_uuid: shown.procedure ? (item.plan?.uuid ?? null) : null,
    price: shown.procedure ? item.price : null,
    price_frozen: shown.procedure && item.priceFrozen,
    insurance: shown.procedure ? item.insurance : null,
    comment: item.comment,
    diagnosed_at: iso(item.diagnosedAt),
    planned_at: shown.planned ? iso(item.plannedAt) : null,
    treated_at: shown.treated ? iso(item.treatedAt) : null,
    appointment_uuid: shown.treated && appointmentLive ? item.appointmentUuid : null,
    practitioner: shown.treated ? person(item.practitioner?.getEntity()) : null,
    invalidated_at: shown.invalidated ? iso(item.invalidatedAt) : null,
    invalidation_reason: shown.invalidated ? item.invalidationReason : null,
    version: item.version,
  };
}
