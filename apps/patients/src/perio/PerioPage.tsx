import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import type { PerioExam, PerioExamListItem, PerioSummaryAnswer } from '@dental/contracts';
import { addNamespaceBundle } from '@dental/i18n/browser';
import perioTexts from '@dental/i18n/bundles/perio';
import { perioSummary } from '@dental/domain-teeth';
import { Button, Card, ConfirmDialog, EmptyState, ErrorCard, LoadingBlock, Select, toast, useDateFormat } from '@dental/ui';
import { useSearchParams } from '@dental/ui/router';
import { perioPdf, useCreatePerioExam, useDeletePerioExam, useEditPerioExam, usePerioExam, usePerioExams } from '../data/perio';
import { failed } from '../lib/notify';
import { PerioChart, PerioKeypad } from './PerioChart';
import { draftChanges, siteKey, usePerioDraft, type EntryMode } from './perio-store';
import './perio.css';

// Registered with this lazily loaded chunk, so the perio texts stay out of the remote's first screen.
addNamespaceBundle('perio', perioTexts);

/**
 * The Perio tab (issue 29): the patient's exams, the chart of the chosen one with the hygienist's
 * keyboard entry, its summary (live while typing), another exam compared, sign-off and the PDF.
 * `?exam=` picks the exam, `?compare=` the one compared with it.
 */
