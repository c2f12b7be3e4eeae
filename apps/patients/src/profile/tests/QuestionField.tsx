import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@dental/contracts';
import { Input, Textarea } from '@dental/ui';
import { isTriggered } from '@dental/domain-questionnaire';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, TYPE, scaleSteps, toValue, type Draft } from './answer-model';

/** A scale longer than this is a slider; shorter ones are a row of radio buttons (one tap each). */
const MAX_SCALE_RADIOS = 11;

interface Props {
  question: Question;
  draft: Draft;
  onChange: (draft: Draft) => void;
  error?: string;
  disabled?: boolean;
}

/** One question with the control its type needs, its note, its error and, when hit, its trigger. */
export function QuestionField({ question, draft, onChange, error, disabled }: Props) {
  const { t } = useTranslation('patients');
  const id = `q-${question.uuid}`;
  const { min, max, step, options = [] } = question.test_value ?? {};
  const describedBy = [error ? `${id}-error` : null, question.comment ? `${id}-note` : null].filter(Boolean).join(' ') || undefined;
  // The server's own rule (flagged on the saved fill), announced while the patient answers.
  const flagged = isTriggered(question.trigger, toValue(question, draft));
  const text = typeof draft === 'string' ? draft : '';
  const list = Array.isArray(draft) ? draft : [];

  const group = (control: ReactNode, hint?: string) => (
    <fieldset className={`pt-question${error ? ' pt-question--error' : ''}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined} data-question={question.uuid}>
      <legend className="pt-question__label">{question.name}</legend>
      {hint ? <p className="pt-muted pt-question__hint">{hint}</p> : null}
      {control}
      {footer}
    </fieldset>
  );
  const single = (label: ReactNode, control: ReactNode, hint?: string) => (
    <div className={`pt-question${error ? ' pt-question--error' : ''}`} data-question={question.uuid}>
      <label className="pt-question__label" htmlFor={id}>
        {label}
      </label>
      {hint ? <p className="pt-muted pt-question__hint">{hint}</p> : null}
      {control}
      {footer}
    </div>
  );
  const footer = (
    <>
      {question.comment ? (
        <p className="pt-muted pt-question__note" id={`${id}-note`}>
          {question.comment}
        </p>
      ) : null}
      {flagged ? (
        <p className="pt-question__flag" role="status">
          {t('tests.flag_note', { trigger: question.trigger })}
        </p>
      ) : null}
      {error ? (
        <p className="dc-form-item__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
  const radios = (name: string, choices: { value: string; label: string }[]) => (
    <div className="pt-question__choices">
      {choices.map((choice) => (
        <label key={choice.value} className="dc-checkbox pt-question__choice">
          <input type="radio" name={name} value={choice.value} checked={text === choice.value} disabled={disabled} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
  const common = { id, disabled, invalid: Boolean(error), 'aria-describedby': describedBy };

  switch (question.test_type) {
    case TYPE.yesNo:
      return group(
        radios(id, [
          { value: 'yes', label: t('tests.yes') },
          { value: 'no', label: t('tests.no') },
        ]),
      );
    case TYPE.single:
      return group(radios(id, options.map((option) => ({ value: option, label: option }))));
    case TYPE.multiple:
      return group(
        <div className="pt-question__choices">
          {options.map((option) => (
            <label key={option} className="dc-checkbox pt-question__choice">
              <input
                type="checkbox"
                value={option}
                checked={list.includes(option)}
                disabled={disabled}
                // Kept in the questionnaire's order, whatever order they were ticked in.
                onChange={(e) => onChange(options.filter((o) => (o === option ? e.target.checked : list.includes(o))))}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>,
        t('tests.choose_any'),
      );
    case TYPE.scale: {
      const steps = scaleSteps(question);
      if (steps.length <= MAX_SCALE_RADIOS) {
        return group(
          <div className="pt-question__scale">{radios(id, steps.map((s) => ({ value: String(s), label: String(s) })))}</div>,
          t('tests.scale_hint', { min: steps[0], max: steps[steps.length - 1] }),
        );
      }
      // A slider has no "unanswered" position: it stays unanswered until moved, and says so.
      return single(
        question.name,
        <div className="pt-question__range">
          <input
            id={id}
            type="range"
            min={min}
            max={max}
            step={step ?? 1}
            value={text || String(min ?? 0)}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-valuetext={text || t('tests.unanswered')}
            onChange={(e) => onChange(e.target.value)}
          />
          <output htmlFor={id}>{text || t('tests.unanswered')}</output>
        </div>,
        t('tests.scale_hint', { min, max }),
      );
    }
    case TYPE.number: {
      const hint =
        min !== undefined && max !== undefined ? t('tests.range', { min, max }) : min !== undefined ? t('tests.at_least', { min }) : max !== undefined ? t('tests.at_most', { max }) : undefined;
      return single(question.name, <Input {...common} type="number" inputMode="decimal" min={min} max={max} step="any" value={text} onChange={(e) => onChange(e.target.value)} />, hint);
    }
    case TYPE.longText:
      return single(question.name, <Textarea {...common} maxLength={LONG_TEXT_MAX} value={text} onChange={(e) => onChange(e.target.value)} />);
    default:
      return single(question.name, <Input {...common} type="text" maxLength={SHORT_TEXT_MAX} value={text} onChange={(e) => onChange(e.target.value)} />);
  }
}
