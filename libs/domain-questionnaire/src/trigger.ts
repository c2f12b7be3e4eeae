import { fold } from '@dental/domain-text';

/**
 * When a questionnaire answer hits its question's trigger (e.g. "Jā" to "Are you allergic?"): the
 * server stores that as `flagged` with the question's icon, and the form shows it while the
 * patient answers. One rule for both, so what the form announces is what the card will show.
 */

/** An answer as the API takes it (libs/contracts patientTestAnswerValueSchema); null is unanswered. */
export type AnswerValue = string | number | boolean | string[] | null;

/** Trigger words that mean yes or no for a yes/no question, folded, in lv, en and ru. */
const YES = new Set(['ja', 'yes', 'true', 'да', '1']);
const NO = new Set(['ne', 'no', 'false', 'нет', '0']);

/**
 * Whether `value` hits `trigger`. Text and choices compare folded (@dental/domain-text: case and
 * Latin accents, so "Jā" = "ja"; Cyrillic letters such as "ё" and "й" are compared as they are);
 * a yes/no answer hits "jā/yes/да/true/1" when true and "nē/no/нет/false/0" when false; a number
 * hits the same number. No trigger, or no answer, never hits.
 */
export function isTriggered(trigger: string | null | undefined, value: AnswerValue): boolean {
  const wanted = fold(trigger?.trim() ?? '');
  if (!wanted || value === null) return false;
  if (typeof value === 'boolean') return value ? YES.has(wanted) : NO.has(wanted);
  if (Array.isArray(value)) return value.some((item) => fold(item.trim()) === wanted);
  if (typeof value === 'number') return Number(trigger) === value;
  return fold(value.trim()) === wanted;
}
