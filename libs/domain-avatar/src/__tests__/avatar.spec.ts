import {
  AVATAR_DEFAULT_SIZE,
  AVATAR_PALETTE,
  avatarFallbackColor,
  avatarInitials,
  avatarLabel,
  avatarTextColor,
} from '../avatar.js';

describe('avatar initials', () => {
  it('takes the first letter of each word, split on spaces and hyphens', () => {
    expect(avatarInitials('anna berzina')).toBe('AB');
    expect(avatarInitials('anna-marija')).toBe('AM');
    expect(avatarInitials('Jānis  Ozols')).toBe('JO');
  });
  it('keeps at most three letters', () => {
    expect(avatarInitials('john ronald reuel tolkien')).toBe('JRR');
  });
  it('upper-cases', () => {
    expect(avatarInitials('ēriks')).toBe('Ē');
  });
  it('drops lowercase letters when more than three result and capitals exist', () => {
    expect(avatarInitials('Anna de la Cruz')).toBe('AC');
    expect(avatarInitials('Maria van der Berg-Smit')).toBe('MBS');
  });
  it('keeps lowercase letters when there are three or fewer', () => {
    expect(avatarInitials('Anna de Cruz')).toBe('ADC');
  });
  it('handles an empty name', () => {
    expect(avatarInitials('  ')).toBe('');
  });
});

describe('avatar label', () => {
  it('shows the number up to 99 and "99+" above', () => {
    expect(avatarLabel(5)).toBe('5');
    expect(avatarLabel(99)).toBe('99');
    expect(avatarLabel(100)).toBe('99+');
    expect(avatarLabel(undefined)).toBeUndefined();
  });
});

describe('avatar text colour', () => {
  it('is black on backgrounds brighter than 186 and white otherwise', () => {
    expect(avatarTextColor('#ffffff')).toBe('#000000');
    expect(avatarTextColor('#fff')).toBe('#000000');
    expect(avatarTextColor('#000000')).toBe('#ffffff');
    expect(avatarTextColor('#1e88e5')).toBe('#ffffff');
    // brightness exactly 186 is not above the threshold
    expect(avatarTextColor('#bababa')).toBe('#ffffff');
    expect(avatarTextColor('#bbbbbb')).toBe('#000000');
  });
});

describe('avatar defaults', () => {
  it('is 50 px by default and gets a stable colour per name', () => {
    expect(AVATAR_DEFAULT_SIZE).toBe(50);
    expect(avatarFallbackColor('anna')).toBe(avatarFallbackColor('anna'));
  });

  it('gives every palette colour initials readable at 4.5:1 (WCAG AA contrast)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const weak = AVATAR_PALETTE.filter((background) => {
      const [light, dark] = [luminance(background), luminance(avatarTextColor(background))].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05) < 4.5;
    });
    expect(weak).toEqual([]);
  });
});
