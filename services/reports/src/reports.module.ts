import { Module } from '@nestjs/common';

/**
 * The reports domain's Nest module. It owns no tables yet; its entities, services and controllers
 * arrive with the reports issue, and its migrations go to `src/migrations/`.
 */
@Module({})
export class ReportsModule {}
