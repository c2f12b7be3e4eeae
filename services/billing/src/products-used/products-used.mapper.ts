import type { AppointmentProduct as AppointmentProductAnswer } from '@dental/contracts';
import type { AppointmentProduct } from './appointment-product.entity.js';

/** A product used, as the contract's appointmentProductSchema (its product populated). */
export function toAppointmentProduct(item: AppointmentProduct): AppointmentProductAnswer {
  const product = item.product.getEntity();
  return {
    uuid: item.uuid,
    product_uuid: product.uuid,
    name: product.name,
    sku: product.sku,
    unit: product.unit,
    count: item.countMilli / 1000,
    price: product.price,
    version: item.version,
    created_at: item.createdAt.toISOString(),
  };
}
