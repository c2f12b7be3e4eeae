import type { Question } from '@dental/settings';
import type { FieldMessage } from '@dental/server-core';
import { isTriggered } from '@dental/domain-questionnaire';
import type { StoredAnswer } from './patient-test.entity.js';

type Value = StoredAnswer['value'];

/** Whether `value` fits a question of its type (0/6 text, 1 yes/no, 2 number, 3/4 choice, 5 scale). */
export function answerFits(question: Question, value: Value): boolean {
  if (value === null) return true;
  const { options = [], min, max, step } = question.testValue ?? {};
  switch (question.testType) {
    case 0:
      return typeof value === 'string' && value.length <= 500;
    case 6:
      return typeof value === 'string';
    case 1:
      return typeof value === 'boolean';
    case 2:
      return typeof value === 'number' && Number.isFinite(value) && (min === undefined || value >= min) && (max === undefined || value <= max);
    case 3:
      return typeof value === 'string' && options.includes(value);
    case 4:
      return Array.isArray(value) && new Set(value).size === value.length && value.every((item) => options.includes(item));
    case 5: {
      if (typeof value !== 'number' || min === undefined || max === undefined || value < min || value > max) return false;
      const steps = (value - min) / (step ?? 1);
      return Math.abs(steps - Math.round(steps)) < 1e-9;
    }
    default:
      return false;
  }
}

/**
 * The stored answers (in the questionnaire's order), or the fields to answer 400 with: a question
 * not of this questionnaire, or a value that does not fit its type.
 */
export function buildAnswers(
  questions: Question[],
  sent: { question_uuid: string; value: Value }[],
): { answers: StoredAnswer[]; errors: Record<string, FieldMessage> } {
  const errors: Record<string, FieldMessage> = {};
  const byUuid = new Map(questions.map((question) => [question.uuid, question]));
  const values = new Map<string, Value>();
  sent.forEach((answer, index) => {
    const question = byUuid.get(answer.question_uuid);
    if (!question) errors[`answers.${index}.question_uuid`] = 'unknown_question';
    else if (!answerFits(question, answer.value)) errors[`answers.${index}.value`] = 'invalid_answer';
    else values.set(question.uuid, answer.value);
  });
  const answers = questions.map((question) => {
    const value = values.get(question.uuid) ?? null;
    return {
      question_uuid: question.uuid,
      question: question.name,
      test_type: question.testType,
      value,
      // The form announces the same hit while filling (@dental/domain-questionnaire, one rule).
      flagged: isTriggered(question.trigger, value),
      icon: question.icon,
    };
  });
  return { answers, errors };
}

/** `YYYY-MM-DD` of `from` plus `months` (the end of a shorter month when the day does not exist). */
export function addMonths(from: Date, months: number): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}
