export { BookingModule } from './booking.module.js';
export { bookingModule } from './booking.definition.js';
export { freeStarts, isoWithOffset, type FreeStartsInput } from './slots/free-starts.js';
