import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientMergeRegistry, repointPatientRows, type PatientMergeContext, type PatientMergeParticipant } from '@dental/patients';

/**
 * A merged patient's tooth-map items, treatment plans, perio exams and clinical notes move to the kept card. Tooth types are a
 * versioned log per tooth: the merged card's log moves only for teeth the kept card has none for
 * (the kept card's own record of a tooth stands; the rest stays in the merged card's history).
 */
@Injectable()
export class DentalCardMergeParticipant implements PatientMergeParticipant, OnModuleInit {
  readonly name = 'dental_card';

  constructor(private readonly registry: PatientMergeRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async merge(context: PatientMergeContext): Promise<number> {
    const { em, companyId, from, into } = context;
    const items = await repointPatientRows(context, 'tooth_map_item');
    const plans = await repointPatientRows(context, 'treatment_plan');
    // Perio exams (issue 29) are dated findings like the items: all move to the kept card.
    const perio = await repointPatientRows(context, 'perio_exam');
    // Consent forms follow the card (moving a signed form's patient is allowed by its trigger).
    const consents = await repointPatientRows(context, 'consent_form');
    const notes = await repointPatientRows(context, 'clinical_note');
    const types = await em.getConnection().execute<{ affectedRows: number }>(
      `update "tooth_type_entry" t set "patient_uuid" = ?, "updated_at" = now(), "version" = t."version" + 1
       where t."company_id" = ? and t."patient_uuid" = ?
         and not exists (select 1 from "tooth_type_entry" k where k."patient_uuid" = ? and k."tooth" = t."tooth")`,
      [into, companyId, from, into],
      'run',
      em.getTransactionContext(),
    );
    return items + plans + perio + consents + notes + types.affectedRows;
  }
}
