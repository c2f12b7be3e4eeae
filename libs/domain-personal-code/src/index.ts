export { validatePersonalCode, birthDateFromPersonalCode } from './personal-code.js';
export type { PersonalCodeResult, PersonalCodeForm } from './personal-code.js';
export { expectedCheckDigit } from './check-digit.js';
