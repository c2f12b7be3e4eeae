/**
 * Clinical notes' plain values (issue 25, "Charting"), zod-free for the browser's first screen.
 * A note is free text on a patient's card, optionally of one visit or one procedure; signed, it is
 * final (an addendum is a new note pointing at it). A template's text may hold placeholders the
 * screen fills in when it is applied.
 */
export const NOTE_TEXT_MAX = 20_000;
export const NOTE_TEMPLATE_NAME_MAX = 100;

/** The placeholders a note template may hold, filled in from the card when applied. */
export const NOTE_PLACEHOLDERS = ['patient.first_name', 'patient.last_name', 'patient.full_name', 'doctor.full_name', 'tooth', 'date'] as const;
export type NotePlaceholder = (typeof NOTE_PLACEHOLDERS)[number];

/** The notes' own error codes (a signed note is final). */
export const NOTE_ERROR_CODES = ['NOTE_LOCKED'] as const;

/**
 * A template's text with the placeholders it knows filled in (`{patient.first_name}`, `{tooth}` ...);
 * a placeholder without a value (no tooth chosen) stays as written, for the author to fill in.
 */
export function fillNoteTemplate(text: string, values: Partial<Record<NotePlaceholder, string>>): string {
  return text.replace(/\{([a-z_.]+)\}/g, (whole, name: string) => values[name as NotePlaceholder] ?? whole);
}
