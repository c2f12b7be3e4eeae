/**
 * Avatar display rules (docs/spec.md §3 and 9). Pure functions: the UI component only renders what
 * these decide, so every rule is tested here without a browser.
 */
export const AVATAR_DEFAULT_SIZE = 50;
export const AVATAR_MAX_INITIALS = 3;
export const AVATAR_LABEL_CAP = 99;
/** Backgrounds brighter than this get black text, darker ones white (perceived brightness 0-255). */
export const AVATAR_BRIGHTNESS_THRESHOLD = 186;

const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();
const isLower = (ch: string) => ch !== ch.toUpperCase() && ch === ch.toLowerCase();

/**
 * First letters of the words of a username (words split on spaces and hyphens), at most 3,
 * upper-cased. When more than 3 letters result and some are capitals, the lowercase ones are
 * dropped first, so "Anna de la Cruz" reads "AC" rather than "ADL".
 */
export function avatarInitials(username: string): string {
  let letters = username
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0]);
  if (letters.length > AVATAR_MAX_INITIALS && letters.some(isUpper)) {
    letters = letters.filter((ch) => !isLower(ch));
  }
  return letters.slice(0, AVATAR_MAX_INITIALS).join('').toUpperCase();
}

/** The numeric badge: "99+" above 99, nothing when no number is given. */
export function avatarLabel(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined;
  return value > AVATAR_LABEL_CAP ? `${AVATAR_LABEL_CAP}+` : String(value);
}

/** Parses `#rgb` or `#rrggbb`; null for anything else. */
export function parseHexColor(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? Array.from(hex, (c) => c + c).join('') : hex;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Perceived brightness (ITU-R BT.601 weights), 0-255. */
export function colorBrightness(color: string): number {
  const rgb = parseHexColor(color);
  if (!rgb) return 0;
  const [r, g, b] = rgb;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black text on light backgrounds, white on dark ones (threshold 186). */
export function avatarTextColor(background: string): '#000000' | '#ffffff' {
  return colorBrightness(background) > AVATAR_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}

/** Calm, distinguishable backgrounds for users who have not chosen a colour, each dark enough for white initials at 4.5:1 (WCAG AA). */
export const AVATAR_PALETTE = ['#1565c0', '#2e7d32', '#8e24aa', '#bf360c', '#00796b', '#6d4c41', '#3949ab', '#6b6f00'] as const;

/** A stable colour for a name, so the same person always looks the same. */
export function avatarFallbackColor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length];
}
