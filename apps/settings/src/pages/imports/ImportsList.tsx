import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportStatus } from '@dental/contracts';
import { EmptyState, ErrorCard, LoadingBlock, Pagination, Table, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { useImports } from '../../data/imports';

/** The company's imports, newest first: each opens its page (its progress, result and undo). */
export function ImportsList() {
  const { t } = useTranslation('imports');
  const { t: ts } = useTranslation('settings');
  const format = useDateFormat();
  const [page, setPage] = useState(1);
  const list = useImports(page);
  if (list.isPending) return <LoadingBlock />;
  if (list.isError) return <ErrorCard text={t('list.load_failed')} onRetry={() => void list.refetch()} />;
  if (!list.data.data.length) return <EmptyState title={t('list.empty_title')} text={t('list.empty_text')} />;
  return (
    <>
      <Table<ImportStatus>
        caption={t('list.title')}
        rows={list.data.data}
        rowKey={(row) => row.uuid}
        columns={[
          {
            key: 'file',
            header: t('list.file'),
            render: (row) => (
              <Link to={`/settings/import/${row.uuid}`} aria-label={t('list.open', { name: row.file_name })}>
                {row.file_name}
              </Link>
            ),
          },
          { key: 'kind', header: t('list.kind'), render: (row) => (row.kind ? t(`kinds.${row.kind}`) : '') },
          { key: 'state', header: t('list.state'), render: (row) => <span className={`imp-state imp-state--${row.state}`}>{t(`states.${row.state}`)}</span> },
          { key: 'result', header: t('list.result'), render: (row) => (row.state === 'finished' || row.state === 'failed' || row.state === 'undone' ? t('result.summary', row) : '') },
          { key: 'when', header: t('list.when'), render: (row) => format.dateTime(row.created_at) },
          { key: 'by', header: t('list.by'), render: (row) => (row.created_by ? `${row.created_by.first_name} ${row.created_by.last_name}` : '') },
        ]}
      />
      <Pagination
        page={page}
        perPage={list.data.meta.per_page}
        total={list.data.meta.total}
        onPage={setPage}
        labels={{
          nav: ts('list.pages', { name: t('list.title') }),
          previous: ts('list.previous'),
          next: ts('list.next'),
          page: (n) => ts('list.page', { page: n }),
          range: (from, to, all) => ts('list.range', { from, to, total: all }),
        }}
      />
    </>
  );
}
