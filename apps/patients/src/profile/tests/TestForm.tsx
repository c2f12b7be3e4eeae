import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientTest } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { Button, Card, ErrorCard, FormItem, FormMessage, LoadingBlock, Textarea, toast } from '@dental/ui';
import { useFillTest, useQuestionnaire } from '../../data/patient-tests';
import { failed } from '../../lib/notify';
import { emptyDraft, errorsByQuestion, problemOf, toAnswers, type Draft, type Drafts, type Problem } from './answer-model';
import { QuestionField } from './QuestionField';

/**
 * Filling a questionnaire for the patient: every question with the control of its type; the
 * browser checks numbers and lengths, the server the rest (its 400s land on their questions).
 */
export function TestForm({ patient, questionnaire, onSaved, onCancel }: { patient: Patient; questionnaire: string; onSaved: (test: PatientTest) => void; onCancel: () => void }) {
  const { t } = useTranslation('patients');
  const details = useQuestionnaire(patient.uuid, questionnaire);
  const fillTest = useFillTest(patient.uuid);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [comment, setComment] = useState('');
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  if (details.isPending) return <LoadingBlock />;
  if (details.isError) {
    return <ErrorCard text={t('toast.tests_load_failed')} onRetry={() => void details.refetch()} />;
  }
  const q = details.data;
  const questions = q.questions;
  const describe = (problem: Problem) => t(`tests.problems.${problem.key}`, problem.params ?? {});
  const errorOf = (uuid: string): string | undefined => {
    const question = questions.find((x) => x.uuid === uuid);
    const problem = question && submitted ? problemOf(question, drafts[uuid]) : null;
    return problem ? describe(problem) : serverErrors[uuid];
  };

  const set = (uuid: string, draft: Draft) => {
    setDrafts((d) => ({ ...d, [uuid]: draft }));
    setServerErrors((e) => {
      if (!(uuid in e)) return e;
      const rest = { ...e };
      delete rest[uuid];
      return rest;
    });
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>('.pt-question--error input, .pt-question--error textarea');
      el?.focus();
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (questions.some((question) => problemOf(question, drafts[question.uuid]))) {
      setFormError(t('tests.fix_answers'));
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setFormError('');
    try {
      const saved = await fillTest.mutateAsync({ questionnaire_uuid: q.uuid, answers: toAnswers(questions, drafts), comment: comment.trim() || null });
      toast.success(t('toast.test_saved', { name: q.name }));
      onSaved(saved);
    } catch (error) {
      failed(t, 'toast.test_failed', error, { name: q.name });
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        const { byQuestion, other } = errorsByQuestion(questions, error.fields);
        setServerErrors(byQuestion);
        setFormError([error.message, ...other].filter(Boolean).join(' '));
        if (Object.keys(byQuestion).length) focusFirstInvalid();
        // The questionnaire changed in Settings meanwhile: load its current questions.
        if (error.status === 409 || Object.keys(error.fields).some((f) => f.endsWith('question_uuid'))) void details.refetch();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={q.name}>
      <form className="pt-test-form" onSubmit={submit} noValidate aria-label={q.name}>
        {q.template ? <p className="pt-test-form__template">{q.template}</p> : null}
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        {questions.map((question) => (
          <QuestionField key={question.uuid} question={question} draft={drafts[question.uuid] ?? emptyDraft(question)} onChange={(d) => set(question.uuid, d)} error={errorOf(question.uuid)} disabled={busy} />
        ))}
        <FormItem label={t('tests.comment')} htmlFor="test-comment">
          <Textarea id="test-comment" value={comment} maxLength={4000} onChange={(e) => setComment(e.target.value)} disabled={busy} />
        </FormItem>
        <div className="dc-confirm__actions">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('actions.saving') : t('tests.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
