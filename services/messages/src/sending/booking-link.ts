import { Injectable } from '@nestjs/common';
import { publicBaseUrl } from '../links.js';

/** The branch's public booking page (apps/booking), which a recall invitation's {link} names when online booking is on. */
export const bookingLink = (branchUuid: string, onlineBooking: boolean): string => (onlineBooking ? `${publicBaseUrl()}/b/${branchUuid}` : '');

/**
 * The seam to online booking, which is built apart: whether a branch takes bookings online is its
 * owner's published setting, and only this reads it. Until that module publishes it (a view of
 * its own, listed in its `published.ts`, read here with the company's id) every branch answers
 * "off", so no invitation carries a link that leads nowhere; its text names the branch's phone.
 */
@Injectable()
export class OnlineBookingSetting {
  async isOn(_companyId: number, _branchUuid: string): Promise<boolean> {
    return false;
  }

  async linkFor(companyId: number, branchUuid: string): Promise<string> {
    return bookingLink(branchUuid, await this.isOn(companyId, branchUuid));
  }
}
