import { Injectable } from '@nestjs/common';
import { EntityManager, ref } from '@mikro-orm/postgresql';
import type { InvoiceProductInput, InvoiceServiceInput, ShareInput } from '@dental/contracts';
import { calculateLine, MoneyError, spreadCents, type LineAmounts, type VatCategory } from '@dental/domain-money';
import { ApiException, badRequest } from '@dental/server-core';
import { Product, Service } from '@dental/settings';
import type { Invoice } from '../invoices/invoice.entity.js';
import { InvoiceLine } from './invoice-line.entity.js';
import { moneyProperties } from './money-columns.js';

/** What a line is before its amounts: copied from the price list, or from the line it reverses. */
export interface LineDraft {
  kind: 'service' | 'product';
  /** The price list's service or product it is copied from, by uuid (settings owns them). */
  serviceUuid: string | null;
  productUuid: string | null;
  sourceUuid: string | null;
  creditedLine: InvoiceLine | null;
  name: string;
  sku: string;
  skuCustom: string | null;
  skuDescription: string | null;
  tooth: number | null;
  unit: string;
  countMilli: number;
  price: number;
  vat: VatCategory;
  /** The line's own discount (the invoice's is spread over lines without one). */
  discount: ShareInput | null;
  insurance: ShareInput | null;
  /** The field path a refused amount is reported on (`services.0`). */
  path: string;
}

const money = (error: unknown, path: string): never => {
  if (!(error instanceof MoneyError)) throw error;
  const field = error.code === 'insurance_exceeds_price' ? 'insurance' : error.code === 'discount_exceeds_price' ? 'discount' : 'count';
  const key = error.code === 'insurance_exceeds_price' || error.code === 'discount_exceeds_price' ? error.code : 'invalid_value';
  throw badRequest('VALIDATION_FAILED', { [`${path}.${field}`]: key });
};

/** Amounts of one line through domain-money (the one place lines are calculated). */
export function amountsOf(draft: Pick<LineDraft, 'price' | 'countMilli' | 'vat' | 'insurance'>, discount: ShareInput | null, path: string): LineAmounts {
  try {
    return calculateLine({
      unit_price: draft.price,
      count: draft.countMilli / 1000,
      vat: draft.vat,
      ...(discount ? { discount } : {}),
      ...(draft.insurance ? { insurance: draft.insurance } : {}),
    });
  } catch (error) {
    return money(error, path);
  }
}

/**
 * Turns request lines into drafts (services and products of the company's price list: another
 * company's uuid is "unknown", never found) and drafts into invoice lines with their amounts.
 * The invoice's own discount goes to the lines without one: a percent as that percent, fixed
 * cents spread over their gross amounts by domain-money's spreadCents.
 */
@Injectable()
export class LineBuilder {
  constructor(private readonly em: EntityManager) {}

  /**
   * `kept`: the draft's own lines when it is edited. A price one of them already has for the same
   * service (quoted at booking, frozen on the card) stays allowed after the price list moved past
   * it; a price typed anew must be within the service's range today.
   */
  async serviceDrafts(inputs: readonly InvoiceServiceInput[], kept: readonly InvoiceLine[] = []): Promise<LineDraft[]> {
    const services = await this.em.find(Service, { uuid: { $in: [...new Set(inputs.map((input) => input.service_uuid))] } });
    const keptPrices = new Set(kept.map((line) => `${line.serviceUuid}:${line.price}`));
    return inputs.map((input, index) => {
      const path = `services.${index}`;
      const service = services.find((candidate) => candidate.uuid === input.service_uuid);
      if (!service) throw badRequest('VALIDATION_FAILED', { [`${path}.service_uuid`]: 'unknown_service' });
      const price = input.price ?? service.priceFrom;
      const inRange = price >= service.priceFrom && price <= service.priceTo;
      if (!inRange && !keptPrices.has(`${service.uuid}:${price}`)) throw badRequest('VALIDATION_FAILED', { [`${path}.price`]: 'price_outside_range' });
      return {
        kind: 'service',
        serviceUuid: service.uuid,
        productUuid: null,
        sourceUuid: null,
        creditedLine: null,
        name: service.name,
        sku: service.sku,
        skuCustom: input.sku_custom ?? null,
        skuDescription: input.sku_description ?? null,
        tooth: input.tooth ?? null,
        unit: service.unit,
        countMilli: Math.round(input.count * 1000),
        price,
        vat: service.vatCategory,
        discount: input.discount ?? null,
        insurance: input.insurance ?? null,
        path,
      };
    });
  }

