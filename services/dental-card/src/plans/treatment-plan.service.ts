import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import { planTakesChanges, type TreatmentPlan as TreatmentPlanAnswer, type TreatmentPlanApprove, type TreatmentPlanCreate, type TreatmentPlanEdit, type TreatmentPlanOrder } from '@dental/contracts';
import { User } from '@dental/identity';
import { badRequest, checkVersion, conflict, notFound, type AuthSession } from '@dental/server-core';
import { serviceRefs, type ServiceRef } from '../items/service-refs.js';
import { ToothMapItem } from '../items/tooth-map-item.entity.js';
import { ToothMapService } from '../items/tooth-map.service.js';
import { planEstimate } from './plan-estimate.js';
import { planClinic, type PlanClinic } from './plan-clinic.js';
import { planSnapshot, snapshotAnswer } from './plan-snapshot.js';
import { TreatmentPlan } from './treatment-plan.entity.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A procedure's price at its service's price today (kept when the service is not found). */
const priceToday = (item: ToothMapItem, services: ReadonlyMap<string, ServiceRef>) => (item.serviceUuid ? services.get(item.serviceUuid)?.price_from : undefined) ?? item.price;

/**
 * Treatment plans (issue 12): created, renamed, approved (who, when, a drawn signature, prices
 * frozen), closed, copied (a new draft takes over the untreated procedures, prices read again),
 * deleted (its untreated procedures go back to diagnoses) and reordered into phases. Each answer
 * carries the estimate.
 */
@Injectable()
export class TreatmentPlanService {
  constructor(
    private readonly em: EntityManager,
    private readonly card: ToothMapService,
  ) {}

  async list(patientUuid: string): Promise<TreatmentPlanAnswer[]> {
    const patient = await this.card.patient(patientUuid);
    const plans = await this.em.find(TreatmentPlan, { patient }, { orderBy: { createdAt: 'asc' }, populate: ['approvedBy'] });
    const items = await this.procedures(plans);
    return plans.map((plan) => this.answer(plan, items.filter((item) => item.plan?.uuid === plan.uuid)));
  }

  async get(patientUuid: string, planUuid: string): Promise<TreatmentPlan> {
    const patient = await this.card.patient(patientUuid);
    const plan = await this.em.findOne(TreatmentPlan, { uuid: planUuid, patient }, { populate: ['approvedBy', 'patient'] });
    if (!plan) throw notFound();
    return plan;
  }

  async view(plan: TreatmentPlan): Promise<TreatmentPlanAnswer> {
    return this.answer(plan, await this.procedures([plan]));
  }

  async create(patientUuid: string, body: TreatmentPlanCreate, auth: AuthSession): Promise<TreatmentPlan> {
    const patient = await this.card.patient(patientUuid);
    const plan = this.em.create(TreatmentPlan, { patient, name: body.name, comment: body.comment ?? null, phases: [{ name: '1', items: [] }], createdBy: ref(User, auth.userId) });
    await this.em.flush();
    return plan;
  }

  async edit(patientUuid: string, planUuid: string, body: TreatmentPlanEdit): Promise<TreatmentPlan> {
    const plan = await this.get(patientUuid, planUuid);
    await checkVersion(this.em, plan, body.version);
    if (plan.status === 'closed') throw conflict('TREATMENT_PLAN_STATUS');
    if (body.name !== undefined) plan.name = body.name;
    if (body.comment !== undefined) plan.comment = body.comment ?? null;
    await this.em.flush();
    return plan;
  }

  /**
   * The patient agreed: who and when, the drawn signature, the prices of its procedures frozen, and
   * the whole plan as shown stored once (`approved_snapshot`, what its PDF prints from then on).
   */
  async approve(patientUuid: string, planUuid: string, body: TreatmentPlanApprove, auth: AuthSession): Promise<TreatmentPlan> {
    const plan = await this.get(patientUuid, planUuid);
    await checkVersion(this.em, plan, body.version);
    if (plan.status !== 'draft') throw conflict('TREATMENT_PLAN_STATUS');
    const items = await this.procedures([plan]);
    if (items.length === 0) throw badRequest('VALIDATION_FAILED', { plan_uuid: 'TREATMENT_PLAN_STATUS' });
    const services = await this.services(items);
    for (const item of items) {
      if (item.priceFrozen) continue;
      item.price = priceToday(item, services);
      item.priceFrozen = true;
      if (item.insurance !== null && item.price !== null) item.insurance = Math.min(item.insurance, item.price);
    }
    const approver = await this.em.findOneOrFail(User, { uuid: auth.userId });
    plan.status = 'approved';
    plan.approvedAt = new Date();
    plan.approvedBy = ref(approver);
    plan.signature = body.signature ?? null;
    plan.approvedSnapshot = planSnapshot(plan, items, services, approver, plan.approvedAt, plan.signature);
    await this.em.flush();
    return this.get(patientUuid, planUuid);
  }

  async close(patientUuid: string, planUuid: string, version?: number): Promise<TreatmentPlan> {
    const plan = await this.get(patientUuid, planUuid);
    await checkVersion(this.em, plan, version);
    if (plan.status === 'closed') throw conflict('TREATMENT_PLAN_STATUS');
    plan.status = 'closed';
    plan.closedAt = new Date();
    await this.em.flush();
    return plan;
  }

