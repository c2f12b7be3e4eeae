import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import type { PerioComparison, PerioExam as PerioExamAnswer, PerioExamCreate, PerioExamEdit, PerioExamListItem, PerioSiteAnswer, PerioToothAnswer } from '@dental/contracts';
import { PERIO_TEETH, TOOTH_TYPE, clinicalAttachmentLevel, comparePerio, perioSequence, perioSummary, type PerioSite } from '@dental/domain-teeth';
import { User } from '@dental/identity';
import { badRequest, checkVersion, conflict, notFound, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { ToothMapService } from '../items/tooth-map.service.js';
import { TEETH_SQL, TOOTH_FINDINGS_SQL } from './perio-teeth.sql.js';
import { PerioExam, type StoredPerioSite, type StoredPerioTooth } from './perio-exam.entity.js';

const iso = (date: Date) => date.toISOString();
const person = (user: User | null | undefined) => (user ? { uuid: user.uuid, first_name: user.firstName, last_name: user.lastName } : null);
const POPULATE = ['signedOffBy', 'createdBy'] as const;
/** A tooth-map diagnosis named so is an implant (the settings' statuses carry no such flag; docs/decisions.md). */
const IMPLANT = /implant|имплант/i;
/** The tooth-map's display type of a missing tooth (settings' teeth-data: 3 missing). */
const DISPLAY_MISSING = 3;

/** What the tooth map says of the chart's teeth at an instant. */
export interface TeethState {
  missing: Set<number>;
  implant: Set<number>;
}

/**
 * Periodontal exams (issue 29). Sites and teeth are merged into the exam by PATCH (what is sent is
 * set), the attachment level and the summary computed with domain-teeth's perio rules. Missing
 * teeth and implants are the tooth map's at the exam's sign-off (now, while it is open). A
 * signed-off exam is locked: edits and deletion answer 409 PERIO_EXAM_LOCKED.
 */
@Injectable()
export class PerioExamService {
  constructor(
    private readonly em: EntityManager,
    private readonly card: ToothMapService,
  ) {}

  async list(patientUuid: string): Promise<PerioExamListItem[]> {
    const patient = await this.card.patient(patientUuid);
    const exams = await this.em.find(PerioExam, { patient }, { orderBy: { createdAt: 'desc', uuid: 'desc' }, populate: POPULATE });
    return Promise.all(exams.map(async (exam) => this.listItem(exam, await this.teethState(patientUuid, exam))));
  }

  async get(patientUuid: string, examUuid: string): Promise<PerioExam> {
    const patient = await this.card.patient(patientUuid);
    const exam = await this.em.findOne(PerioExam, { uuid: examUuid, patient }, { populate: [...POPULATE, 'patient'] });
    if (!exam) throw notFound();
    return exam;
  }

  async create(patientUuid: string, body: PerioExamCreate, auth: AuthSession): Promise<PerioExam> {
    const patient = await this.card.patient(patientUuid);
    const exam = this.em.create(PerioExam, { patient, note: body.note ?? null, createdBy: ref(User, auth.userId) });
    await this.em.flush();
    return this.get(patientUuid, exam.uuid);
  }

  /** Sites and teeth merged in (a whole mouth in one request), then signed off if asked. */
  async edit(patientUuid: string, examUuid: string, body: PerioExamEdit, auth: AuthSession): Promise<PerioExam> {
    const exam = await this.get(patientUuid, examUuid);
    if (exam.signedOffAt) throw conflict('PERIO_EXAM_LOCKED');
    await checkVersion(this.em, exam, body.version);
    if (body.note !== undefined) exam.note = body.note ?? null;
    if (body.sites?.length) exam.sites = mergeSites(exam.sites, body.sites);
    if (body.teeth?.length) exam.teeth = mergeTeeth(exam.teeth, body.teeth);
    if (body.signed_off) {
      exam.signedOffAt = new Date();
      exam.signedOffBy = ref(User, auth.userId);
    }
    // A PATCH that only carries the version still counts as an edit: the version moves on.
    exam.updatedAt = new Date();
    await this.em.flush();
    return this.get(patientUuid, examUuid);
  }

  async remove(patientUuid: string, examUuid: string): Promise<void> {
    const exam = await this.get(patientUuid, examUuid);
    if (exam.signedOffAt) throw conflict('PERIO_EXAM_LOCKED');
    exam.deletedAt = new Date();
    await this.em.flush();
  }

  /** The exam's answer; with `compareTo`, another exam of the patient's compared site by site. */
  async view(patientUuid: string, exam: PerioExam, compareTo?: string): Promise<PerioExamAnswer> {
    const state = await this.teethState(patientUuid, exam);
    const answer = this.answer(exam, state);
    if (!compareTo) return answer;
    const other = await this.em.findOne(PerioExam, { uuid: compareTo, patient: exam.patient });
    if (!other) throw badRequest('VALIDATION_FAILED', { compare_to: 'invalid_value' });
    // Earlier against later, whichever way round they were asked.
    const [before, after] = other.createdAt <= exam.createdAt ? [other.sites, exam.sites] : [exam.sites, other.sites];
    const sites = comparePerio(before, after).filter((change) => !state.missing.has(change.tooth));
    const comparison: PerioComparison = {
      exam_uuid: other.uuid,
      examined_at: iso(other.createdAt),
      summary: perioSummary(other.sites, (await this.teethState(patientUuid, other)).missing),
      sites,
      worse: sites.filter((change) => change.worse).length,
    };
    return { ...answer, comparison };
  }

  answer(exam: PerioExam, state: TeethState): PerioExamAnswer {
    const stored = new Map(exam.teeth.map((tooth) => [tooth.tooth, tooth]));
    const teeth: PerioToothAnswer[] = [...PERIO_TEETH].map((tooth) => ({
      tooth,
      missing: state.missing.has(tooth),
      implant: state.implant.has(tooth),
      mobility: stored.get(tooth)?.mobility ?? null,
      furcation: stored.get(tooth)?.furcation ?? {},
    }));
    return { ...this.listItem(exam, state), patient_uuid: exam.patient.uuid, teeth, sites: orderedSites(exam.sites).map(siteAnswer), comparison: null };
  }

  private listItem(exam: PerioExam, state: TeethState): PerioExamListItem {
    return {
      uuid: exam.uuid,
      examined_at: iso(exam.createdAt),
      note: exam.note,
      signed_off_at: exam.signedOffAt ? iso(exam.signedOffAt) : null,
      signed_off_by: person(exam.signedOffBy?.getEntity()),
      created_by: person(exam.createdBy?.getEntity()),
      summary: perioSummary(exam.sites, state.missing),
      version: exam.version,
    };
  }

  /**
   * The tooth map's word on the chart's teeth when the exam was signed off (now while it is open):
   * missing when extracted or not erupted (the tooth's type) or charted missing (a diagnosis drawn
   * as missing, found or treated); an implant when such a diagnosis names one (it stands in the
   * gap and is probed).
   */
  async teethState(patientUuid: string, exam: PerioExam): Promise<TeethState> {
    // The exam was read for the caller's company, so its patient is theirs: two lean statements side by side.
    const company = tenantCompanyId(this.em);
    const until = exam.signedOffAt ?? new Date();
    const run = <T>(sql: string, params: unknown[]) => this.em.getConnection().execute<T[]>(sql, params);
    const [teeth, findings] = await Promise.all([
      run<{ tooth: number; type: number }>(TEETH_SQL, [company, patientUuid, until]),
      run<{ tooth: number; name: string; cure_name: string; display_type: number }>(TOOTH_FINDINGS_SQL, [company, patientUuid, until, until]),
    ]);
    const missing = new Set<number>();
    const implant = new Set<number>();
    for (const tooth of teeth) {
      if (tooth.type === TOOTH_TYPE.EXTRACTED || tooth.type === TOOTH_TYPE.PERMANENT_NOT_ERUPTED) missing.add(tooth.tooth);
    }
    for (const finding of findings) {
      if (IMPLANT.test(finding.name) || IMPLANT.test(finding.cure_name)) implant.add(finding.tooth);
      else if (finding.display_type === DISPLAY_MISSING) missing.add(finding.tooth);
    }
    for (const tooth of implant) missing.delete(tooth);
    return { missing, implant };
  }
}

const siteKey = (site: { tooth: number; site: string }) => `${site.tooth}:${site.site}`;

function siteAnswer(site: StoredPerioSite): PerioSiteAnswer {
  return { ...site, clinical_attachment_level: clinicalAttachmentLevel(site.probing_depth, site.gingival_margin) };
}

/** Sites in the hygienist's entry order, so every reader sees the chart the same way. */
function orderedSites(sites: readonly StoredPerioSite[]): StoredPerioSite[] {
  const order = new Map(perioSequence().map((step, index) => [siteKey(step), index]));
  return [...sites].sort((a, b) => (order.get(siteKey(a)) ?? 0) - (order.get(siteKey(b)) ?? 0));
}

type SiteInput = NonNullable<PerioExamEdit['sites']>[number];
type ToothInput = NonNullable<PerioExamEdit['teeth']>[number];

function mergeSites(stored: readonly StoredPerioSite[], sent: readonly SiteInput[]): StoredPerioSite[] {
  const byKey = new Map(stored.map((site) => [siteKey(site), site]));
  for (const input of sent) {
    const was = byKey.get(siteKey(input));
    byKey.set(siteKey(input), {
      tooth: input.tooth,
      site: input.site as PerioSite,
      probing_depth: input.probing_depth === undefined ? (was?.probing_depth ?? null) : input.probing_depth,
      gingival_margin: input.gingival_margin === undefined ? (was?.gingival_margin ?? null) : input.gingival_margin,
      bleeding: input.bleeding ?? was?.bleeding ?? false,
      suppuration: input.suppuration ?? was?.suppuration ?? false,
      plaque: input.plaque ?? was?.plaque ?? false,
    });
  }
  return [...byKey.values()];
}

function mergeTeeth(stored: readonly StoredPerioTooth[], sent: readonly ToothInput[]): StoredPerioTooth[] {
  const byTooth = new Map(stored.map((tooth) => [tooth.tooth, tooth]));
  for (const input of sent) {
    const was = byTooth.get(input.tooth);
    byTooth.set(input.tooth, {
      tooth: input.tooth,
      mobility: input.mobility === undefined ? (was?.mobility ?? null) : input.mobility,
      // The furcation map is sent whole: entrances left out have no furcation.
      furcation: input.furcation === undefined ? (was?.furcation ?? {}) : { ...input.furcation },
    });
  }
  return [...byTooth.values()].sort((a, b) => a.tooth - b.tooth);
}
