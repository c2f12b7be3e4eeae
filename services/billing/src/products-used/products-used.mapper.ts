import type { AppointmentProduct as AppointmentProductAnswer } from '@dental/contracts';
import type { AppointmentProduct } from './appointment-product.entity.js';
import type { ProductRef } from './product-refs.js';

/** A product used with the price list's product it names (read through settings_v1.product_ref). */
export interface ProductUsed {
  item: AppointmentProduct;
  product: ProductRef;
}

/** A product used, as the contract's appointmentProductSchema. */
export function toAppointmentProduct({ item, product }: ProductUsed): AppointmentProductAnswer {
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
