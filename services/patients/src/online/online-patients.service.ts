import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { personalCodeHashes, tenantCompanyId } from '@dental/server-core';
import { PatientAuditService } from '../audit/patient-audit.service.js';
import { Patient } from '../patients/patient.entity.js';
import { checkPersonalCode } from '../patients/patient-rules.js';
import { PatientService } from '../patients/patient.service.js';
import { fold } from '../search/fold.js';

/** Who booked online, as they typed it. */
export interface OnlineContact {
  first_name: string;
  last_name: string;
  phone: string;
  email?: string | null;
  personal_code?: string | null;
}

/** A phone's last 8 digits: +371 2912 3456 and 29123456 are one number. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-8);

/**
 * The patient behind an online booking (issue 27), in the request's tenant: the card with the
 * personal code given, else the one with the same phone and name, else a new card flagged "from
 * online booking" (source `online_booking`), created through PatientService with its duplicate
 * check (a look-alike is kept: the desk merges, the flag says to look). Each read or write of a
 * card goes to the audit trail, without a user.
 */
@Injectable()
export class OnlinePatientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
    private readonly audit: PatientAuditService,
  ) {}

  async matchOrCreate(contact: OnlineContact, context: { requestId: string | null; ip: string | null }): Promise<{ uuid: string; created: boolean }> {
    const found = await this.match(contact);
    const companyId = tenantCompanyId(this.em);
    if (found) {
      await this.audit.record({ companyId, patientUuid: found, actorUuid: null, action: 'read', resource: 'online_booking', requestId: context.requestId, ip: context.ip, details: { matched: true } });
      return { uuid: found, created: false };
    }
    let personalCode: string | null = null;
    try {
      personalCode = contact.personal_code ? checkPersonalCode(contact.personal_code).normalized : null;
    } catch {
      // A code that does not check out is left off the card (the desk asks for it at the visit).
    }
    const { patient } = await this.patients.create({
      first_name: contact.first_name,
      last_name: contact.last_name,
      phone: contact.phone,
      email: contact.email ?? null,
      personal_code: personalCode,
      confirm_duplicate: true,
    } as Parameters<PatientService['create']>[0]);
    patient.source = 'online_booking';
    await this.em.flush();
    await this.audit.record({ companyId, patientUuid: patient.uuid, actorUuid: null, action: 'create', resource: 'online_booking', requestId: context.requestId, ip: context.ip, details: { source: 'online_booking' } });
    return { uuid: patient.uuid, created: true };
  }

  /** By personal code, else by phone (its digits) and name (folded). */
  private async match(contact: OnlineContact): Promise<string | null> {
    if (contact.personal_code) {
      try {
        const { normalized } = checkPersonalCode(contact.personal_code);
        if (normalized) {
          const byCode = await this.em.findOne(Patient, { personalCodeHash: { $in: personalCodeHashes(normalized) } }, { fields: ['uuid'], orderBy: { createdAt: 'asc' } });
          if (byCode) return byCode.uuid;
        }
      } catch {
        // Not a valid code: match by phone and name.
      }
    }
    const wanted = phoneKey(contact.phone);
    if (!wanted) return null;
    const byName = await this.em.find(Patient, { sortName: fold(`${contact.last_name} ${contact.first_name}`) }, { fields: ['uuid', 'phone', 'phone2'], orderBy: { createdAt: 'asc' }, limit: 50 });
    const same = byName.find((p) => [p.phone, p.phone2].some((phone) => phone && phoneKey(phone) === wanted));
    return same?.uuid ?? null;
  }
}
