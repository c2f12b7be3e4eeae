import type { PatientTestCreate, Question } from '@dental/contracts';

/** What a control holds while the form is open: text as typed, choices as option strings. */
export type Draft = string | string[];
export type Drafts = Record<string, Draft>;
/** A value as the API takes it (libs/contracts patientTestAnswerValueSchema). */
export type AnswerValue = PatientTestCreate['answers'][number]['value'];

/** Question types (libs/contracts QUESTION_TYPES), as literals: the bundle stays free of zod. */
export const TYPE = { shortText: 0, yesNo: 1, number: 2, single: 3, multiple: 4, scale: 5, longText: 6 } as const;
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 4000;

export const emptyDraft = (question: Question): Draft => (question.test_type === TYPE.multiple ? [] : '');

/** The values of a scale: min..max on its step (1 by default), at most 101 of them. */
export function scaleSteps(question: Question): number[] {
  const { min = 0, max = 10, step = 1 } = question.test_value ?? {};
  const out: number[] = [];
  for (let i = 0; min + i * step <= max + 1e-9 && out.length <= 100; i++) out.push(Number((min + i * step).toFixed(6)));
  return out;
}

/** The draft as the API's value: '' and [] are "not answered" (null). */
export function toValue(question: Question, draft: Draft | undefined): AnswerValue {
  if (draft === undefined) return null;
  if (Array.isArray(draft)) return draft.length ? draft : null;
  const text = draft.trim();
  if (!text) return null;
  switch (question.test_type) {
    case TYPE.yesNo:
      return text === 'yes';
    case TYPE.number:
    case TYPE.scale:
      return Number(text.replace(',', '.'));
    default:
      return text;
  }
}

export type Problem = { key: 'not_a_number' | 'too_small' | 'too_large' | 'out_of_range' | 'not_on_step' | 'too_long'; params?: Record<string, number> };

/** What the browser can tell before sending (the server checks the same and answers 400 otherwise). */
export function problemOf(question: Question, draft: Draft | undefined): Problem | null {
  const value = toValue(question, draft);
  if (value === null) return null;
  const { min, max } = question.test_value ?? {};
  if (question.test_type === TYPE.shortText && typeof value === 'string' && value.length > SHORT_TEXT_MAX) return { key: 'too_long', params: { max: SHORT_TEXT_MAX } };
  if (question.test_type === TYPE.number || question.test_type === TYPE.scale) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'not_a_number' };
    if (min !== undefined && max !== undefined && (value < min || value > max)) return { key: 'out_of_range', params: { min, max } };
    if (min !== undefined && value < min) return { key: 'too_small', params: { min } };
    if (max !== undefined && value > max) return { key: 'too_large', params: { max } };
    if (question.test_type === TYPE.scale && !scaleSteps(question).some((s) => Math.abs(s - value) < 1e-9)) return { key: 'not_on_step' };
  }
  return null;
}

export function toAnswers(questions: Question[], drafts: Drafts): PatientTestCreate['answers'] {
  return questions.map((question) => ({ question_uuid: question.uuid, value: toValue(question, drafts[question.uuid]) }));
}

/**
 * The server's field errors (`answers.<i>.value`, `answers.<i>.question_uuid`) on the questions
 * they concern: `i` is the index in the answers sent, which follow the questions' order.
 */
export function errorsByQuestion(questions: Question[], fields: Record<string, string>): { byQuestion: Record<string, string>; other: string[] } {
  const byQuestion: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const m = /^answers\.(\d+)(?:\.|$)/.exec(path);
    const question = m ? questions[Number(m[1])] : undefined;
    if (question) byQuestion[question.uuid] = message;
    else other.push(message);
  }
  return { byQuestion, other };
}
