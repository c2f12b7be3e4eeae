import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122031912_settings_rooms } from './Migration20261122031912_settings_rooms.js';
import { Migration20261122032405_settings_catalogue } from './Migration20261122032405_settings_catalogue.js';
import { Migration20261126151100_settings_published_v1 } from './Migration20261126151100_settings_published_v1.js';
import { Migration20261126211441_settings_user_uuid } from './Migration20261126211441_settings_user_uuid.js';
import { Migration20261202085900_settings_service_offer } from './Migration20261202085900_settings_service_offer.js';
import { Migration20261203010000_settings_questionnaire_ref } from './Migration20261203010000_settings_questionnaire_ref.js';
import { Migration20261203010200_settings_product_ref } from './Migration20261203010200_settings_product_ref.js';

/** The settings module's migrations, oldest first (each file in this folder, listed once). */
export const settingsMigrations: MigrationObject[] = [
  { name: 'Migration20261122031912_settings_rooms', class: Migration20261122031912_settings_rooms },
  { name: 'Migration20261122032405_settings_catalogue', class: Migration20261122032405_settings_catalogue },
  { name: 'Migration20261126151100_settings_published_v1', class: Migration20261126151100_settings_published_v1 },
  { name: 'Migration20261126211441_settings_user_uuid', class: Migration20261126211441_settings_user_uuid },
  { name: 'Migration20261202085900_settings_service_offer', class: Migration20261202085900_settings_service_offer },
  { name: 'Migration20261203010000_settings_questionnaire_ref', class: Migration20261203010000_settings_questionnaire_ref },
  { name: 'Migration20261203010200_settings_product_ref', class: Migration20261203010200_settings_product_ref },
];
