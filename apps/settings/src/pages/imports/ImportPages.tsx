import { useTranslation } from 'react-i18next';
import { addNamespaceBundle } from '@dental/i18n/browser';
import importsTexts from '@dental/i18n/bundles/imports';
import { ErrorCard, LoadingBlock, Page } from '@dental/ui';
import { Link, useParams } from '@dental/ui/router';
import { useImport } from '../../data/imports';
import { ImportsList } from './ImportsList';
import { MappingStep } from './MappingStep';
import { RunProgress, RunResult } from './RunState';
import { UploadCard } from './UploadCard';
import './imports.css';

// This chunk brings its own texts: the remote's first screen does not carry them.
addNamespaceBundle('imports', importsTexts);

/** /settings/import: upload an export, and the imports so far. */
export function ImportsPage() {
  const { t } = useTranslation('imports');
  return (
    <Page title={t('title')} subtitle={t('intro')}>
      <div className="imp-page">
        <UploadCard />
        <ImportsList />
      </div>
    </Page>
  );
}

/** /settings/import/:uuid: one import, at whatever step it stands (after a reload too). */
export function ImportPage() {
  const { t } = useTranslation('imports');
  const { uuid = '' } = useParams();
  const status = useImport(uuid);
  const title = (
    <>
      <Link to="/settings/import">{t('title')}</Link> / {status.data?.file_name ?? ''}
    </>
  );
  if (status.isPending) return <LoadingBlock />;
  if (status.isError) return <ErrorCard text={t('list.load_failed')} onRetry={() => void status.refetch()} />;
  const data = status.data;
  return (
    <Page title={title} subtitle={data.kind ? t(`kinds.${data.kind}`) : undefined}>
      <div className="imp-page">
        {data.state === 'uploaded' || data.state === 'mapped' ? <MappingStep key={data.uuid} status={data} /> : data.state === 'running' ? <RunProgress status={data} /> : <RunResult status={data} />}
      </div>
    </Page>
  );
}
