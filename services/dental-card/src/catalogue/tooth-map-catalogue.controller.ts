import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { toothMapCatalogueAnswerSchema, type ToothMapCatalogue } from '@dental/contracts';
import { Access, ZodAnswer } from '@dental/server-core';
import { Service, ToothStatus } from '@dental/settings';
import { toStatusAnswer } from '../items/tooth-map.mapper.js';

/**
 * GET /api/tooth-map/catalogue: the diagnoses and services the dental card's forms offer. A doctor
 * charts with patients_tooth_map_view/edit and need not hold the settings' permissions
 * (tooth_status_view, service_settings_view) that guard those lists' own screens.
 */
@ApiTags('tooth-map')
@Controller('tooth-map/catalogue')
export class ToothMapCatalogueController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Access('patients_tooth_map_view')
  @ZodAnswer(toothMapCatalogueAnswerSchema)
  async get(): Promise<{ data: ToothMapCatalogue }> {
    const [statuses, services] = await Promise.all([
      this.em.find(ToothStatus, {}, { orderBy: { sortOrder: 'asc', name: 'asc' } }),
      this.em.find(Service, {}, { orderBy: { name: 'asc' } }),
    ]);
    return {
      data: {
        statuses: statuses.map(toStatusAnswer),
        services: services.map((service) => ({ uuid: service.uuid, name: service.name, price_from: service.priceFrom, price_to: service.priceTo })),
      },
    };
  }
}
