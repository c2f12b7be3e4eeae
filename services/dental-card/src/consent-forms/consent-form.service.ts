import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  consentPoints,
  type ConsentForm as ConsentFormAnswer,
  type ConsentFormCreate,
  type ConsentFormSign,
  type ConsentFormWithdraw,
  type Language,
  type PersonRef,
} from '@dental/contracts';
import { DEFAULT_TIME_ZONE, formatDate } from '@dental/domain-time';
import { PatientFileService } from '@dental/patients';
import { ApiException, badRequest, notFound, openPersonalCode, renderPdf, sealText, staffRefs, tenantCompanyId, type AuthSession } from '@dental/server-core';
import { ConsentFormTemplate } from './consent-form-templates/consent-form-template.entity.js';
import { consentPdf } from './consent-form-pdf.js';
import { fillConsentText, type ConsentFillData, type ConsentProcedure } from './consent-form-fill.js';
import { ConsentFormWithdrawal } from './consent-form-withdrawal.entity.js';
import { CONSENT_TEXT_PURPOSE, ConsentForm } from './consent-form.entity.js';

interface PatientRow {
  uuid: string;
  first_name: string;
  last_name: string;
  personal_code: string | null;
  communication_language: Language | null;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const formState = () => new ApiException(409, 'CONSENT_FORM_STATE');

/**
 * A patient's consent forms (issue 29): made from a template (its text filled in the form's
 * language), signed once on the tablet (the PDF rendered, hashed, kept with the form and filed in
 * the patient's documents), withdrawn by a record of its own. The patient and the staff are read
 * through the published views (patients_v1, identity_v1), services through settings_v1.
 */
@Injectable()
export class ConsentFormService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: PatientFileService,
  ) {}

  async list(patientUuid: string): Promise<ConsentFormAnswer[]> {
    await this.patient(patientUuid);
    const forms = await this.em.find(ConsentForm, { patientUuid }, { orderBy: { createdAt: 'desc', uuid: 'asc' } });
    return this.answers(forms);
  }

  async get(patientUuid: string, formUuid: string): Promise<ConsentForm> {
    await this.patient(patientUuid);
    const form = await this.em.findOne(ConsentForm, { uuid: formUuid, patientUuid });
    if (!form) throw notFound();
    return form;
  }

  async view(form: ConsentForm): Promise<ConsentFormAnswer> {
    const [answer] = await this.answers([form]);
    return answer;
  }

  async create(patientUuid: string, body: ConsentFormCreate, auth: AuthSession): Promise<ConsentForm> {
    const patient = await this.patient(patientUuid);
    const template = await this.em.findOne(ConsentFormTemplate, { uuid: body.template_uuid });
    if (!template) throw badRequest('VALIDATION_FAILED', { template_uuid: 'invalid_value' });
    const language: Language = body.language ?? patient.communication_language ?? 'lv';
    const data: ConsentFillData = {
      patient: { firstName: patient.first_name, lastName: patient.last_name, personalCode: patient.personal_code },
      plan: body.plan_uuid ? await this.plan(patientUuid, body.plan_uuid) : null,
      doctor: await this.doctor(patientUuid, auth),
      date: formatDate(new Date(), language, DEFAULT_TIME_ZONE),
    };
    const form = this.em.create(ConsentForm, {
      patientUuid,
      templateUuid: template.uuid,
      templateName: template.name,
      planUuid: body.plan_uuid ?? null,
      language,
      textSealed: sealText(fillConsentText(template.text[language], language, data), CONSENT_TEXT_PURPOSE),
      createdByUuid: auth.userId,
    });
    await this.em.flush();
    return form;
  }

  /**
   * Signs an unsigned form: the signed content hashed (SHA-256 of its canonical JSON, printed on
   * the PDF), the PDF rendered and hashed, kept with the form and filed in the patient's documents,
   * all in one transaction. A signed or withdrawn form answers 409 CONSENT_FORM_STATE.
   */
  async sign(patientUuid: string, formUuid: string, body: ConsentFormSign, device: string, auth: AuthSession): Promise<ConsentForm> {
    const patient = await this.patient(patientUuid);
    const form = await this.get(patientUuid, formUuid);
    if (form.signedAt) throw formState();
    const signedAt = new Date();
    const representative = body.signed_by_representative ?? null;
    const staff = (await staffRefs(this.em, [auth.userId])).get(auth.userId);
    const content = {
      form: form.uuid,
      patient: patientUuid,
      template: form.templateUuid,
      language: form.language,
      text: form.text,
      signer_name: body.signer_name,
      representative,
      patient_signature: body.patient_signature,
      staff: auth.userId,
      staff_signature: body.staff_signature,
      signed_at: signedAt.toISOString(),
      device,
    };
    const contentSha256 = createHash('sha256').update(JSON.stringify(content)).digest('hex');
    const pdf = await renderPdf(
      consentPdf({
        title: form.templateName,
        language: form.language,
        patientName: `${patient.first_name} ${patient.last_name}`,
        personalCode: patient.personal_code,
        text: form.text,
        signerName: body.signer_name,
        representative,
        patientSignature: body.patient_signature,
        staffName: staff ? `${staff.first_name} ${staff.last_name}` : '',
        staffSignature: body.staff_signature,
        signedAt,
        device,
        contentSha256,
      }),
    );
    await this.em.transactional(async () => {
      const document = await this.files.upload(patientUuid, 'documents', { originalname: `consent-${form.uuid.slice(0, 8)}.pdf`, buffer: pdf, size: pdf.length }, auth);
      form.signedAt = signedAt;
      form.signerName = body.signer_name;
      form.representativeName = representative?.name ?? null;
      form.representativeRelation = representative?.relation ?? null;
      form.patientSignature = body.patient_signature;
      form.staffSignature = body.staff_signature;
      form.signedByUuid = auth.userId;
      form.device = device;
      form.contentSha256 = contentSha256;
      form.pdf = pdf;
      form.pdfSha256 = createHash('sha256').update(pdf).digest('hex');
      form.documentUuid = document.uuid;
      await this.em.flush();
    });
    return form;
  }

  /** The stored PDF, byte for byte as signed (its SHA-256 is the form's `pdf_sha256`); an unsigned form has none (409). */
  async pdf(patientUuid: string, formUuid: string): Promise<{ form: ConsentForm; pdf: Buffer }> {
    const form = await this.get(patientUuid, formUuid);
    await this.em.populate(form, ['pdf']);
    if (!form.signedAt || !form.pdf) throw formState();
    return { form, pdf: Buffer.from(form.pdf) };
  }

  /** The patient takes the consent back: a withdrawal record beside the signed form (once; an unsigned form cannot be withdrawn). */
  async withdraw(patientUuid: string, formUuid: string, body: ConsentFormWithdraw, auth: AuthSession): Promise<ConsentForm> {
    const form = await this.get(patientUuid, formUuid);
    if (!form.signedAt) throw formState();
    if (await this.em.findOne(ConsentFormWithdrawal, { formUuid: form.uuid })) throw formState();
    this.em.create(ConsentFormWithdrawal, { formUuid: form.uuid, withdrawnAt: new Date(), withdrawnByUuid: auth.userId, reason: body.reason ?? null });
    try {
      await this.em.flush();
    } catch (error) {
      // The unique form_uuid: someone withdrew it meanwhile.
      if ((error as Error).name === 'UniqueConstraintViolationException') throw formState();
      throw error;
    }
    return form;
  }

  private async answers(forms: readonly ConsentForm[]): Promise<ConsentFormAnswer[]> {
    if (!forms.length) return [];
    const withdrawals = await this.em.find(ConsentFormWithdrawal, { formUuid: { $in: forms.map((form) => form.uuid) } });
    const byForm = new Map(withdrawals.map((withdrawal) => [withdrawal.formUuid, withdrawal]));
    const people = await staffRefs(this.em, [...forms.map((form) => form.signedByUuid), ...withdrawals.map((withdrawal) => withdrawal.withdrawnByUuid)]);
    const person = (uuid: string | null): PersonRef | null => (uuid ? (people.get(uuid) ?? null) : null);
    return forms.map((form) => {
      const withdrawal = byForm.get(form.uuid);
      return {
        uuid: form.uuid,
        template_uuid: form.templateUuid,
        template_name: form.templateName,
        plan_uuid: form.planUuid,
        language: form.language,
        text: form.text,
        points: consentPoints(form.text),
        state: withdrawal ? 'withdrawn' : form.signedAt ? 'signed' : 'unsigned',
        created_at: form.createdAt.toISOString(),
        signed_at: iso(form.signedAt),
        signer_name: form.signerName,
        signed_by_representative: form.representativeName ? { name: form.representativeName, relation: form.representativeRelation ?? '' } : null,
        signed_by: person(form.signedByUuid),
        device: form.device,
        content_sha256: form.contentSha256,
        pdf_sha256: form.pdfSha256,
        document_uuid: form.documentUuid,
        withdrawn_at: iso(withdrawal?.withdrawnAt),
        withdrawn_by: person(withdrawal?.withdrawnByUuid ?? null),
        withdrawal_reason: withdrawal?.reason ?? null,
      };
    });
  }

  /** The caller's company's live patient, from the patients module's published view (else 404). */
  private async patient(uuid: string): Promise<PatientRow> {
    const [row] = await this.em.execute<(Omit<PatientRow, 'personal_code'> & { personal_code_sealed: string | null })[]>(
      `select uuid, first_name, last_name, personal_code_sealed, communication_language from patients_v1.patient_ref where company_id = ? and uuid = ? and deleted_at is null`,
      [tenantCompanyId(this.em), uuid],
    );
    if (!row) throw notFound();
    const { personal_code_sealed: sealed, ...rest } = row;
    return { ...rest, personal_code: openPersonalCode(sealed) };
  }

  /** The patient's plan (this card's own): its live procedures with their services' names, and the total in cents. */
  private async plan(patientUuid: string, planUuid: string): Promise<{ procedures: ConsentProcedure[]; total: number }> {
    const companyId = tenantCompanyId(this.em);
    const [plan] = await this.em.execute<{ uuid: string }[]>(
      `select uuid from treatment_plan where company_id = ? and uuid = ? and patient_uuid = ? and deleted_at is null`,
      [companyId, planUuid, patientUuid],
    );
    if (!plan) throw badRequest('VALIDATION_FAILED', { plan_uuid: 'invalid_value' });
    const rows = await this.em.execute<{ tooth: number | null; jaw: string | null; price: number | null; service: string | null }[]>(
      `select i.tooth, i.jaw, i.price, sv.name as service
       from tooth_map_item i
       left join settings_v1.service_ref sv on sv.uuid = i.service_uuid and sv.company_id = i.company_id
       where i.company_id = ? and i.plan_uuid = ? and i.deleted_at is null and i.invalidated_at is null and i.stage in ('planned', 'treated')
       order by i.planned_at asc, i.uuid asc`,
      [companyId, planUuid],
    );
    return {
      procedures: rows.map((row) => ({ tooth: row.tooth, jaw: row.jaw, service: row.service })),
      total: rows.reduce((sum, row) => sum + (row.price ?? 0), 0),
    };
  }

  /** The patient's own doctor (the card's), else the staff member preparing the form. */
  private async doctor(patientUuid: string, auth: AuthSession): Promise<{ firstName: string; lastName: string } | null> {
    const [own] = await this.em.execute<{ doctor_uuid: string }[]>(
      `select doctor_uuid from patients_v1.patient_doctor where company_id = ? and patient_uuid = ?`,
      [tenantCompanyId(this.em), patientUuid],
    );
    const uuid = own?.doctor_uuid ?? auth.userId;
    const person = (await staffRefs(this.em, [uuid])).get(uuid);
    return person ? { firstName: person.first_name, lastName: person.last_name } : null;
  }

}