  async productDrafts(inputs: readonly InvoiceProductInput[]): Promise<LineDraft[]> {
    const products = await this.em.find(Product, { uuid: { $in: [...new Set(inputs.map((input) => input.product_uuid))] } });
    return inputs.map((input, index) => {
      const path = `products.${index}`;
      const product = products.find((candidate) => candidate.uuid === input.product_uuid);
      if (!product) throw badRequest('VALIDATION_FAILED', { [`${path}.product_uuid`]: 'unknown_product' });
      return {
        kind: 'product',
        serviceUuid: null,
        productUuid: product.uuid,
        sourceUuid: null,
        creditedLine: null,
        name: product.name,
        sku: product.sku,
        skuCustom: null,
        skuDescription: null,
        tooth: null,
        unit: product.unit,
        countMilli: Math.round(input.count * 1000),
        price: product.price,
        vat: product.vatCategory,
        discount: input.discount ?? null,
        insurance: input.insurance ?? null,
        path,
      };
    });
  }

  /** The drafts of an invoice's current lines (to recompute them when the invoice's discount changes). */
  draftsOf(lines: readonly InvoiceLine[]): LineDraft[] {
    return lines.map((line, index) => ({
      kind: line.kind,
      serviceUuid: line.serviceUuid,
      productUuid: line.productUuid,
      sourceUuid: line.sourceUuid,
      creditedLine: null,
      name: line.name,
      sku: line.sku,
      skuCustom: line.skuCustom,
      skuDescription: line.skuDescription,
      tooth: line.tooth,
      unit: line.unit,
      countMilli: line.countMilli,
      price: line.price,
      vat: line.vat,
      discount: line.discountFromInvoice ? null : line.discount,
      insurance: line.insurance,
      path: `${line.kind}s.${index}`,
    }));
  }

  /** New line entities of `invoice` (not flushed), with amounts; the invoice discount spread over lines without their own. */
  build(invoice: Invoice, drafts: readonly LineDraft[], invoiceDiscount: ShareInput | null): InvoiceLine[] {
    const shared = this.sharedDiscounts(drafts, invoiceDiscount);
    return drafts.map((draft, index) => {
      const own = draft.discount;
      const discount = own ?? shared[index] ?? null;
      const amounts = amountsOf(draft, discount, draft.path);
      return this.em.create(InvoiceLine, {
        invoice,
        position: index,
        kind: draft.kind,
        serviceUuid: draft.serviceUuid,
        productUuid: draft.productUuid,
        sourceUuid: draft.sourceUuid,
        creditedLine: draft.creditedLine ? ref(draft.creditedLine) : null,
        name: draft.name,
        sku: draft.sku,
        skuCustom: draft.skuCustom,
        skuDescription: draft.skuDescription,
        tooth: draft.tooth,
        unit: draft.unit,
        countMilli: draft.countMilli,
        price: draft.price,
        vat: draft.vat,
        discount,
        discountFromInvoice: own === null && discount !== null,
        insurance: draft.insurance,
        ...moneyProperties(amounts),
      });
    });
  }

  private sharedDiscounts(drafts: readonly LineDraft[], invoiceDiscount: ShareInput | null): (ShareInput | null)[] {
    if (!invoiceDiscount) return drafts.map(() => null);
    if ('percent' in invoiceDiscount) return drafts.map((draft) => (draft.discount ? null : invoiceDiscount));
    const open = drafts.map((draft, index) => ({ draft, index })).filter(({ draft }) => !draft.discount);
    const grosses = open.map(({ draft }) => amountsOf(draft, null, draft.path).price_gross);
    if (invoiceDiscount.cents > grosses.reduce((sum, gross) => sum + gross, 0)) {
      throw new ApiException(400, 'VALIDATION_FAILED', { 'discount.cents': 'discount_exceeds_price' });
    }
    const parts = spreadCents(invoiceDiscount.cents, grosses);
    const result: (ShareInput | null)[] = drafts.map(() => null);
    open.forEach(({ index }, position) => {
      result[index] = { cents: parts[position] ?? 0 };
    });
    return result;
  }
}
