import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, type AppointmentProductCreate, type InvoiceProductInput } from '@dental/contracts';
import { AppointmentService, type Appointment } from '@dental/calendar';
import { User } from '@dental/identity';
import { ApiException, badRequest, conflict, notFound, type AuthSession } from '@dental/server-core';
import { Invoice } from '../invoices/invoice.entity.js';
import { AppointmentProduct } from './appointment-product.entity.js';
import { productRefs } from './product-refs.js';
import type { ProductUsed } from './products-used.mapper.js';

/** While products used may change: the appointment is in the room or ended (7, 8). */
const OPEN_STATUSES: readonly number[] = [APPOINTMENT_STATUS.in_room, APPOINTMENT_STATUS.finished];

/**
 * An appointment's products used: read, added, removed (soft). Another company's appointment is
 * 404 (calendar's AppointmentService reads through the tenant filter), another company's product
 * "unknown". Changes stop once the appointment has a live invoice (its draft already copied them).
 */
@Injectable()
export class ProductsUsedService {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentService,
  ) {}

  async list(appointmentUuid: string): Promise<{ appointment: Appointment; items: ProductUsed[] }> {
    const appointment = await this.appointments.get(appointmentUuid);
    const items = await this.itemsOf(appointment.uuid);
    const products = await productRefs(this.em, items.map((item) => item.productUuid));
    return { appointment, items: items.map((item) => ({ item, product: products.get(item.productUuid)! })) };
  }

  async add(appointmentUuid: string, body: AppointmentProductCreate, auth: AuthSession): Promise<{ appointment: Appointment; used: ProductUsed }> {
    const appointment = await this.openAppointment(appointmentUuid);
    const product = (await productRefs(this.em, [body.product_uuid])).get(body.product_uuid);
    if (!product || product.deleted_at) throw badRequest('VALIDATION_FAILED', { product_uuid: 'unknown_product' });
    const item = this.em.create(AppointmentProduct, {
      appointmentUuid: appointment.uuid,
      productUuid: product.uuid,
      countMilli: Math.round(body.count * 1000),
      createdBy: ref(this.em.getReference(User, auth.userId)),
    });
    await this.em.flush();
    return { appointment, used: { item, product } };
  }

  async remove(appointmentUuid: string, uuid: string, version: number): Promise<{ appointment: Appointment; item: AppointmentProduct }> {
    const appointment = await this.openAppointment(appointmentUuid);
    const item = await this.em.findOne(AppointmentProduct, { uuid, appointmentUuid: appointment.uuid });
    if (!item) throw notFound();
    if (item.version !== version) throw conflict('VERSION_CONFLICT');
    item.deletedAt = new Date();
    await this.em.flush();
    return { appointment, item };
  }

  /** The invoice draft's product lines of an appointment (invoice.service.ts). */
  async productInputs(appointmentUuid: string): Promise<InvoiceProductInput[]> {
    return (await this.itemsOf(appointmentUuid)).map((item) => ({ product_uuid: item.productUuid, count: item.countMilli / 1000 }));
  }

  private itemsOf(appointmentUuid: string): Promise<AppointmentProduct[]> {
    return this.em.find(AppointmentProduct, { appointmentUuid }, { orderBy: { createdAt: 'asc', uuid: 'asc' } });
  }

  private async openAppointment(uuid: string): Promise<Appointment> {
    const appointment = await this.appointments.get(uuid);
    const invoiced = await this.em.count(Invoice, { appointmentUuid: appointment.uuid, kind: 'invoice' });
    if (!OPEN_STATUSES.includes(appointment.status) || invoiced > 0) throw new ApiException(409, 'APPOINTMENT_PRODUCTS_CLOSED');
    return appointment;
  }
}
