import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PatientRelationshipCreate } from '@dental/contracts';
import { ApiException, badRequest, notFound } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';
import { PatientService } from '../patients/patient.service.js';
import { PatientRelationship } from './patient-relationship.entity.js';

/** Kinship links of the request's company. */
@Injectable()
export class PatientRelationshipService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
  ) {}

  /** Every live link the patient is on, either side, with the other patient loaded. */
  async list(uuid: string): Promise<PatientRelationship[]> {
    await this.patients.exists(uuid);
    // A link whose other side was deleted is hidden with that patient.
    return this.em.find(
      PatientRelationship,
      { $and: [{ $or: [{ patient: uuid }, { relative: uuid }] }, { patient: { deletedAt: null } }, { relative: { deletedAt: null } }] },
      { populate: ['patient', 'relative', 'patient.doctor', 'relative.doctor'], orderBy: { createdAt: 'asc', uuid: 'asc' } },
    );
  }

  async create(uuid: string, body: PatientRelationshipCreate): Promise<PatientRelationship> {
    const patient = await this.patients.editable(uuid);
    if (body.relative_uuid === uuid) throw badRequest('VALIDATION_FAILED', { relative_uuid: 'relationship_self' });
    const relative = await this.em.findOne(Patient, { uuid: body.relative_uuid });
    if (!relative) throw badRequest('VALIDATION_FAILED', { relative_uuid: 'unknown_patient' });
    const existing = await this.em.count(PatientRelationship, {
      $or: [
        { patient: uuid, relative: body.relative_uuid },
        { patient: body.relative_uuid, relative: uuid },
      ],
    });
    if (existing) throw new ApiException(409, 'CONFLICT', { relative_uuid: 'relationship_exists' });
    const link = this.em.create(PatientRelationship, {
      patient,
      relative,
      type: body.type,
    });
    await this.em.flush();
    // The answer shows the relative as a list item, doctor included.
    await this.em.populate(link, ['patient.doctor', 'relative.doctor']);
    return link;
  }

  /** Soft delete, from either side. */
  async remove(uuid: string, relationshipUuid: string): Promise<void> {
    const link = await this.em.findOne(PatientRelationship, {
      uuid: relationshipUuid,
      $or: [{ patient: uuid }, { relative: uuid }],
    });
    if (!link) throw notFound();
    link.deletedAt = new Date();
    await this.em.flush();
  }
}
