import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Health, RemoteName } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { LoadingBlock, Page, Table, type Column } from '@dental/ui';
import { Navigate } from '@dental/ui/router';
import { parseRemotesManifest } from '../remotes/remotes-manifest';

declare const __SHELL_VERSION__: string;

interface RemoteRow {
  name: RemoteName;
  manifestUrl: string;
  version: string | null;
}

/** What one remote's mf-manifest.json says of its build (MF_BUILD_VERSION, else its package version). */
async function remoteVersion(manifestUrl: string): Promise<string | null> {
  const response = await fetch(manifestUrl, { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return null;
  const json = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  return json.metaData?.buildInfo?.buildVersion ?? null;
}

/** /train.json: the release train ops promoted (npm run train), or null while none is live. */
interface LiveTrain {
  name: string;
  promoted_at: string;
  modules: Record<string, { version: string; commit: string }>;
}

async function loadTrain(): Promise<LiveTrain | null> {
  const response = await fetch('/train.json', { cache: 'no-store' });
  return response.ok ? ((await response.json()) as LiveTrain) : null;
}

async function loadRemotes(): Promise<RemoteRow[]> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  const manifest = parseRemotesManifest(await response.json(), location.href);
  return Promise.all(
    (Object.entries(manifest) as [RemoteName, string][]).map(async ([name, manifestUrl]) => ({
      name,
      manifestUrl,
      version: await remoteVersion(manifestUrl),
    })),
  );
}

/**
 * /test (admin only, docs/decisions.md "Platform"): the platform's own status page. Ops read here which release
 * train is live: the shell's version, each remote's manifest URL and build version, the API's
 * modules with their versions, and the health of the database and of Redis.
 */
export function StatusPage() {
  const { t } = useTranslation('shell');
  const can = useCan();
  const remotes = useQuery({ queryKey: ['platform', 'remotes'], queryFn: loadRemotes, enabled: can('admin') });
  const health = useQuery({ queryKey: ['platform', 'health'], queryFn: () => api.get<Health>('/health'), enabled: can('admin') });
  const train = useQuery({ queryKey: ['platform', 'train'], queryFn: loadTrain, enabled: can('admin') });
  if (!can('admin')) return <Navigate to="/403" replace />;

  const remoteColumns: Column<RemoteRow>[] = [
    { key: 'name', header: t('status.remote'), render: (row) => row.name },
    { key: 'url', header: t('status.manifest'), render: (row) => <code>{row.manifestUrl}</code> },
    { key: 'version', header: t('status.version'), render: (row) => row.version ?? t('status.unreachable') },
  ];
  const trainColumns: Column<{ name: string; version: string; commit: string }>[] = [
    { key: 'name', header: t('status.module'), render: (row) => row.name },
    { key: 'version', header: t('status.version'), render: (row) => row.version },
    { key: 'commit', header: t('status.commit'), render: (row) => <code>{row.commit.slice(0, 12)}</code> },
  ];
  const moduleColumns: Column<{ name: string; version: string }>[] = [
    { key: 'name', header: t('status.module'), render: (row) => row.name },
    { key: 'version', header: t('status.version'), render: (row) => row.version },
  ];

  return (
    <Page title={t('status.title')} subtitle={`${t('status.shell_version')}: ${__SHELL_VERSION__}`}>
      <section aria-labelledby="status-train">
        <h2 id="status-train">{t('status.train')}</h2>
        {train.isPending ? (
          <LoadingBlock />
        ) : train.data ? (
          <>
            <p>{t('status.train_live', { name: train.data.name, at: train.data.promoted_at })}</p>
            <Table
              caption={t('status.train')}
              columns={trainColumns}
              rows={Object.entries(train.data.modules).map(([name, module]) => ({ name, ...module }))}
              rowKey={(row) => row.name}
            />
          </>
        ) : (
          <p>{t('status.no_train')}</p>
        )}
      </section>
      <section aria-labelledby="status-remotes">
        <h2 id="status-remotes">{t('status.remotes')}</h2>
        {remotes.isPending ? <LoadingBlock /> : <Table caption={t('status.remotes')} columns={remoteColumns} rows={remotes.data ?? []} rowKey={(r) => r.name} />}
      </section>
      <section aria-labelledby="status-api">
        <h2 id="status-api">{t('status.api')}</h2>
        {health.isPending ? (
          <LoadingBlock />
        ) : health.data ? (
          <>
            <dl className="status-facts">
              <dt>{t('status.api_version')}</dt>
              <dd>{health.data.version}</dd>
              <dt>{t('status.database')}</dt>
              <dd>{t(`status.state_${health.data.database}`)}</dd>
              <dt>{t('status.replica')}</dt>
              <dd>{t(`status.state_${health.data.replica}`)}</dd>
              <dt>{t('status.redis')}</dt>
              <dd>{t(`status.state_${health.data.redis}`)}</dd>
            </dl>
            <Table caption={t('status.api')} columns={moduleColumns} rows={health.data.modules} rowKey={(m) => m.name} />
          </>
        ) : (
          <p role="alert">{t('status.api_down')}</p>
        )}
      </section>
    </Page>
  );
}
