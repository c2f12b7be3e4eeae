import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import {
  appointmentTakesTreatment,
  planTakesChanges,
  type ToothItemCreate,
  type ToothItemEdit,
  type ToothItemPlan,
  type ToothMapCard,
  type ToothMapItem as ToothMapItemAnswer,
  type ToothTypeSet,
} from '@dental/contracts';
import { canTransition, toothTypeFits, type ToothType } from '@dental/domain-teeth';
import { DEFAULT_TIME_ZONE, dayBounds, todayIn } from '@dental/domain-time';
import { User } from '@dental/identity';
import { Patient } from '@dental/patients';
import { ApiException, badRequest, checkVersion, conflict, notFound, type AuthSession } from '@dental/server-core';
import { ConsentRequirement } from '../consent-forms/consent-requirement.js';
import { DentalCardEvents } from '../events/dental-card-events.js';
import { TreatmentPlan } from '../plans/treatment-plan.entity.js';
import { ToothTypeEntry } from '../teeth/tooth-type-entry.entity.js';
import { serviceRefs } from './service-refs.js';
import { storedSurfaces } from './surfaces.js';
import { statusRefAnswer, toothStatusRefs, type ToothStatusRef } from './tooth-status-refs.js';
import { ToothMapItem } from './tooth-map-item.entity.js';
import { ToothMapReads } from './tooth-map-reads.js';
import { ITEM_POPULATE, toItemAnswer } from './tooth-map.mapper.js';

/** The spec's one message for a diagnosis without a target and a procedure without a tooth. */
const targetRequired = () => new ApiException(400, 'tooth_map_target_required', { tooth: 'tooth_map_target_required' });
/** The spec's `tooth_locked`: a treated item's surfaces never change. */
const toothLocked = (field = 'surfaces') => new ApiException(409, 'tooth_locked', { [field]: 'tooth_locked' });

/**
 * The dental card (issue 12): a log of items per patient, and the card computed from it at any
 * date. Every item write checks its stage move with domain-teeth's canTransition; a treated item
 * is final (its surfaces locked, `tooth_locked`), corrected only by invalidation.
 */
