import type { Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A product used during an appointment (a tube of paste handed over, a whitening gel): what the
 * appointment's invoice draft adds as product lines beside the treated procedures. Billing owns it
 * because it owns invoice lines; the appointment and the product are only referenced. Soft-deleted.
 */
@Entity({ tableName: 'appointment_product' })
@Check({ name: 'appointment_product_count_positive', expression: '"count_milli" > 0' })
@Index({ name: 'appointment_product_appointment_index', properties: ['appointmentUuid', 'createdAt'] })
export class AppointmentProduct extends CompanyOwnedEntity {
  /** The calendar's appointment it was used in, kept by uuid (read through calendar's AppointmentService). */
  @Property({ type: 'uuid' })
  appointmentUuid!: string;

  /** The settings' product used, kept by uuid (named through settings_v1.product_ref). */
  @Property({ type: 'uuid' })
  productUuid!: string;

  /** Thousandths, as invoice lines count (0.5 ml = 500). */
  @Property({ type: 'integer' })
  countMilli!: number;

  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  createdBy: Ref<User> | null = null;
}
