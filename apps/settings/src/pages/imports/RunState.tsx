import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportStatus } from '@dental/contracts';
import { Button, Card, ConfirmDialog, FormMessage, toast } from '@dental/ui';
import { downloadErrors, useImportActions } from '../../data/imports';
import { errorText } from './errorText';

/** A run going on: the bar (a progressbar the page asks the server about every second) and the counts so far. */
export function RunProgress({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  return (
    <Card>
      <h2 className="imp-heading">{t('run.running', { progress: status.progress })}</h2>
      <div className="imp-progress" role="progressbar" aria-label={t('run.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={status.progress}>
        <div className="imp-progress__bar" style={{ width: `${status.progress}%` }} />
      </div>
      <Counts status={status} />
    </Card>
  );
}

/** A run that is over: its counts, why it stopped, the errors file, a run again (stopped) and the undo. */
export function RunResult({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  const { t: tc } = useTranslation('common');
  const actions = useImportActions();
  const [confirming, setConfirming] = useState(false);
  const undo = () =>
    actions.undo.mutate(status.uuid, {
      onSuccess: () => toast.success(t('undo.done')),
      onSettled: () => setConfirming(false),
    });
  return (
    <Card>
      <h2 className="imp-heading">{t(`states.${status.state}`)}</h2>
      {status.error ? <p role="alert">{status.error}</p> : null}
      <Counts status={status} />
      <div className="imp-actions">
        {status.failed > 0 && status.state !== 'undone' ? (
          <Button variant="secondary" onClick={() => void downloadErrors(status.uuid)}>
            {t('result.errors_file')}
          </Button>
        ) : null}
        {status.state === 'failed' ? (
          <Button onClick={() => actions.run.mutate(status.uuid)} disabled={actions.run.isPending}>
            {t('run.again')}
          </Button>
        ) : null}
        {status.can_undo ? (
          <Button variant="secondary" className="dc-button--danger" onClick={() => setConfirming(true)}>
            {t('undo.action')}
          </Button>
        ) : null}
      </div>
      {actions.undo.isError ? <FormMessage>{errorText(actions.undo.error, t, 'undo.failed')}</FormMessage> : null}
      {actions.run.isError ? <FormMessage>{errorText(actions.run.error, t, 'run.failed')}</FormMessage> : null}
      <ConfirmDialog
        open={confirming}
        danger
        title={t('undo.confirm_title')}
        text={t('undo.confirm_text')}
        confirmLabel={t('undo.action')}
        cancelLabel={tc('actions.cancel')}
        busy={actions.undo.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={undo}
      />
    </Card>
  );
}

function Counts({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  return (
    <dl className="imp-counts">
      {(['created', 'updated', 'skipped', 'failed'] as const).map((count) => (
        <div key={count}>
          <dt>{t(`result.${count}`)}</dt>
          <dd data-testid={`import-${count}`}>{status[count]}</dd>
        </div>
      ))}
    </dl>
  );
}
