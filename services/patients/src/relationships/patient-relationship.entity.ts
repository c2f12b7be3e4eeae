import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';
import type { KinshipType } from '@dental/contracts';
import { Patient } from '../patients/patient.entity.js';

/**
 * One kinship link, stored once and read from both sides: "`relative` is `patient`'s `type`"
 * (0 parent, 1 child, 2 guardian, 3 sibling, 4 representative, 5 relative). A pair of patients has
 * at most one live link, whichever side created it (checked by the service; the unique index
 * catches a race on the same direction).
 */
@Entity({ tableName: 'patient_relationship' })
@Index({
  name: 'patient_relationship_pair_unique',
  expression:
    'create unique index "patient_relationship_pair_unique" on "patient_relationship" (least("patient_uuid", "relative_uuid"), greatest("patient_uuid", "relative_uuid")) where "deleted_at" is null',
})
export class PatientRelationship extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Patient, ref: true, index: true, deleteRule: 'cascade' })
  patient!: Ref<Patient>;

  @ManyToOne({ entity: () => Patient, ref: true, index: true, deleteRule: 'cascade' })
  relative!: Ref<Patient>;

  @Property({ type: 'smallint' })
  type!: KinshipType;
}