  /**
   * A new draft that takes over the source's procedures not yet treated: the same items (the same
   * findings) move to it, priced again at today's service prices and no longer frozen, so one
   * finding is never planned, treated or billed twice. The source is closed (the copy replaces
   * it) and keeps its treated procedures (docs/decisions.md "Tooth map").
   */
  async copy(patientUuid: string, planUuid: string, auth: AuthSession): Promise<TreatmentPlan> {
    const source = await this.get(patientUuid, planUuid);
    const all = await this.procedures([source]);
    const moving = all.filter((item) => item.stage === 'planned');
    const copy = this.em.create(TreatmentPlan, {
      patient: source.patient,
      name: source.name,
      comment: source.comment,
      copiedFrom: ref(source),
      createdBy: ref(User, auth.userId),
    });
    const estimate = planEstimate(source.phases, all);
    const moved = new Set(moving.map((item) => item.uuid));
    const services = await this.services(moving);
    copy.phases = estimate.phases.map((phase) => ({ name: phase.name, items: phase.items.filter((uuid) => moved.has(uuid)) }));
    for (const item of moving) {
      item.plan = ref(copy);
      item.price = priceToday(item, services);
      item.priceFrozen = false;
      if (item.insurance !== null && item.price !== null) item.insurance = Math.min(item.insurance, item.price);
    }
    if (source.status !== 'closed') {
      source.status = 'closed';
      source.closedAt = new Date();
    }
    await this.em.flush();
    return this.get(patientUuid, copy.uuid);
  }

  /**
   * Soft delete; its untreated procedures become diagnoses again but keep when they were planned
   * (unplanned_at closes that period, the replayed card still shows it). A plan with treatment is
   * closed instead, and so is an approved one (the signed document stays; a copy replaces it).
   */
  async remove(patientUuid: string, planUuid: string): Promise<TreatmentPlan> {
    const plan = await this.get(patientUuid, planUuid);
    if (plan.status === 'approved') throw conflict('TREATMENT_PLAN_STATUS');
    const items = await this.procedures([plan]);
    if (items.some((item) => item.stage === 'treated')) throw conflict('TREATMENT_PLAN_STATUS');
    const now = new Date();
    for (const item of items) {
      item.stage = 'diagnosed';
      item.unplannedAt = now;
    }
    plan.deletedAt = now;
    await this.em.flush();
    return plan;
  }

  /** The phases as dragged (a draft's only): they must name exactly the plan's procedures, each once. */
  async order(patientUuid: string, planUuid: string, body: TreatmentPlanOrder): Promise<TreatmentPlan> {
    const plan = await this.get(patientUuid, planUuid);
    await checkVersion(this.em, plan, body.version);
    if (!planTakesChanges(plan.status)) throw conflict('TREATMENT_PLAN_STATUS');
    const items = await this.procedures([plan]);
    const named = body.phases.flatMap((phase) => phase.items);
    const own = new Set(items.map((item) => item.uuid));
    if (named.length !== own.size || new Set(named).size !== named.length || named.some((uuid) => !own.has(uuid))) {
      throw badRequest('VALIDATION_FAILED', { phases: 'invalid_value' });
    }
    plan.phases = body.phases.map((phase) => ({ name: phase.name, items: [...phase.items] }));
    await this.em.flush();
    return plan;
  }

  /** The clinic the patient's estimate is printed for (identity's published seller details). */
  clinic(patientUuid: string): Promise<PlanClinic | null> {
    return planClinic(this.em, patientUuid);
  }

  /** The live procedures (planned or treated, not invalidated) of these plans. */
  async procedures(plans: readonly TreatmentPlan[]): Promise<ToothMapItem[]> {
    if (plans.length === 0) return [];
    return this.em.find(
      ToothMapItem,
      { plan: { $in: plans.map((plan) => plan.uuid) }, invalidatedAt: null, stage: { $in: ['planned', 'treated'] } },
      { orderBy: { plannedAt: 'asc' } },
    );
  }

  /** The procedures' services as settings publishes them (names and today's prices), by uuid. */
  services(items: readonly ToothMapItem[]): Promise<Map<string, ServiceRef>> {
    return serviceRefs(this.em, items.map((item) => item.serviceUuid));
  }

  answer(plan: TreatmentPlan, items: readonly ToothMapItem[]): TreatmentPlanAnswer {
    const estimate = planEstimate(plan.phases, items.filter((item) => item.plan?.uuid === plan.uuid));
    const approver = plan.approvedBy?.getEntity();
    return {
      uuid: plan.uuid,
      name: plan.name,
      comment: plan.comment,
      status: plan.status,
      phases: estimate.phases,
      total: estimate.total,
      insurance: estimate.insurance,
      to_pay: estimate.total - estimate.insurance,
      approved_at: iso(plan.approvedAt),
      approved_by: approver ? { uuid: approver.uuid, first_name: approver.firstName, last_name: approver.lastName } : null,
      has_signature: plan.signature !== null,
      snapshot: plan.approvedSnapshot ? snapshotAnswer(plan.approvedSnapshot) : null,
      closed_at: iso(plan.closedAt),
      created_at: plan.createdAt.toISOString(),
      version: plan.version,
    };
  }
}
