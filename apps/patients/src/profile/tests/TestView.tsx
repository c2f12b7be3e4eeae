import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientTest } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, Card, ConfirmDialog, EmptyState, ErrorCard, IconClipboard, LoadingBlock, toast, useDateFormat } from '@dental/ui';
import { Link, useParams } from '@dental/ui/router';
import { useApproveTest, useTest } from '../../data/patient-tests';
import { fullName } from '../../lib/labels';
import { failed } from '../../lib/notify';
import { TYPE } from './answer-model';
import './tests.css';

type Answer = PatientTest['answers'][number];

/** An answer as words: yes/no in the user's language, choices joined, nothing as "Not answered". */
function AnswerText({ answer }: { answer: Answer }) {
  const { t } = useTranslation('patients');
  const { value } = answer;
  if (value === null || (Array.isArray(value) && value.length === 0)) return <span className="pt-muted">{t('tests.unanswered')}</span>;
  if (typeof value === 'boolean' || answer.test_type === TYPE.yesNo) return <>{value === true ? t('tests.yes') : t('tests.no')}</>;
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  return <span className="pt-pre">{String(value)}</span>;
}

/** One past fill, read-only, with its approval (patients_tests_approve, after a confirmation). */
export function TestView({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const { test_uuid = '' } = useParams();
  const test = useTest(patient.uuid, test_uuid);
  const approveTest = useApproveTest(patient.uuid, test_uuid);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const back = (
    <Link to={`/patients/${patient.uuid}/tests`} className="pt-back">
      {t('actions.back_to_tests')}
    </Link>
  );

  if (test.isPending) return <LoadingBlock />;
  if (test.isError) {
    if (isApiError(test.error) && (test.error.status === 404 || test.error.status === 400)) {
      return (
        <Card>
          <EmptyState icon={<IconClipboard size={28} />} title={t('empty.test_title')} text={t('empty.test_text')} action={back} />
        </Card>
      );
    }
    return <ErrorCard text={t('toast.tests_load_failed')} onRetry={() => void test.refetch()} />;
  }
  const fill = test.data;

  const approve = async () => {
    setBusy(true);
    try {
      await approveTest.mutateAsync(fill.version);
      toast.success(t('toast.test_approved', { name: fill.questionnaire.name }));
    } catch (error) {
      failed(t, 'toast.test_approve_failed', error, { name: fill.questionnaire.name });
      // Someone approved it meanwhile (409): show who.
      if (isApiError(error) && error.status === 409) void test.refetch();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="pt-tests">
      {back}
      <Card title={fill.questionnaire.name}>
        <p className="pt-test-meta">
          <span className={`pt-badge ${fill.status === 'approved' ? 'pt-test-badge--ok' : 'pt-test-badge--pending'}`}>{t(`tests.statuses.${fill.status}`)}</span>
          <span>{t('tests.filled', { date: dates.dateTime(fill.filled_at), name: fill.filled_by ? fullName(fill.filled_by) : t('history.system') })}</span>
          {fill.approved_at ? <span>{t('tests.approved', { date: dates.dateTime(fill.approved_at), name: fill.approved_by ? fullName(fill.approved_by) : t('history.system') })}</span> : null}
          <span>{t('tests.next_due_on', { date: dates.date(fill.next_due) })}</span>
        </p>
        <dl className="pt-test-answers">
          {fill.answers.map((answer) => (
            <div key={answer.question_uuid} className={`pt-test-answer${answer.flagged ? ' pt-test-answer--flagged' : ''}`}>
              <dt>{answer.question}</dt>
              <dd>
                <AnswerText answer={answer} />
                {answer.flagged ? <span className="pt-test-flagged">{t('tests.flagged')}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        {fill.comment ? (
          <p>
            <strong>{t('tests.comment')}:</strong> <span className="pt-pre">{fill.comment}</span>
          </p>
        ) : null}
        {fill.status === 'filled' && can('patients_tests_approve') ? (
          <div className="dc-confirm__actions">
            <Button onClick={() => setConfirming(true)}>{t('tests.approve')}</Button>
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.approve_test_title')}
        text={<p>{t('confirm.approve_test_text', { name: fill.questionnaire.name, patient: fullName(patient) })}</p>}
        confirmLabel={t('tests.approve')}
        cancelLabel={t('actions.cancel')}
        onConfirm={approve}
        onCancel={() => setConfirming(false)}
        busy={busy}
      />
    </div>
  );
}
