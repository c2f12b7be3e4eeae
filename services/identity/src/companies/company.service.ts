import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Company, notFound, type AuthSession } from '@dental/server-core';
import { AuditService } from '../audit/audit.service.js';
import { Session } from '../auth/session.entity.js';

/** The platform's companies, for the admin's company list and switch. */
@Injectable()
export class CompanyService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<Company[]> {
    return this.em.find(Company, {}, { orderBy: { name: 'asc' } });
  }

  /** Every later call of this session acts in `companyId` (until the next switch). */
  async switch(auth: AuthSession, companyId: number): Promise<Company> {
    const company = await this.em.findOne(Company, { id: companyId });
    if (!company) throw notFound();
    await this.em.nativeUpdate(Session, { uuid: auth.sessionId }, { company: company.id });
    this.audit.record({
      type: 'company_switched',
      actorUuid: auth.userId,
      companyId: company.id,
      details: { from: auth.companyId, to: company.id },
    });
    await this.em.flush();
    return company;
  }
}
