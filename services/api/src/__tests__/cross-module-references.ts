/**
 * The references across modules that the modules' entities and foreign keys still make, as
 * `module -> table of another module`: older code from before the modules were held to their own
 * tables (docs/decisions.md, "Events between modules"). module-ownership.spec.ts refuses any
 * reference not listed here, and any listed one that has gone (so the list only shrinks, by hand).
 * A module reading another's data does it through the owner's published views or its events.
 */

/** An entity of the module relates to an entity of another module (MikroORM joins or loads its table). */
export const ENTITY_RELATIONS_ACROSS_MODULES = [
  'billing -> branch',
  'billing -> patient',
  'billing -> user',
  'calendar -> branch',
  'calendar -> patient',
  'calendar -> room',
  'calendar -> service',
  'calendar -> speciality',
  'calendar -> user',
  'dental-card -> patient',
  'dental-card -> user',
  'identity -> patient',
  'patients -> branch',
  'patients -> user',
  'settings -> branch',
];

/** A table of the module has a foreign key to a table of another module. */
export const FOREIGN_KEYS_ACROSS_MODULES = [
  'billing.appointment_product -> identity.user',
  'billing.branch_billing -> identity.branch',
  'billing.invoice -> identity.branch',
  'billing.invoice -> identity.user',
  'billing.invoice -> patients.patient',
  'billing.invoice_counter -> identity.branch',
  'billing.opening_balance -> identity.user',
  'billing.opening_balance -> patients.patient',
  'billing.payment -> identity.user',
  'calendar.appointment -> identity.branch',
  'calendar.appointment -> identity.speciality',
  'calendar.appointment -> identity.user',
  'calendar.appointment -> patients.patient',
  'calendar.appointment -> settings.room',
  'calendar.appointment -> settings.service',
  'calendar.appointment_change -> identity.user',
  'calendar.work_time -> identity.branch',
  'calendar.work_time -> identity.user',
  'calendar.work_time -> settings.room',
  'dental-card.tooth_map_item -> identity.user',
  'dental-card.tooth_map_item -> patients.patient',
  'dental-card.tooth_type_entry -> identity.user',
  'dental-card.tooth_type_entry -> patients.patient',
  'dental-card.treatment_plan -> identity.user',
  'dental-card.treatment_plan -> patients.patient',
  'patients.patient -> identity.user',
  'patients.patient_branches -> identity.branch',
  'patients.patient_file -> identity.user',
  'patients.patient_helpers -> identity.user',
  'patients.patient_test -> identity.user',
  'settings.branch_holiday -> identity.branch',
  'settings.branch_settings -> identity.branch',
  'settings.branch_working_hours -> identity.branch',
  'settings.room -> identity.branch',
  'settings.user_work_template -> identity.branch',
];
