import { Module } from '@nestjs/common';
import { CatalogueCategoryService } from './catalogue-category.service.js';
import { CatalogueItemsService } from './catalogue-items.service.js';
import { ServiceBulkService } from './service-bulk.service.js';

/**
 * The services and products catalogue's services, for the settings controllers and for the modules
 * that write the price list through them (imports), as RoomsModule does for rooms.
 */
@Module({
  providers: [CatalogueCategoryService, CatalogueItemsService, ServiceBulkService],
  exports: [CatalogueCategoryService, CatalogueItemsService, ServiceBulkService],
})
export class CatalogueModule {}
