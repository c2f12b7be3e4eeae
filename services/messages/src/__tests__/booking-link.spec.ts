import { bookingLink } from '../sending/booking-link.js';

/** A recall invitation's {link}: the branch's public booking page only when its online booking is on. */
describe('the booking link of an invitation', () => {
  const branch = '6f1d3c1e-8a43-4a53-9d2f-0c1b2a3d4e5f';

  it('names the branch booking page when online booking is on', () => {
    expect(bookingLink(branch, true)).toMatch(new RegExp(`^https?://[^/]+/b/${branch}$`));
  });

  it('is empty when it is off, so the text leads to no dead page', () => {
    expect(bookingLink(branch, false)).toBe('');
  });
});