@Injectable()
export class ToothMapService {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ToothMapReads,
    private readonly events: DentalCardEvents,
    private readonly consents: ConsentRequirement,
  ) {}

  /** The patient of the caller's company; another company's answers 404. */
  async patient(uuid: string): Promise<Patient> {
    const patient = await this.em.findOne(Patient, { uuid });
    if (!patient) throw notFound();
    return patient;
  }

  /**
   * The card in force at the end of `date` (Riga's day, docs/decisions.md "Tooth map"): each tooth's
   * last type by then, and the items recorded by then and not invalidated by then, each at the
   * stage it had then.
   */
  async card(patientUuid: string, date?: string): Promise<ToothMapCard> {
    const day = date ?? todayIn(DEFAULT_TIME_ZONE);
    const until = new Date(dayBounds(day, DEFAULT_TIME_ZONE)[1] - 1);
    // The lean read names the tenant itself: another company's patient, or a deleted one, is none (404).
    const card = await this.reads.card(patientUuid, until);
    if (!card) throw notFound();
    return { at: day, ...card };
  }

  /** A tooth's type from now on; `version` (the tooth's entry count) guards against a lost update. */
  async setToothType(patientUuid: string, tooth: number, body: ToothTypeSet, auth: AuthSession) {
    const patient = await this.patient(patientUuid);
    if (!toothTypeFits(tooth, body.type as ToothType)) throw badRequest('VALIDATION_FAILED', { type: 'invalid_value' });
    const last = await this.em.findOne(ToothTypeEntry, { patient, tooth }, { orderBy: { entryVersion: 'desc' } });
    const current = last?.entryVersion ?? 0;
    if (body.version !== undefined && body.version !== current) throw conflict('VERSION_CONFLICT');
    const entry = this.em.create(ToothTypeEntry, {
      patient,
      tooth,
      type: body.type as ToothType,
      entryVersion: current + 1,
      setBy: ref(User, auth.userId),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // The unique (patient, tooth, entry_version): someone else set this tooth meanwhile.
      if ((error as { code?: string }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException') throw conflict('VERSION_CONFLICT');
      throw error;
    }
    return { tooth, type: entry.type, version: entry.entryVersion };
  }

  /** The item's answer; its appointment shows only while the calendar still has it (as the card's read). */
  async answer(item: ToothMapItem): Promise<ToothMapItemAnswer> {
    const [status, services, appointment] = await Promise.all([
      this.statusOf(item),
      serviceRefs(this.em, [item.serviceUuid]),
      item.appointmentUuid ? this.reads.appointment(item.appointmentUuid) : null,
    ]);
    // A service settings deleted since shows as none, as the card's lean read joins only live ones.
    const service = item.serviceUuid ? services.get(item.serviceUuid) : undefined;
    return toItemAnswer(item, statusRefAnswer(status), service && !service.deleted_at ? service : null, new Date(), !item.appointmentUuid || appointment !== null);
  }

  /** The item's diagnosis as settings publishes it (deleted since or not). */
  private async statusOf(item: ToothMapItem): Promise<ToothStatusRef> {
    const status = (await toothStatusRefs(this.em, [item.statusUuid])).get(item.statusUuid);
    if (!status) throw new Error(`tooth status ${item.statusUuid} of item ${item.uuid} not published`);
    return status;
  }

  async item(patientUuid: string, itemUuid: string): Promise<ToothMapItem> {
    const patient = await this.patient(patientUuid);
    const item = await this.em.findOne(ToothMapItem, { uuid: itemUuid, patient }, { populate: ITEM_POPULATE });
    if (!item) throw notFound();
    return item;
  }

  /** A diagnosis (or an existing treatment) on a tooth or a jaw: one of the two, never neither. */
  async create(patientUuid: string, body: ToothItemCreate, auth: AuthSession): Promise<ToothMapItem> {
    const patient = await this.patient(patientUuid);
    if (body.tooth === undefined && body.jaw === undefined) throw targetRequired();
    if (body.tooth !== undefined && body.jaw !== undefined) throw badRequest('VALIDATION_FAILED', { jaw: 'invalid_value' });
    const status = (await toothStatusRefs(this.em, [body.tooth_status_uuid])).get(body.tooth_status_uuid);
    if (!status || status.deleted_at) throw badRequest('VALIDATION_FAILED', { tooth_status_uuid: 'invalid_value' });
    const tooth = body.tooth ?? null;
    const item = this.em.create(ToothMapItem, {
      patient,
      tooth,
      jaw: body.jaw ?? null,
      surfaces: storedSurfaces(body.surfaces ?? [], tooth, status),
      statusUuid: status.uuid,
      stage: body.stage,
      comment: body.comment ?? null,
      createdBy: ref(User, auth.userId),
    });
    await this.em.flush();
    return this.item(patientUuid, item.uuid);
  }

  /** A procedure on a diagnosed tooth into a draft plan (an approved one is signed: a change needs a copy). */
  async plan(patientUuid: string, itemUuid: string, body: ToothItemPlan): Promise<ToothMapItem> {
    const item = await this.live(patientUuid, itemUuid);
    if (item.tooth === null) throw targetRequired();
    if (!canTransition(item.stage, 'planned')) throw conflict('TOOTH_ITEM_STAGE');
    const [services, plan] = await Promise.all([
      serviceRefs(this.em, [body.service_uuid]),
      this.em.findOne(TreatmentPlan, { uuid: body.plan_uuid, patient: item.patient }),
    ]);
    const service = services.get(body.service_uuid);
    if (!service || service.deleted_at) throw badRequest('VALIDATION_FAILED', { service_uuid: 'invalid_value' });
    if (!plan) throw badRequest('VALIDATION_FAILED', { plan_uuid: 'invalid_value' });
    if (!planTakesChanges(plan.status)) throw conflict('TREATMENT_PLAN_STATUS');
    if (body.surfaces) item.surfaces = storedSurfaces(body.surfaces, item.tooth, await this.statusOf(item));
    item.stage = 'planned';
    item.serviceUuid = service.uuid;
    item.plan = ref(plan);
    item.plannedAt = new Date();
    item.unplannedAt = null;
    item.price = service.price_from;
    item.insurance = null;
    item.priceFrozen = false;
    const [first, ...rest] = plan.phases.length ? plan.phases : [{ name: '1', items: [] }];
    plan.phases = [{ ...first, items: [...first.items.filter((uuid) => uuid !== item.uuid), item.uuid] }, ...rest];
    await this.em.flush();
    return item;
  }

  /**
   * Done in this patient's started appointment (7), or its ended one (8) not yet invoiced: the price
   * is frozen, the invoice bills it.
   */
  async treat(patientUuid: string, itemUuid: string, appointmentUuid: string): Promise<ToothMapItem> {
    const item = await this.live(patientUuid, itemUuid);
    if (item.tooth === null && item.stage === 'diagnosed') throw targetRequired();
    if (!canTransition(item.stage, 'treated')) throw item.stage === 'treated' ? toothLocked() : conflict('TOOTH_ITEM_STAGE');
    // A closed plan is over: what it still holds is done only after a copy takes it over.
    const plan = item.plan ? await this.em.findOne(TreatmentPlan, { uuid: item.plan.uuid }) : null;
    if (!plan || plan.status === 'closed') throw new ApiException(409, 'TOOTH_PLAN_CLOSED', { plan_uuid: 'TOOTH_PLAN_CLOSED' });
    const appointment = await this.reads.appointment(appointmentUuid);
    if (!appointment || appointment.patient_uuid !== item.patient.uuid) throw badRequest('VALIDATION_FAILED', { appointment_uuid: 'invalid_value' });
    if (!appointmentTakesTreatment(appointment.status)) throw new ApiException(409, 'TOOTH_TREAT_NOT_STARTED', { appointment_uuid: 'TOOTH_TREAT_NOT_STARTED' });
    // Issue 29: a service linked to a consent template needs the patient's signed form first.
    if (item.serviceUuid) await this.consents.assertSigned(item.patient.uuid, item.serviceUuid);
    item.stage = 'treated';
    item.treatedAt = new Date();
    item.appointmentUuid = appointment.uuid;
    item.practitioner = appointment.practitioner_uuid ? ref(this.em.getReference(User, appointment.practitioner_uuid)) : null;
    item.priceFrozen = true;
    // The treatment and its event for the other modules (the reports' production) commit together.
    await this.em.transactional(async (em) => {
      await em.flush();
      await this.events.treated(em, item);
    });
    return this.item(patientUuid, itemUuid);
  }

  /**
   * Surfaces, comment or the insurer's part of an item not yet treated. A treated item is part of
   * the record: any change answers 409 `tooth_locked` (on a tooth or a jaw, whatever is sent). A
   * procedure of an approved plan keeps its surfaces and the insurer's part as signed (409
   * `TREATMENT_PLAN_STATUS`); its comment stays open.
   */
  async edit(patientUuid: string, itemUuid: string, body: ToothItemEdit): Promise<ToothMapItem> {
    const item = await this.live(patientUuid, itemUuid);
    if (item.stage === 'treated') throw toothLocked(body.surfaces === undefined ? (body.insurance === undefined ? 'comment' : 'insurance') : 'surfaces');
    await checkVersion(this.em, item, body.version);
    if ((body.surfaces !== undefined || body.insurance !== undefined) && (await this.signedPlanOf(item))) throw conflict('TREATMENT_PLAN_STATUS');
    if (body.surfaces !== undefined) item.surfaces = storedSurfaces(body.surfaces, item.tooth, await this.statusOf(item));
    if (body.comment !== undefined) item.comment = body.comment ?? null;
    if (body.insurance !== undefined) {
      // Only a procedure has a price the insurer can pay part of.
      if (item.stage !== 'planned' || item.price === null) throw badRequest('VALIDATION_FAILED', { insurance: 'TOOTH_ITEM_STAGE' });
      if (body.insurance !== null && body.insurance > item.price) throw badRequest('VALIDATION_FAILED', { insurance: 'insurance_exceeds_price' });
      item.insurance = body.insurance;
    }
    await this.em.flush();
    return item;
  }

  /** A mistake corrected: the item leaves the card from now on and stays in the history. */
  async invalidate(patientUuid: string, itemUuid: string, reason: string, auth: AuthSession): Promise<ToothMapItem> {
    const item = await this.live(patientUuid, itemUuid);
    const treated = item.stage === 'treated';
    // An untreated procedure leaves a signed plan only through a copy (a treated one is the record's to correct).
    if (!treated && (await this.signedPlanOf(item))) throw conflict('TREATMENT_PLAN_STATUS');
    item.invalidatedAt = new Date();
    item.invalidationReason = reason;
    item.invalidatedBy = ref(User, auth.userId);
    if (item.plan && item.stage === 'planned') await this.dropFromPlan(item);
    // A treated item's invalidation and its event commit together.
    await this.em.transactional(async (em) => {
      await em.flush();
      if (treated) await this.events.invalidated(em, item);
    });
    return item;
  }

  /** Only before treatment: a treated item is part of the record (invalidate it instead); a signed plan's procedure stays. */
  async remove(patientUuid: string, itemUuid: string): Promise<ToothMapItem> {
    const item = await this.live(patientUuid, itemUuid);
    if (item.stage === 'treated') throw toothLocked();
    if (await this.signedPlanOf(item)) throw conflict('TREATMENT_PLAN_STATUS');
    if (item.plan) await this.dropFromPlan(item);
    item.deletedAt = new Date();
    await this.em.flush();
    return item;
  }

  /** An item that is still on the card (an invalidated one is history: 409). */
  private async live(patientUuid: string, itemUuid: string): Promise<ToothMapItem> {
    const item = await this.item(patientUuid, itemUuid);
    if (item.invalidatedAt) throw conflict('TOOTH_ITEM_STAGE');
    return item;
  }

  /** The approved plan a procedure not yet treated belongs to, if any: what the patient signed for it. */
  private async signedPlanOf(item: ToothMapItem): Promise<TreatmentPlan | null> {
    if (!item.plan || item.stage !== 'planned') return null;
    const plan = await this.em.findOne(TreatmentPlan, { uuid: item.plan.uuid });
    return plan?.status === 'approved' ? plan : null;
  }

  private async dropFromPlan(item: ToothMapItem): Promise<void> {
    const plan = await this.em.findOne(TreatmentPlan, { uuid: item.plan!.uuid });
    if (plan) plan.phases = plan.phases.map((phase) => ({ ...phase, items: phase.items.filter((uuid) => uuid !== item.uuid) }));
  }
}
