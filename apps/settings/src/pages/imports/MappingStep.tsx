import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDryRunAnswer, ImportStatus } from '@dental/contracts';
import { IMPORT_DATE_ORDERS, IMPORT_FIELDS, IMPORT_KINDS, type ImportDateOrder, type ImportKind } from '@dental/contracts/values';
import { Button, Card, ConfirmDialog, FormItem, FormMessage, Select, TableFrame } from '@dental/ui';
import { useImportActions } from '../../data/imports';
import { DryRunResult } from './DryRunResult';
import { errorText } from './errorText';

const SAMPLES = 3;

/**
 * The mapping screen: what the file holds, which field each column is read into (as guessed from
 * its headers, or as the company mapped such a file before), the key column and how dates are
 * written; then the dry run's findings, and the run after confirming.
 */
export function MappingStep({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  const { t: tc } = useTranslation('common');
  const actions = useImportActions();
  const mapping = status.mapping;
  const [kind, setKind] = useState<ImportKind>(mapping?.kind ?? 'patients');
  const [columns, setColumns] = useState<Record<string, string>>(() => Object.fromEntries(status.headers.map((header) => [header, mapping?.columns[header] ?? ''])));
  const [keyColumn, setKeyColumn] = useState(mapping?.key_column ?? status.headers[0]);
  const [dateOrder, setDateOrder] = useState<ImportDateOrder>(mapping?.date_order ?? 'dmy');
  const [checked, setChecked] = useState<ImportDryRunAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);

  const fields: readonly string[] = IMPORT_FIELDS[kind];
  const changeKind = (next: ImportKind) => {
    const allowed: readonly string[] = IMPORT_FIELDS[next];
    setKind(next);
    setColumns((current) => Object.fromEntries(Object.entries(current).map(([header, field]) => [header, allowed.includes(field) ? field : ''])));
    setChecked(null);
  };
  const changeColumn = (header: string, field: string) => {
    // A field is read from one column: choosing it here frees the column that had it.
    setColumns((current) => Object.fromEntries(Object.entries(current).map(([name, was]) => [name, name === header ? field : was === field ? '' : was])));
    setChecked(null);
  };
  const samples = (header: string) =>
    status.preview
      .map((row) => row[header])
      .filter(Boolean)
      .slice(0, SAMPLES)
      .join(', ');

  const check = async () => {
    setChecked(null);
    const body = { kind, columns: Object.fromEntries(Object.entries(columns).map(([header, field]) => [header, field || null])), key_column: keyColumn, date_order: dateOrder };
    await actions.map.mutateAsync({ uuid: status.uuid, mapping: body });
    setChecked(await actions.dryRun.mutateAsync(status.uuid));
  };
  const busy = actions.map.isPending || actions.dryRun.isPending;
  const failure = actions.map.error ?? actions.dryRun.error;

  return (
    <>
      <Card>
        <h2 className="imp-heading">{t('mapping.title')}</h2>
        <p className="imp-muted">
          {t('mapping.read_as', { format: [status.format.toUpperCase(), status.encoding ? t(`encodings.${status.encoding}`) : null].filter(Boolean).join(', ') })} ·{' '}
          {t('mapping.rows', { count: status.rows })}
        </p>
        <div className="imp-options">
          <FormItem label={t('mapping.kind')} htmlFor="import-kind">
            <Select id="import-kind" value={kind} onChange={(event) => changeKind(event.target.value as ImportKind)} options={IMPORT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
          </FormItem>
          <FormItem label={t('mapping.key_column')} htmlFor="import-key" hint={t('mapping.key_hint')}>
            <Select id="import-key" value={keyColumn} onChange={(event) => setKeyColumn(event.target.value)} options={status.headers.map((header) => ({ value: header, label: header }))} />
          </FormItem>
          <FormItem label={t('mapping.date_order')} htmlFor="import-dates">
            <Select
              id="import-dates"
              value={dateOrder}
              onChange={(event) => setDateOrder(event.target.value as ImportDateOrder)}
              options={IMPORT_DATE_ORDERS.map((value) => ({ value, label: t(`date_orders.${value}`) }))}
            />
          </FormItem>
        </div>
        <TableFrame
          caption={t('mapping.title')}
          head={[t('mapping.column'), t('mapping.sample'), t('mapping.field')].map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        >
          <tbody>
            {status.headers.map((header) => (
              <tr key={header}>
                <th scope="row">{header}</th>
                <td className="imp-muted">{samples(header)}</td>
                <td>
                  <Select
                    aria-label={`${t('mapping.field')}: ${header}`}
                    value={columns[header] ?? ''}
                    onChange={(event) => changeColumn(header, event.target.value)}
                    placeholder={t('mapping.skip')}
                    options={fields.map((field) => ({ value: field, label: t(`fields.${field}`) }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
        {failure ? <FormMessage>{errorText(failure, t, 'dry_run.failed')}</FormMessage> : null}
        <div className="imp-actions">
          <Button onClick={() => void check().catch(() => undefined)} disabled={busy}>
            {busy ? t('dry_run.running') : t('dry_run.run')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!checked || busy || checked.valid === 0}>
            {t('run.start')}
          </Button>
        </div>
      </Card>
      {checked ? <DryRunResult uuid={status.uuid} result={checked} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('run.confirm_title', { rows: checked?.valid ?? 0 })}
        text={t('run.confirm_text')}
        confirmLabel={t('run.start')}
        cancelLabel={tc('actions.cancel')}
        busy={actions.run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => actions.run.mutate(status.uuid, { onSettled: () => setConfirming(false) })}
      />
      {actions.run.isError ? <FormMessage>{errorText(actions.run.error, t, 'run.failed')}</FormMessage> : null}
    </>
  );
}
