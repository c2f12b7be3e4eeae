import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientListItem, SharedCodeGroup } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, Card, ConfirmDialog, EmptyState, ErrorCard, IconPatients, LoadingBlock, Page, toast, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { useKeepCard, useSharedCodes } from '../data/patients';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';
import './list.css';

/**
 * /patients/shared-codes: the cards that share a personal code (saved before a code identified one
 * person), by code. With patients_delete the desk keeps one card of a code and merges the others
 * into it (each merge moves everything of a card, after a confirmation).
 */
export function SharedCodesPage() {
  const { t } = useTranslation('patients');
  const groups = useSharedCodes();
  const keepCard = useKeepCard();
  const [keeping, setKeeping] = useState<{ keep: PatientListItem; group: SharedCodeGroup } | null>(null);

  const run = async () => {
    if (!keeping) return;
    const others = keeping.group.patients.filter((p) => p.uuid !== keeping.keep.uuid);
    try {
      await keepCard.mutateAsync({ keep: keeping.keep, others });
      toast.success(t('merge.done', { name: fullName(keeping.keep) }));
    } catch (error) {
      failed(t, 'merge.failed', error);
    }
    setKeeping(null);
  };

  return (
    <Page title={t('shared_codes.title')}>
      <p className="pt-muted">{t('shared_codes.text')}</p>
      {groups.isPending ? (
        <LoadingBlock />
      ) : groups.isError ? (
        <ErrorCard text={t('shared_codes.load_failed')} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : !groups.data.length ? (
        <Card>
          <EmptyState icon={<IconPatients size={28} />} title={t('shared_codes.empty_title')} text={t('shared_codes.empty_text')} />
        </Card>
      ) : (
        groups.data.map((group) => <SharedCodeCard key={group.personal_code} group={group} onKeep={(keep) => setKeeping({ keep, group })} />)
      )}
      <ConfirmDialog
        open={keeping !== null}
        title={t('shared_codes.confirm_title', { name: keeping ? fullName(keeping.keep) : '' })}
        text={<p>{t('shared_codes.confirm_text', { count: (keeping?.group.patients.length ?? 1) - 1, name: keeping ? fullName(keeping.keep) : '' })}</p>}
        confirmLabel={t('actions.merge_confirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void run()}
        onCancel={() => setKeeping(null)}
        busy={keepCard.isPending}
        danger
      />
    </Page>
  );
}

/** One personal code and its cards, each with "Keep this card" for those who may merge (patients_delete). */
function SharedCodeCard({ group, onKeep }: { group: SharedCodeGroup; onKeep: (card: PatientListItem) => void }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const title = t('shared_codes.group', { code: group.personal_code, count: group.patients.length });
  return (
    <Card title={title} aria-label={title}>
      <ul className="pt-shared-cards">
        {group.patients.map((p) => (
          <li key={p.uuid} className="pt-shared-card">
            <span>
              <Link to={`/patients/${p.uuid}/details`}>{fullName(p)}</Link>
              <span className="pt-muted">{[p.dob ? dates.date(p.dob) : '', p.phone ?? '', p.client_card ?? ''].filter(Boolean).join(' · ')}</span>
            </span>
            {can('patients_delete') ? (
              <Button variant="secondary" onClick={() => onKeep(p)} aria-label={t('shared_codes.keep_named', { name: fullName(p) })}>
                {t('shared_codes.keep')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