export default function PerioPage({ patient }: { patient: string }) {
  const { t } = useTranslation('perio');
  const can = useCan();
  const dates = useDateFormat();
  const [params, setParams] = useSearchParams();
  const exams = usePerioExams(patient);
  const create = useCreatePerioExam(patient);
  const canEdit = can('patients_tooth_map_edit');
  const chosen = params.get('exam') ?? exams.data?.[0]?.uuid ?? null;
  const compareTo = params.get('compare');

  const pick = (exam: string) => setParams((p) => {
    p.set('exam', exam);
    p.delete('compare');
    return p;
  }, { replace: true });

  const start = async () => {
    try {
      const exam = await create.mutateAsync();
      pick(exam.uuid);
    } catch (error) {
      failed(t, 'create_failed', error);
    }
  };

  if (exams.isPending) return <LoadingBlock />;
  if (exams.isError) return <ErrorCard text={t('load_failed')} onRetry={() => void exams.refetch()} retrying={exams.isFetching} />;
  const list = exams.data;

  return (
    <div className="perio">
      <Card>
        <header className="perio-head">
          <h2>{t('title')}</h2>
          {canEdit ? (
            <Button onClick={() => void start()} disabled={create.isPending}>
              {t('new_exam')}
            </Button>
          ) : null}
        </header>
        {list.length === 0 ? (
          <EmptyState title={t('no_exams_title')} text={t('no_exams_text')} />
        ) : (
          <nav aria-label={t('exams')}>
            <ul className="perio-exams">
              {list.map((exam) => (
                <li key={exam.uuid}>
                  <button type="button" className="perio-exam" aria-current={exam.uuid === chosen ? 'true' : undefined} onClick={() => pick(exam.uuid)}>
                    <strong>{t('exam_date', { date: dates.dateTime(exam.examined_at) })}</strong>
                    <span>{exam.signed_off_at ? t('status_signed') : t('status_open')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Card>
      {chosen && list.some((exam) => exam.uuid === chosen) ? (
        <ExamView
          key={chosen}
          patient={patient}
          examUuid={chosen}
          compareTo={compareTo}
          others={list.filter((exam) => exam.uuid !== chosen)}
          canEdit={canEdit}
          onCompare={(other) =>
            setParams((p) => {
              if (other) p.set('compare', other);
              else p.delete('compare');
              return p;
            }, { replace: true })
          }
          onDeleted={() =>
            setParams((p) => {
              p.delete('exam');
              p.delete('compare');
              return p;
            }, { replace: true })
          }
        />
      ) : null}
    </div>
  );
}

function ExamView({
  patient,
  examUuid,
  compareTo,
  others,
  canEdit,
  onCompare,
  onDeleted,
}: {
  patient: string;
  examUuid: string;
  compareTo: string | null;
  others: PerioExamListItem[];
  canEdit: boolean;
  onCompare: (other: string | null) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('perio');
  const dates = useDateFormat();
  const query = usePerioExam(patient, examUuid, compareTo);
  const edit = useEditPerioExam(patient);
  const remove = useDeletePerioExam(patient);
  const draft = usePerioDraft();
  const loaded = useRef<{ uuid: string; version: number } | null>(null);
  const [confirm, setConfirm] = useState<'sign' | 'delete' | null>(null);
  const exam = query.data;

  useEffect(() => {
    if (!exam) return;
    const was = loaded.current;
    if (was && was.uuid === exam.uuid && was.version === exam.version) return;
    loaded.current = { uuid: exam.uuid, version: exam.version };
    // The same exam again (someone saved meanwhile): keep what was typed here on top of it.
    if (was?.uuid === exam.uuid) draft.rebase(exam);
    else draft.load(exam);
  }, [exam, draft]);

  const missing = useMemo(() => (exam ? exam.teeth.filter((x) => x.missing).map((x) => x.tooth) : []), [exam]);
  const live = useMemo(() => perioSummary(Object.values(draft.sites), missing), [draft.sites, missing]);
  const worse = useMemo(() => new Set((exam?.comparison?.sites ?? []).filter((s) => s.worse).map((s) => siteKey(s.tooth, s.site))), [exam]);

  if (query.isPending) return <LoadingBlock />;
  if (!exam) return <ErrorCard text={t('load_failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const locked = exam.signed_off_at !== null || !canEdit;
  const dirty = draft.dirtySites.size + draft.dirtyTeeth.size > 0;

  const save = async (signOff = false) => {
    try {
      const answer: PerioExam = await edit.mutateAsync({ exam: exam.uuid, body: { version: exam.version, ...draftChanges(draft), ...(signOff ? { signed_off: true } : {}) } });
      loaded.current = { uuid: answer.uuid, version: answer.version };
      draft.saved(answer);
      toast.success(t(signOff ? 'signed_toast' : 'saved'));
    } catch (error) {
      failed(t, 'save_failed', error);
      if (isApiError(error) && error.status === 409) void query.refetch();
    } finally {
      setConfirm(null);
    }
  };

  const drop = async () => {
    try {
      await remove.mutateAsync(exam.uuid);
      toast.success(t('deleted'));
      onDeleted();
    } catch (error) {
      failed(t, 'delete_failed', error);
    } finally {
      setConfirm(null);
    }
  };

  const pdf = async () => {
    try {
      const file = await perioPdf(patient, exam.uuid);
      downloadBlob(file.blob, file.filename ?? `perio-${exam.uuid.slice(0, 8)}.pdf`);
    } catch (error) {
      failed(t, 'pdf_failed', error);
    }
  };

  const focusGrid = () => document.querySelector<HTMLElement>('.perio-grid')?.focus();
  const examDate = dates.dateTime(exam.examined_at);
  const compared = exam.comparison;

  return (
    <Card>
      <article className="perio-exam-view" aria-label={t('exam_date', { date: examDate })}>
        <header className="perio-toolbar">
          <h3>{t('exam_date', { date: examDate })}</h3>
          {exam.signed_off_at && exam.signed_off_by ? (
            <p className="perio-signed">{t('signed_by', { date: dates.dateTime(exam.signed_off_at), name: `${exam.signed_off_by.first_name} ${exam.signed_off_by.last_name}` })}</p>
          ) : null}
          <div className="perio-toolbar__actions">
            {others.length > 0 ? (
              <label className="perio-field">
                <span>{t('compare_with')}</span>
                <Select
                  value={compareTo ?? ''}
                  placeholder={t('compare_none')}
                  options={others.map((other) => ({ value: other.uuid, label: t('exam_date', { date: dates.dateTime(other.examined_at) }) }))}
                  onChange={(e) => onCompare(e.target.value || null)}
                />
              </label>
            ) : null}
            <Button variant="secondary" onClick={() => void pdf()}>
              {t('pdf')}
            </Button>
            {!locked ? (
              <>
                <Button variant="secondary" className="perio-danger" onClick={() => setConfirm('delete')}>
                  {t('delete')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirm('sign')}>
                  {t('sign_off')}
                </Button>
                <Button onClick={() => void save()} disabled={!dirty || edit.isPending}>
                  {t('save')}
                </Button>
              </>
            ) : null}
          </div>
        </header>
        {exam.signed_off_at ? <p className="perio-locked">{t('locked')}</p> : null}
        {!locked ? (
          <div className="perio-entry">
            <fieldset className="perio-mode">
              <legend>{t('mode')}</legend>
              {(['depth', 'margin'] as EntryMode[]).map((mode) => (
                <label key={mode}>
                  <input type="radio" name="perio-mode" checked={draft.mode === mode} onChange={() => draft.setMode(mode)} />
                  {t(`mode_${mode}`)}
                </label>
              ))}
            </fieldset>
            {dirty ? <p className="perio-unsaved">{t('unsaved')}</p> : null}
            <p id="perio-help" className="perio-help">
              {t('help')}
            </p>
          </div>
        ) : null}
        <div className="perio-body">
          <div className="perio-scroll">
            {/* Drawn once the store holds this exam (not first with the last one's sites, then again). */}
            {draft.examUuid === exam.uuid ? <PerioChart exam={exam} locked={locked} worse={worse} /> : <LoadingBlock />}
          </div>
          {!locked ? <PerioKeypad onUsed={focusGrid} /> : null}
        </div>
        <section className="perio-summary" aria-label={t('summary')}>
          <h4>{compared ? t('compare_title', { date: dates.dateTime(compared.examined_at) }) : t('summary')}</h4>
          <SummaryTable now={live} then={compared?.summary ?? null} thenLabel={compared ? t('exam_date', { date: dates.dateTime(compared.examined_at) }) : null} />
          {compared ? (
            <div className="perio-worse">
              <p>{t('worse', { count: compared.worse })}</p>
              {compared.worse === 0 ? (
                <p>{t('no_worse')}</p>
              ) : (
                <ul>
                  {compared.sites
                    .filter((s) => s.worse)
                    .map((s) => (
                      <li key={siteKey(s.tooth, s.site)}>{t('worse_site', { tooth: s.tooth, site: t(`sites.${s.site}`), before: s.before, after: s.after })}</li>
                    ))}
                </ul>
              )}
            </div>
          ) : null}
        </section>
      </article>
      <ConfirmDialog
        open={confirm === 'sign'}
        title={t('sign_off_title')}
        text={<p>{t('sign_off_text')}</p>}
        confirmLabel={t('sign_off')}
        cancelLabel={t('cancel')}
        onConfirm={() => void save(true)}
        onCancel={() => setConfirm(null)}
        busy={edit.isPending}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('delete_title')}
        text={<p>{t('delete_text', { date: examDate })}</p>}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void drop()}
        onCancel={() => setConfirm(null)}
        busy={remove.isPending}
        danger
      />
    </Card>
  );
}

const MEASURES = ['bleeding', 'plaque', 'sites_4mm', 'sites_6mm', 'mean_cal', 'sites'] as const;

function SummaryTable({ now, then, thenLabel }: { now: PerioSummaryAnswer; then: PerioSummaryAnswer | null; thenLabel: string | null }) {
  const { t, i18n } = useTranslation('perio');
  // One decimal in the language's own way (3,5 in Latvian and Russian).
  const number = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  const value = (summary: PerioSummaryAnswer, measure: (typeof MEASURES)[number]) => {
    if (measure === 'bleeding') return t('percent', { value: number(summary.bleeding_percent) });
    if (measure === 'plaque') return t('percent', { value: number(summary.plaque_percent) });
    if (measure === 'mean_cal') return summary.mean_cal === null ? t('none') : t('millimetres', { value: number(summary.mean_cal) });
    return String(summary[measure]);
  };
  return (
    <table className="perio-summary__table">
      <thead>
        <tr>
          <td />
          <th scope="col">{t('this_exam')}</th>
          {then && thenLabel ? <th scope="col">{thenLabel}</th> : null}
        </tr>
      </thead>
      <tbody>
        {MEASURES.map((measure) => (
          <tr key={measure}>
            <th scope="row">{t(`summary_items.${measure}`)}</th>
            <td data-measure={measure}>{value(now, measure)}</td>
            {then ? <td>{value(then, measure)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
