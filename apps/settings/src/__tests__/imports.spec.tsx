import './jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportDryRunAnswer, ImportStatus } from '@dental/contracts';
import { ImportPage } from '../pages/imports/ImportPages';
import { data, fakeApi, on, renderScreen, signIn, U1 } from './harness';

const status = (over: Partial<ImportStatus> = {}): ImportStatus => ({
  uuid: U1,
  file_name: 'pacienti.csv',
  kind: 'patients',
  state: 'uploaded',
  progress: 0,
  rows: 3,
  created: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  error: null,
  can_undo: false,
  mapping: { kind: 'patients', columns: { ID: null, Vārds: 'first_name', Uzvārds: 'last_name', Piezīmes: null }, key_column: 'ID', date_order: 'dmy' },
  format: 'csv',
  encoding: 'windows-1257',
  delimiter: ';',
  headers: ['ID', 'Vārds', 'Uzvārds', 'Piezīmes'],
  preview: [
    { ID: '1', Vārds: 'Jānis', Uzvārds: 'Bērziņš', Piezīmes: 'Alerģija' },
    { ID: '2', Vārds: 'Ilze', Uzvārds: '', Piezīmes: '' },
  ],
  created_by: null,
  created_at: '2026-11-24T08:00:00.000Z',
  finished_at: null,
  ...over,
});

const checked: ImportDryRunAnswer = {
  rows: 3,
  valid: 2,
  errors: [{ row: 3, field: 'last_name', column: 'Uzvārds', message: 'Is required' }],
  errors_total: 1,
  duplicates: [],
};

const render = () => renderScreen(<ImportPage />, { path: `/settings/import/${U1}`, pattern: '/settings/import/:uuid' });

describe('the import screen', () => {
  it('saves the mapping as fixed, shows the dry run’s errors by row and field, and runs after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(
      on('GET', `/imports/${U1}`, data(status())),
      on('PUT', `/imports/${U1}/mapping`, (call) => data(status({ state: 'mapped', mapping: call.body as ImportStatus['mapping'] }))),
      on('POST', `/imports/${U1}/dry-run`, data(checked)),
      on('POST', `/imports/${U1}/run`, data(status({ state: 'running' }), 202)),
    );
    signIn(['import_data']);
    render();
    expect(await screen.findByText('Jānis, Ilze')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Read into: Piezīmes'), 'medical_alert');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));

    const errors = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(/3\s*Last name\s*Uzvārds\s*Is required/);
    expect(screen.getByText('2 of 3 rows can be imported')).toBeInTheDocument();
    const mapping = calls.find((call) => call.method === 'PUT')!.body as { columns: Record<string, string | null>; key_column: string };
    expect(mapping).toEqual({ kind: 'patients', columns: { ID: null, Vārds: 'first_name', Uzvārds: 'last_name', Piezīmes: 'medical_alert' }, key_column: 'ID', date_order: 'dmy' });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import 2 rows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/run'))).toBe(true));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a finished import’s counts and undoes it only after confirming', async () => {
    const user = userEvent.setup();
    const finished = status({ state: 'finished', progress: 100, created: 2, failed: 1, can_undo: true, mapping: status().mapping });
    const { calls } = fakeApi(
      on('GET', `/imports/${U1}`, data(finished)),
      on('POST', `/imports/${U1}/undo`, data({ ...finished, state: 'undone', can_undo: false })),
    );
    signIn(['import_data']);
    render();
    expect(await screen.findByTestId('import-created')).toHaveTextContent('2');
    expect(screen.getByTestId('import-failed')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(calls.some((call) => call.path.endsWith('/undo'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByRole('heading', { name: 'Undone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
  });
});
