import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@dental/contracts';

/** A patient as the messages module may see them: patients' published `patient_contact`. */
export interface PatientContact {
  uuid: string;
  company_id: number;
  first_name: string;
  phone: string | null;
  email: string | null;
  communication_language: Language;
  communication_sms: boolean;
  communication_sms_ad: boolean;
  communication_email: boolean;
  communication_email_ad: boolean;
  /** The patient restricted processing (patients' published `patient_restriction`): nothing is sent to them. */
  restricted: boolean;
  /** The patient was erased (the same view): locked, nothing is sent to them. */
  erased: boolean;
}

/** A branch: identity's published `branch_ref` and `branch_contact`. */
export interface BranchInfo {
  uuid: string;
  name: string;
  time_zone: string;
  phone: string;
}

/** An appointment: calendar's published `appointment_ref`. */
export interface AppointmentInfo {
  uuid: string;
  company_id: number;
  branch_uuid: string;
  patient_uuid: string;
  time_from: Date;
  time_to: Date;
  status: number;
}

/** Reads of other modules' records, only through the views they publish (a lean read names its company). */
@Injectable()
export class MessageReads {
  constructor(private readonly em: EntityManager) {}

  async patient(companyId: number, uuid: string): Promise<PatientContact | null> {
    const [row] = await this.em.getConnection().execute<PatientContact[]>(
      `select p.uuid, p.company_id, p.first_name, p.phone, p.email, p.communication_language, p.communication_sms, p.communication_sms_ad,
         p.communication_email, p.communication_email_ad, r.restricted_at is not null as restricted, r.erased_at is not null as erased
       from patients_v1.patient_contact p left join patients_v1.patient_restriction r on r.uuid = p.uuid and r.company_id = p.company_id
       where p.company_id = ? and p.uuid = ? and p.deleted_at is null`,
      [companyId, uuid],
    );
    return row ?? null;
  }

  async branch(companyId: number, uuid: string): Promise<BranchInfo | null> {
    const [row] = await this.em.getConnection().execute<BranchInfo[]>(
      `select b.uuid, b.name, b.time_zone, coalesce(c.phone, '') as phone
       from identity_v1.branch_ref b left join identity_v1.branch_contact c on c.uuid = b.uuid
       where b.company_id = ? and b.uuid = ? and b.deleted_at is null`,
      [companyId, uuid],
    );
    return row ?? null;
  }

  /** A practitioner's name: identity's published `user_ref`. */
  async userName(companyId: number, uuid: string): Promise<string | null> {
    const [row] = await this.em.getConnection().execute<{ first_name: string; last_name: string }[]>(
      `select first_name, last_name from identity_v1.user_ref where company_id = ? and uuid = ?`,
      [companyId, uuid],
    );
    return row ? `${row.first_name} ${row.last_name}`.trim() : null;
  }

  async appointment(companyId: number, uuid: string): Promise<AppointmentInfo | null> {
    const [row] = await this.em.getConnection().execute<AppointmentInfo[]>(
      `select uuid, company_id, branch_uuid, patient_uuid, time_from, time_to, status from calendar_v1.appointment_ref
       where company_id = ? and uuid = ? and deleted_at is null`,
      [companyId, uuid],
    );
    return row ?? null;
  }

  /** The patient's next planned, notified or confirmed appointment (a preview fills its placeholders from it). */
  async nextAppointment(companyId: number, patientUuid: string, after: Date): Promise<AppointmentInfo | null> {
    const [row] = await this.em.getConnection().execute<AppointmentInfo[]>(
      `select uuid, company_id, branch_uuid, patient_uuid, time_from, time_to, status from calendar_v1.appointment_ref
       where company_id = ? and patient_uuid = ? and deleted_at is null and status in (1, 2, 3) and time_from > ?
       order by time_from limit 1`,
      [companyId, patientUuid, after],
    );
    return row ?? null;
  }
}
