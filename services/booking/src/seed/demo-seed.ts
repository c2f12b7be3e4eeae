import type { EntityManager } from '@mikro-orm/core';
import type { Company, DemoContext } from '@dental/server-core';
import { BookingSettings } from '../settings/booking-settings.entity.js';

interface Earlier {
  identity: { companies: { demo: Company }; branches: { rigaCentre: { uuid: string } } };
}

/** The services a patient of the demo may book online: the check-up and hygiene. */
const BOOKABLE_SKUS = ['K-001', 'H-001'];

/**
 * The demo's first branch (Riga centre) takes online bookings at /book/rigas-centrs: the check-up
 * and hygiene with its doctors who have work times there, two hours' notice, 60 days ahead, ten
 * minutes between visits, confirmed by the desk (auto_confirm off).
 */
export async function seedBookingDemo(em: EntityManager, demo: DemoContext): Promise<void> {
  const { identity } = demo as unknown as Earlier;
  if (!identity) throw new Error('the booking seed needs the identity seed first');
  const company = identity.companies.demo;
  const branchUuid = identity.branches.rigaCentre.uuid;
  const context = em.getTransactionContext();
  const services: { uuid: string; sku: string }[] = await em
    .getConnection()
    .execute(`select uuid, sku from settings_v1.service_ref where company_id = ? and deleted_at is null and sku = any(?::text[])`, [company.id, `{${BOOKABLE_SKUS.join(',')}}`], 'all', context);
  const doctors: { user_uuid: string }[] = await em.getConnection().execute(
    `select distinct w.user_uuid from calendar_v1.work_time_ref w
       join identity_v1.user_position_type p on p.user_uuid = w.user_uuid and p.type = 1
      where w.company_id = ? and w.branch_uuid = ? and w.deleted_at is null order by w.user_uuid`,
    [company.id, branchUuid],
    'all',
    context,
  );
  em.create(BookingSettings, {
    company,
    branchUuid,
    enabled: true,
    slug: 'rigas-centrs',
    serviceUuids: BOOKABLE_SKUS.map((sku) => services.find((s) => s.sku === sku)?.uuid).filter((uuid): uuid is string => !!uuid),
    userUuids: doctors.map((d) => d.user_uuid),
    horizonDays: 60,
    minNoticeHours: 2,
    bufferMinutes: 10,
    embedOrigins: ['http://localhost:4200'],
    autoConfirm: false,
  });
}
