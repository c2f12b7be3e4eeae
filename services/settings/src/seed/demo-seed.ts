import type { EntityManager } from '@mikro-orm/core';
import { Speciality, type Branch, type IdentityDemo } from '@dental/identity';
import type { Company, DemoContext } from '@dental/server-core';
import { BranchSettings } from '../branch-settings/branch-settings.entity.js';
import { CatalogueCategory } from '../catalogue/catalogue-category.entity.js';
import { Product } from '../catalogue/product.entity.js';
import { Service } from '../catalogue/service.entity.js';
import { Room } from '../rooms/room.entity.js';
import { ToothCustomStatus, ToothCustomStatusGroup, ToothStatusConfig } from '../teeth/tooth-custom-status.entity.js';
import { ToothStatus } from '../teeth/tooth-status.entity.js';
import { UserWorkTemplate } from '../user-schedule/user-work-template.entity.js';
import { BranchWorkingHours, type WorkingDay } from '../working-hours/branch-working-hours.entity.js';
import { PRODUCT_CATALOGUE, PRODUCT_VAT, SERVICE_CATALOGUE, SERVICE_VAT } from './catalogue-data.js';
import { seedQuestionnaires } from './questionnaire-data.js';
import { CUSTOM_STATUS_GROUPS, STATUS_CONFIG, TOOTH_STATUSES } from './teeth-data.js';

/** What the settings seed hands to later modules (the calendar books into these rooms). */
export interface SettingsDemo {
  rooms: { rigaCentre: Room[]; jurmala: Room[]; liepaja: Room[] };
  specialities: Record<string, Speciality>;
  services: Service[];
}

const ROOM_COLORS = ['#42a5f5', '#66bb6a', '#ffa726', '#ab47bc', '#26c6da'];
const WEEK_8_18: WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday <= 5
    ? { weekday, open: '08:00', close: '18:00', closed: false }
    : weekday === 6
      ? { weekday, open: '09:00', close: '14:00', closed: false }
      : { weekday, open: null, close: null, closed: true },
);

/**
 * Rooms and working hours per branch, specialities, the Latvian price list (46 services in nine
 * categories, 15 products), the common diagnoses, custom statuses and config, two questionnaires,
 * and weekly working hours for the demo doctor and assistant.
 */
export async function seedSettingsDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const identity = demo.identity as IdentityDemo;
  const { demo: company, other } = identity.companies;
  const { rigaCentre, jurmala, liepaja } = identity.branches;

  const rooms = {
    rigaCentre: createRooms(em, company, rigaCentre, 4, 1),
    jurmala: createRooms(em, company, jurmala, 3, 1),
    liepaja: createRooms(em, other, liepaja, 1, 1),
  };
  for (const branch of [rigaCentre, jurmala]) {
    em.create(BranchWorkingHours, { company, branch, days: WEEK_8_18 });
    em.create(BranchSettings, { company, branch });
  }
  em.create(BranchWorkingHours, { company: other, branch: liepaja, days: WEEK_8_18.map((day) => (day.weekday === 6 ? { weekday: 6, open: null, close: null, closed: true } : day)) });

  const specialities: Record<string, Speciality> = {};
  for (const name of ['Terapeits', 'Ķirurgs', 'Ortodonts', 'Higiēnists', 'Ortopēds (protēzists)', 'Bērnu zobārsts']) {
    specialities[name] = em.create(Speciality, { company, name });
  }
  em.create(Speciality, { company: other, name: 'Terapeits' });
  identity.users.doctor.specialities.set([specialities['Terapeits'], specialities['Ķirurgs']]);
  identity.users.assistant.specialities.set([specialities['Higiēnists']]);

  const services: Service[] = [];
  SERVICE_CATALOGUE.forEach((group, index) => {
    const category = em.create(CatalogueCategory, { company, type: 0, name: group.category, color: group.color, sortOrder: index });
    for (const [sku, name, time, priceFrom, priceTo] of group.services) {
      services.push(em.create(Service, { company, category, sku, name, time, priceFrom, priceTo, vatCategory: SERVICE_VAT, unit: 'PC' }));
    }
  });
  PRODUCT_CATALOGUE.forEach((group, index) => {
    const category = em.create(CatalogueCategory, { company, type: 1, name: group.category, color: group.color, sortOrder: index });
    for (const [sku, name, price, unit] of group.products) {
      em.create(Product, { company, category, sku, name, price, vatCategory: PRODUCT_VAT, unit });
    }
  });
  const otherCategory = em.create(CatalogueCategory, { company: other, type: 0, name: 'Konsultācijas' });
  em.create(Service, { company: other, category: otherCategory, sku: 'K-001', name: 'Konsultācija', time: 30, priceFrom: 3000, priceTo: 3000, vatCategory: SERVICE_VAT, unit: 'PC' });

  TOOTH_STATUSES.forEach(([category, color, name, diagnosticName, scheduledName, cureName, hasSurface, displayType, iconText], sortOrder) =>
    em.create(ToothStatus, { company, category, color, name, diagnosticName, scheduledName, cureName, hasSurface, displayType, iconText, sortOrder }),
  );
  CUSTOM_STATUS_GROUPS.forEach((group, sortOrder) => {
    const created = em.create(ToothCustomStatusGroup, { company, name: group.name, sortOrder });
    for (const [name, color, iconText] of group.statuses) em.create(ToothCustomStatus, { company, group: created, name, color, iconText });
  });
  for (const [name, element, active] of STATUS_CONFIG) em.create(ToothStatusConfig, { company, name, element, active });

  seedQuestionnaires(em, company);

  // The doctor works Mon-Thu in Riga centre and Friday in Jurmala; the assistant Mon-Fri in Riga.
  const [rigaRoom1] = rooms.rigaCentre;
  const [jurmalaRoom1] = rooms.jurmala;
  for (const weekday of [1, 2, 3, 4]) {
    em.create(UserWorkTemplate, { company, userUuid: identity.users.doctor.uuid, branch: rigaCentre, room: rigaRoom1, weekday, timeFrom: '09:00', timeTo: '17:00' });
  }
  em.create(UserWorkTemplate, { company, userUuid: identity.users.doctor.uuid, branch: jurmala, room: jurmalaRoom1, weekday: 5, timeFrom: '09:00', timeTo: '15:00' });
  for (const weekday of [1, 2, 3, 4, 5]) {
    em.create(UserWorkTemplate, { company, userUuid: identity.users.assistant.uuid, branch: rigaCentre, room: rigaRoom1, weekday, timeFrom: '08:30', timeTo: '16:30' });
  }
  await em.flush();

  const settings: SettingsDemo = { rooms, specialities, services };
  demo.settings = settings;
}

function createRooms(em: EntityManager, company: Company, branch: Branch, treatment: number, administration: number): Room[] {
  const rooms: Room[] = [];
  for (let index = 0; index < treatment; index += 1) {
    rooms.push(em.create(Room, { company, branch, name: `Kabinets ${index + 1}`, color: ROOM_COLORS[index % ROOM_COLORS.length], hidden: 0, sortOrder: index }));
  }
  for (let index = 0; index < administration; index += 1) {
    rooms.push(em.create(Room, { company, branch, name: index === 0 ? 'Reģistratūra' : `Administrācija ${index + 1}`, color: '#90a4ae', hidden: 1, sortOrder: treatment + index }));
  }
  return rooms;
}
