import { compactIban, isValidIban, printedIban } from '../index.js';

describe('IBAN', () => {
  it('accepts IBANs whose check digits hold, with or without spaces, in any case', () => {
    // Examples of the national formats (ISO 13616 registry).
    for (const iban of ['LV80BANK0000435195001', 'lv80 bank 0000 4351 9500 1', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'EE382200221020145685']) {
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('refuses a changed digit, swapped digits, a bank code alone and text that is no IBAN', () => {
    for (const iban of ['LV80BANK0000435195002', 'LV08BANK0000435195001', 'HABA', 'LV80', '', 'LV80BANK00004351950!1']) {
      expect(isValidIban(iban)).toBe(false);
    }
  });

  it('is stored compact and printed in groups of four', () => {
    expect(compactIban(' lv80 bank 0000 4351 9500 1 ')).toBe('LV80BANK0000435195001');
    expect(printedIban('LV80BANK0000435195001')).toBe('LV80 BANK 0000 4351 9500 1');
  });
});
