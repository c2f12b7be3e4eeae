import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { publicBaseUrl } from '../links.js';

/** The branch's public booking page (apps/booking, `/book/{branch_slug}`), or nothing when the branch takes no online bookings. */
export const bookingLink = (slug: string | null): string => (slug ? `${publicBaseUrl()}/book/${encodeURIComponent(slug)}` : '');

/**
 * Whether a branch takes bookings online is the booking module's published setting
 * (`booking_v1.online_booking`), read here with the company's id: a recall invitation's {link} names
 * the page only when it is on, so no invitation leads to a page that turns the patient away; when off
 * the text names the branch's phone.
 */
@Injectable()
export class OnlineBookingSetting {
  constructor(private readonly em: EntityManager) {}

  async slugOf(companyId: number, branchUuid: string): Promise<string | null> {
    const [row] = await this.em
      .getConnection()
      .execute<{ slug: string }[]>(
        'select slug from booking_v1.online_booking where company_id = ? and branch_uuid = ? and enabled and deleted_at is null limit 1',
        [companyId, branchUuid],
      );
    return row?.slug ?? null;
  }

  async linkFor(companyId: number, branchUuid: string): Promise<string> {
    return bookingLink(await this.slugOf(companyId, branchUuid));
  }
}
