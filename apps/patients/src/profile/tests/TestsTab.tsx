import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientTestsAnswer } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconClipboard, LoadingBlock, TableFrame, useDateFormat } from '@dental/ui';
import { Link, useNavigate, useSearchParams } from '@dental/ui/router';
import { useTests } from '../../data/patient-tests';
import { fullName } from '../../lib/labels';
import { failed } from '../../lib/notify';
import { TestForm } from './TestForm';
import './tests.css';

type Due = PatientTestsAnswer['due'][number];

function DueBadge({ due }: { due: Due }) {
  const { t } = useTranslation('patients');
  if (!due.last_filled_at) return <span className="pt-badge pt-test-badge--overdue">{t('tests.never_filled')}</span>;
  if (due.overdue) return <span className="pt-badge pt-test-badge--overdue">{t('tests.overdue')}</span>;
  return <span className="pt-badge pt-test-badge--ok">{t('tests.up_to_date')}</span>;
}

/**
 * The questionnaires tab: the company's questionnaires with their next due date (overdue ones
 * marked), filling one (`?fill=<questionnaire>` keeps the form in the address), and the history.
 */
export function TestsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tests = useTests(patient.uuid);
  const filling = params.get('fill');
  const base = `/patients/${patient.uuid}/tests`;

  useEffect(() => {
    if (tests.isError) failed(t, 'toast.tests_load_failed', tests.error);
  }, [tests.isError, tests.error, t]);

  if (filling && can('patients_tests_add')) {
    return <TestForm patient={patient} questionnaire={filling} onSaved={(test) => navigate(`${base}/${test.uuid}`)} onCancel={() => setParams({}, { replace: true })} />;
  }
  if (tests.isPending) return <LoadingBlock />;
  if (tests.isError) return <ErrorCard text={t('toast.tests_load_failed')} onRetry={() => void tests.refetch()} />;
  const { data: fills, due } = tests.data;

  return (
    <div className="pt-tests">
      <Card title={t('tests.questionnaires')}>
        {due.length === 0 ? (
          <EmptyState icon={<IconClipboard size={28} />} title={t('empty.no_questionnaires_title')} text={t('empty.no_questionnaires_text')} />
        ) : (
          <TableFrame
            caption={t('tests.questionnaires')}
            head={
              <>
                <th scope="col">{t('tests.name')}</th>
                <th scope="col" className="pt-wide-only">{t('tests.regularity')}</th>
                <th scope="col">{t('tests.last_filled')}</th>
                <th scope="col">{t('tests.next_due')}</th>
                <th scope="col"><span className="dc-visually-hidden">{t('files.actions')}</span></th>
              </>
            }
          >
            <tbody>
              {due.map((d) => (
                <tr key={d.questionnaire_uuid}>
                  <td>{d.name}</td>
                  <td className="pt-wide-only">{d.regularity}</td>
                  <td>{d.last_filled_at ? dates.date(d.last_filled_at) : '—'}</td>
                  <td>
                    <span className="pt-test-due">
                      {d.next_due ? dates.date(d.next_due) : t('tests.now')} <DueBadge due={d} />
                    </span>
                  </td>
                  <td className="pt-cell-actions">
                    {can('patients_tests_add') ? (
                      <Button variant="secondary" onClick={() => setParams({ fill: d.questionnaire_uuid })} aria-label={t('tests.fill_name', { name: d.name })}>
                        {t('tests.fill')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>
      <Card title={t('tests.history')}>
        {fills.length === 0 ? (
          <EmptyState icon={<IconClipboard size={28} />} title={t('empty.tests_title')} text={t('empty.tests_text')} />
        ) : (
          <TableFrame
            caption={t('tests.history')}
            head={
              <>
                <th scope="col">{t('tests.name')}</th>
                <th scope="col">{t('tests.filled_at')}</th>
                <th scope="col" className="pt-wide-only">{t('tests.filled_by')}</th>
                <th scope="col">{t('tests.status')}</th>
              </>
            }
          >
            <tbody>
              {fills.map((fill) => (
                <tr key={fill.uuid}>
                  <td>
                    <Link to={`${base}/${fill.uuid}`} aria-label={t('tests.open', { name: fill.questionnaire.name, date: dates.dateTime(fill.filled_at) })}>
                      {fill.questionnaire.name}
                    </Link>
                    {fill.answers.some((a) => a.flagged) ? <span className="pt-test-flagged">{t('tests.flagged')}</span> : null}
                  </td>
                  <td className="pt-nowrap">{dates.dateTime(fill.filled_at)}</td>
                  <td className="pt-wide-only">{fill.filled_by ? fullName(fill.filled_by) : ''}</td>
                  <td>
                    <span className={`pt-badge ${fill.status === 'approved' ? 'pt-test-badge--ok' : 'pt-test-badge--pending'}`}>{t(`tests.statuses.${fill.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>
    </div>
  );
}
