import { Injectable } from '@nestjs/common';
import { serviceCreateSchema, type ServiceCreate } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { CatalogueItemsService, ServiceBulkService } from '@dental/settings';
import type { z } from 'zod';
import { readCents, readInteger } from '../values/numbers.js';
import { readVatCategory } from '../values/words.js';
import type { FieldErrors, ImportTarget, MadeRecord, Match, ReadResult, RowInput, RunContext } from './import-target.js';

type ServiceBody = z.output<typeof serviceCreateSchema>;

/** Minutes a service takes when the file does not say (the calendar's default appointment length). */
const DEFAULT_MINUTES = 30;

/**
 * The price list's services (POST /api/settings/services's body): code, name, group by name (made
 * when the clinic has none of that name), minutes, a price or a price range, the VAT category
 * (exempt unless the file says otherwise: medical services are). A service whose code the clinic
 * already has is linked to it, never made twice. Written one at a time through settings'
 * CatalogueItemsService, so its rules (a code is unique, from <= to) hold.
 */
@Injectable()
export class ServicesTarget implements ImportTarget<ServiceBody> {
  readonly kind = 'services' as const;
  readonly schema = serviceCreateSchema;
  readonly fieldOf = { category_uuid: 'category' } as const;
  readonly batchSize = 50;
  readonly rowByRow = true;

  constructor(
    private readonly items: CatalogueItemsService,
    private readonly bulk: ServiceBulkService,
  ) {}

  async read(rows: readonly RowInput[], context: RunContext): Promise<ReadResult<ServiceBody>[]> {
    return Promise.all(rows.map((row) => this.readOne(row, context)));
  }

  async matches(bodies: readonly ServiceBody[]): Promise<(Match | null)[]> {
    const bySku = new Map((await this.bulk.all()).map((service) => [service.sku.toLowerCase(), service]));
    return bodies.map((body) => {
      const found = bySku.get(body.sku.toLowerCase());
      return found ? { uuid: found.uuid, version: found.version } : null;
    });
  }

  async create([body]: readonly ServiceBody[]): Promise<MadeRecord[]> {
    const service = await this.items.createService(body);
    return [{ uuid: service.uuid, version: service.version }];
  }

  async update(uuid: string, body: ServiceBody, version: number): Promise<number> {
    return (await this.items.editService(uuid, { ...body, version })).version;
  }

  async current(uuid: string): Promise<Record<string, unknown>> {
    const service = await this.items.service(uuid);
    return {
      category_uuid: service.category.uuid,
      name: service.name,
      sku: service.sku,
      time: service.time,
      price_from: service.priceFrom,
      price_to: service.priceTo,
      vat_category: service.vatCategory,
      unit: service.unit,
    };
  }

  versions(uuids: readonly string[]): Promise<Map<string, number>> {
    return this.bulk.versions(uuids);
  }

  async remove(versions: ReadonlyMap<string, number>): Promise<void> {
    for (const [uuid, version] of versions) await this.items.removeService(uuid, version);
  }

  private async readOne({ values }: RowInput, context: RunContext): Promise<ReadResult<ServiceBody>> {
    const fields: FieldErrors = {};
    const time = values.time !== undefined ? readInteger(values.time) : DEFAULT_MINUTES;
    if (time === null) fields.time = { key: 'import_invalid_number', params: { value: values.time } };
    const price = values.price !== undefined ? readCents(values.price) : undefined;
    if (price === null) fields.price = { key: 'import_invalid_number', params: { value: values.price } };
    const from = values.price_from !== undefined ? readCents(values.price_from) : price;
    if (from === null) fields.price_from = { key: 'import_invalid_number', params: { value: values.price_from } };
    const to = values.price_to !== undefined ? readCents(values.price_to) : (price ?? from);
    if (to === null) fields.price_to = { key: 'import_invalid_number', params: { value: values.price_to } };
    const vat = values.vat_category !== undefined ? readVatCategory(values.vat_category) : 'exempt';
    if (!vat) fields.vat_category = { key: 'import_invalid_option', params: { value: values.vat_category } };
    if (Object.keys(fields).length) return { fields };
    const group = values.category ?? translate(context.language, 'imports:default_group');
    const body: ServiceCreate = {
      category_uuid: await context.refs.group(group),
      name: values.name ?? '',
      sku: values.sku ?? '',
      time: time!,
      price_from: from!,
      price_to: to!,
      vat_category: vat!,
    };
    return { body: body as ServiceBody };
  }
}
