import { useTranslation } from 'react-i18next';
import type { ImportDryRunAnswer, ImportRowError } from '@dental/contracts';
import { Button, Card, Table } from '@dental/ui';
import { downloadErrors } from '../../data/imports';

/** What the dry run found: how many rows can go in, the rows with errors (by row and field), the patients already there. */
export function DryRunResult({ uuid, result }: { uuid: string; result: ImportDryRunAnswer }) {
  const { t } = useTranslation('imports');
  return (
    <Card>
      <h2 className="imp-heading">{t('dry_run.title')}</h2>
      <p role="status">{t('dry_run.summary', { valid: result.valid, rows: result.rows })}</p>
      {result.errors_total === 0 ? (
        <p>{t('dry_run.no_errors')}</p>
      ) : (
        <>
          <Table<ImportRowError>
            caption={t('dry_run.errors_title')}
            rows={result.errors}
            rowKey={(error) => `${error.row}-${error.field}`}
            columns={[
              { key: 'row', header: t('dry_run.row'), render: (error) => error.row },
              { key: 'field', header: t('dry_run.field'), render: (error) => (error.field === '_' ? '' : t(`fields.${error.field}`, { defaultValue: error.field })) },
              { key: 'column', header: t('dry_run.column'), render: (error) => error.column ?? '' },
              { key: 'message', header: t('dry_run.message'), render: (error) => error.message },
            ]}
          />
          {result.errors_total > result.errors.length ? <p className="imp-muted">{t('dry_run.errors_more', { shown: result.errors.length, total: result.errors_total })}</p> : null}
          <Button variant="secondary" onClick={() => void downloadErrors(uuid)}>
            {t('result.errors_file')}
          </Button>
        </>
      )}
      {result.duplicates.length ? (
        <section aria-labelledby="import-duplicates">
          <h3 id="import-duplicates" className="imp-subheading">
            {t('dry_run.duplicates_title')}
          </h3>
          <p className="imp-muted">{t('dry_run.duplicates_text')}</p>
          <ul>
            {result.duplicates.map(({ row, patient }) => (
              <li key={row}>{t('dry_run.duplicate', { row, name: [patient.first_name, patient.last_name, patient.personal_code].filter(Boolean).join(' ') })}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
