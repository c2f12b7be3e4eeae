import type { PatientRelationship as RelationshipAnswer } from '@dental/contracts';
import { toPatientListItem } from '../patients/patient.mapper.js';
import { roleFor } from './kinship.js';
import type { PatientRelationship } from './patient-relationship.entity.js';

/** A link as seen from `viewerUuid`'s card: the other patient and what they are to the viewer. */
export function toRelationshipAnswer(link: PatientRelationship, viewerUuid: string): RelationshipAnswer {
  const direction = link.patient.uuid === viewerUuid ? 'outgoing' : 'incoming';
  const other = direction === 'outgoing' ? link.relative.getEntity() : link.patient.getEntity();
  return {
    uuid: link.uuid,
    type: link.type,
    role: roleFor(link.type, direction),
    direction,
    relative: toPatientListItem(other),
    created_at: link.createdAt.toISOString(),
  };
}
