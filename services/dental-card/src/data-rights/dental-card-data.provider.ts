import { Injectable } from '@nestjs/common';
import {
  RegisteredPatientDataProvider,
  patientRows,
  runSql,
  type PatientDataContext,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';
import { openText } from '@dental/server-core';
import { CONSENT_TEXT_PURPOSE } from '../consent-forms/consent-form.entity.js';

/**
 * A patient's dental card: every record of the tooth map's log (invalidated ones too), the tooth
 * types set, the treatment plans, the perio exams, the clinical notes and the consent forms.
 */
@Injectable()
export class DentalCardDataProvider extends RegisteredPatientDataProvider {
  readonly name = 'tooth_map';

  async export(context: PatientDataContext): Promise<unknown> {
    return {
      items: await patientRows(context, 'tooth_map_item'),
      tooth_types: await patientRows(context, 'tooth_type_entry'),
      plans: await patientRows(context, 'treatment_plan'),
      perio_exams: await patientRows(context, 'perio_exam'),
      clinical_notes: await patientRows(context, 'clinical_note'),
      // The filled text is stored sealed: the patient gets it as they read it.
      consent_forms: (await patientRows(context, 'consent_form')).map(({ text_sealed: sealed, ...form }) => ({ ...form, text: openText(sealed as string, CONSENT_TEXT_PURPOSE) })),
    };
  }

  /**
   * The card is the medical record (the tooth map, plans, perio exams, clinical notes, and the
   * signed consent forms that went with treatment): kept, until the retention job erases it.
   */
  erase(): Promise<PatientErasureOutcome> {
    const kept = ['tooth_map', 'treatment_plans', 'perio_exams', 'clinical_notes', 'consent_forms'].map((what) => ({ what, until: null, law: 'medical_records' }));
    return Promise.resolve({ erased: [], kept });
  }

  async eraseRetained(context: PatientErasureContext): Promise<void> {
    const params = [context.companyId, context.patientUuid];
    await runSql(context, `delete from "tooth_map_item" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(context, `delete from "tooth_type_entry" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(context, `delete from "treatment_plan" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(context, `delete from "perio_exam" where "company_id" = ? and "patient_uuid" = ?`, params);
    // Addenda before the notes they point at, withdrawals before their forms (the foreign keys restrict).
    await runSql(context, `delete from "clinical_note" where "company_id" = ? and "patient_uuid" = ? and "addendum_to" is not null`, params);
    await runSql(context, `delete from "clinical_note" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(
      context,
      `delete from "consent_form_withdrawal" w using "consent_form" f where w."form_uuid" = f."uuid" and f."company_id" = ? and f."patient_uuid" = ?`,
      params,
    );
    await runSql(context, `delete from "consent_form" where "company_id" = ? and "patient_uuid" = ?`, params);
  }
}
