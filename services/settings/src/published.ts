import type { ModuleOwnership } from '@dental/server-core';

/** The settings module's tables, and what it publishes (created by Migration20261126151100_settings_published_v1; service_offer, questionnaire_ref and product_ref by the later migrations of their names). */
export const settingsOwnership: ModuleOwnership = {
  tables: [
    'branch_settings',
    'room',
    'catalogue_category',
    'branch_working_hours',
    'branch_holiday',
    'product',
    'questionnaire',
    'question',
    'service',
    'tooth_custom_status_group',
    'tooth_custom_status',
    'tooth_status',
    'tooth_status_config',
    'user_settings',
    'user_vacation',
    'user_work_template',
  ],
  publishes: {
    'settings_v1.room_ref': ['uuid', 'company_id', 'branch_uuid', 'name', 'color', 'hidden', 'sort_order', 'deleted_at'],
    'settings_v1.service_ref': ['uuid', 'company_id', 'name', 'sku', 'deleted_at'],
    'settings_v1.service_offer': ['uuid', 'company_id', 'name', 'duration_minutes', 'price_from', 'deleted_at'],
    'settings_v1.branch_settings_ref': ['branch_uuid', 'company_id', 'calendar_room_count', 'planner_room_count', 'deleted_at'],
    'settings_v1.product_ref': ['uuid', 'company_id', 'name', 'sku', 'unit', 'price', 'deleted_at'],
    'settings_v1.questionnaire_ref': ['uuid', 'company_id', 'name', 'regularity', 'deleted_at'],
    'settings_v1.tooth_status_ref': ['uuid', 'company_id', 'name', 'category', 'color', 'diagnostic_name', 'scheduled_name', 'cure_name', 'has_surface', 'display_type', 'icon_text', 'deleted_at'],
  },
};
