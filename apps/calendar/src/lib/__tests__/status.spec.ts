import texts from '@dental/i18n/bundles/common';
import { canCancel, canEnd, canStart, STATUS_COLORS, STATUS_NAMES, statusChoices, statusKey, textOn } from '../status';

const { en, lv, ru } = texts;
const label = (dict: typeof en, code: keyof typeof STATUS_NAMES) => dict.appointment_status[STATUS_NAMES[code]];

describe('appointment statuses', () => {
  it('show the Latvian status labels for codes 0-10', () => {
    const expected = ['Jāsazinās', 'Ieplānots', 'Informēts', 'Apstiprināts', 'Atcelts', 'Kavē', 'Ieradies', 'Ārstēšanā', 'Nav rēķina', 'Neapmaksāts', 'Apmaksāts'];
    expect(([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).map((c) => label(lv, c))).toEqual(expected);
  });

  it('have a label in every language', () => {
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const) {
      for (const dict of [en, lv, ru]) expect(label(dict, code)).toBeTruthy();
    }
    expect(statusKey(7)).toBe('common:appointment_status.in_room');
  });

  it('offer Start before treatment, End while treating, Cancel where allowed', () => {
    expect(canStart(1)).toBe(true);
    expect(canStart(6)).toBe(true);
    expect(canStart(7)).toBe(false);
    expect(canStart(4)).toBe(false);
    expect(canEnd(7)).toBe(true);
    expect(canEnd(1)).toBe(false);
    expect(canCancel(3)).toBe(true);
    expect(canCancel(8)).toBe(false);
    expect(statusChoices(7)).toEqual([7, 6, 8]);
    expect(statusChoices(10)).toEqual([10]);
  });
});

describe('colour', () => {
  it('picks readable text on a practitioner colour', () => {
    expect(textOn('#ffffff')).toBe('#000');
    expect(textOn('#1a62b8')).toBe('#fff');
  });
});

describe('status colours', () => {
  /** WCAG 2 contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  it('carry the badge’s white text at 4.5:1 or more (WCAG AA), every status', () => {
    for (const [status, colour] of Object.entries(STATUS_COLORS)) expect([status, contrast('#ffffff', colour) >= 4.5]).toEqual([status, true]);
  });
});
