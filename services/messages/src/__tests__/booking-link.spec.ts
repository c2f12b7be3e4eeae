import { bookingLink } from '../sending/booking-link.js';

/** A recall invitation's {link}: the branch's public booking page only when its online booking is on. */
describe('the booking link of an invitation', () => {
  it("names the branch's booking page by its slug when online booking is on", () => {
    expect(bookingLink('rigas-centrs')).toMatch(/^https?:\/\/[^/]+\/book\/rigas-centrs$/);
  });

  it('is empty when it is off, so the text leads to no dead page', () => {
    expect(bookingLink(null)).toBe('');
  });
});
