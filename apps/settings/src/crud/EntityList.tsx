import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorCard, LoadingBlock, Pagination, SearchInput, SortButton, Table, toast, type Column, type SortOrder } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { fetchEntity, useEntityActions, useEntityPage, type EntityKey } from '../data/entities';
import { DeleteDialog } from './DeleteDialog';
import type { FieldDef } from './fields';
import { FormModal } from './FormModal';
import type { SchemaName } from './validate';

export interface ListColumn<T> {
  key: string;
  label: string;
  /** The API's `sort` value; sortable when given. */
  sort?: string;
  render: (row: T) => ReactNode;
}

interface Row {
  uuid: string;
  version: number;
}

export interface ListForm {
  fields: FieldDef[];
  schema?: SchemaName;
  /** Values of a new entry. */
  defaults?: Record<string, unknown>;
  extraBody?: Record<string, unknown>;
}

export interface EntityListProps<T extends Row> {
  /** The API collection. */
  path: string;
  entity: EntityKey;
  /** The table's accessible name. */
  label: string;
  columns: ListColumn<T>[];
  rowName: (row: T) => string;
  /** Where a row's name links to (its own page). */
  rowLink?: (row: T) => string;
  canEdit: boolean;
  createLabel?: string;
  /** A create dialog; after saving, `onCreated` may open the new entry. */
  create?: ListForm & { onCreated?: (row: T) => void };
  /** An edit dialog per row (entries without their own page). */
  edit?: ListForm;
  query?: Record<string, string | number | undefined>;
  empty: { title: string; text: string };
  defaultSort?: string;
  perPage?: number;
  toolbar?: ReactNode;
  /** Other collections a write changes (e.g. a category's item count). */
  refresh?: string[];
  /** Where new entries are posted, when not `path` (a clinic's branches are created under /branches). */
  createPath?: string;
  /** One entry's API path, when not `<path>/<uuid>`. */
  itemPath?: (row: T) => string;
  /** Rows that may not be deleted here (the signed-in user's own account). */
  canDelete?: (row: T) => boolean;
  /** The API answers the whole list as an array (no paging): searched and paged here. */
  unpaged?: boolean;
  /** Values a row's edit dialog starts from (e.g. ids out of nested objects). */
  toInitial?: (row: T) => unknown;
  /** The request body from the form's (e.g. lines of text as a list). */
  toRequest?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Asked before a create or edit is sent (e.g. "this absence stands over bookings"): false stays in the form. */
  beforeSave?: (body: Record<string, unknown>) => Promise<boolean>;
}

/**
 * A settings list: search, sortable columns, paging, loading and empty states, and create, edit
 * and delete (a soft delete, confirmed with a dialog saying past data stays).
 */
export function EntityList<T extends Row>(props: EntityListProps<T>) {
  const { path, entity, label, columns, rowName, rowLink, canEdit, create, edit, query, empty, defaultSort, perPage = 25, toolbar } = props;
  const { t } = useTranslation('settings');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ by: string | undefined; order: SortOrder }>({ by: defaultSort, order: 'asc' });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const actions = useEntityActions(entity, [path, ...(props.refresh ?? [])]);

  const { unpaged } = props;
  const itemPath = props.itemPath ?? ((row: T) => `${path}/${row.uuid}`);
  const toRequest = props.toRequest ?? ((b: Record<string, unknown>) => b);
  const params = unpaged ? query : { page, per_page: perPage, search: search || undefined, sort: sort.by, order: sort.by ? sort.order : undefined, ...query };
  // An unpaged list answers without `meta`: the client reads it as one complete page.
  const list = useEntityPage<T>(path, params);
  useEffect(() => {
    if (list.isError) toast.error(t(`toasts.${entity}.load_failed`));
  }, [list.isError, entity, t]);

  let rows = list.data?.data ?? [];
  let total = list.data?.meta.total ?? 0;
  if (unpaged) {
    const needle = search.toLocaleLowerCase();
    const found = needle ? rows.filter((row) => rowName(row).toLocaleLowerCase().includes(needle)) : rows;
    total = found.length;
    rows = found.slice((page - 1) * perPage, page * perPage);
  }
  // A delete that empties the last page moves back one page.
  useEffect(() => {
    if (list.data && rows.length === 0 && page > 1) setPage(page - 1);
  }, [list.data, rows.length, page]);

  const tableColumns: Column<T>[] = columns.map((c, index) => ({
    key: c.key,
    header: c.sort ? (
      <SortButton
        label={c.label}
        title={t('list.sort_by', { column: c.label })}
        active={sort.by === c.sort}
        order={sort.order}
        onSort={(order) => {
          setSort({ by: c.sort, order });
          setPage(1);
        }}
      />
    ) : (
      c.label
    ),
    render: index === 0 && rowLink ? (row: T) => <Link to={rowLink(row)} className="settings-row-link">{c.render(row)}</Link> : c.render,
  }));
  if (canEdit) {
    tableColumns.push({
      key: 'actions',
      header: <span className="dc-visually-hidden">{t('list.actions')}</span>,
      render: (row) => (
        <span className="settings-row-actions">
          {edit ? (
            <Button variant="ghost" onClick={() => setEditing(row)} aria-label={`${t('actions.edit')}: ${rowName(row)}`}>
              {t('actions.edit')}
            </Button>
          ) : null}
          {props.canDelete?.(row) === false ? null : (
            <Button variant="ghost" className="settings-danger" onClick={() => setDeleting(row)} aria-label={`${t('actions.delete')}: ${rowName(row)}`}>
              {t('actions.delete')}
            </Button>
          )}
        </span>
      ),
    });
  }

  const createButton =
    canEdit && create ? (
      <Button onClick={() => setEditing('new')}>
        <span aria-hidden="true">+</span> {props.createLabel ?? t('actions.add')}
      </Button>
    ) : null;

  const form = editing === 'new' ? create : edit;

  let body: ReactNode;
  if (list.isPending) body = <LoadingBlock />;
  else if (list.isError && !list.data) body = <ErrorCard text={t(`toasts.${entity}.load_failed`)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0 && !search)
    body = (
      <div className="settings-panel">
        <EmptyState title={empty.title} text={empty.text} action={createButton} />
      </div>
    );
  else if (rows.length === 0)
    body = (
      <div className="settings-panel">
        <EmptyState title={t('list.no_results_title', { search })} text={t('list.no_results_text')} />
      </div>
    );
  else
    body = (
      <>
        <Table caption={label} columns={tableColumns} rows={rows} rowKey={(row) => row.uuid} />
        <Pagination
          page={page}
          perPage={perPage}
          total={total}
          onPage={setPage}
          labels={{
            nav: t('list.pages', { name: label }),
            previous: t('list.previous'),
            next: t('list.next'),
            page: (n) => t('list.page', { page: n }),
            range: (from, to, all) => t('list.range', { from, to, total: all }),
          }}
        />
      </>
    );

  return (
    <div className="settings-list" aria-busy={list.isFetching || undefined}>
      <div className="settings-toolbar">
        <SearchInput
          className="settings-toolbar__search"
          value={search}
          label={t('list.search', { name: label })}
          placeholder={t('list.search_placeholder')}
          clearLabel={t('list.clear_search')}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        {toolbar}
        <span className="settings-toolbar__spacer" />
        {rows.length > 0 || search ? createButton : null}
      </div>
      {body}
      {form && editing ? (
        <FormModal
          open
          title={editing === 'new' ? (props.createLabel ?? t('actions.add')) : `${t('actions.edit')}: ${rowName(editing)}`}
          onClose={() => setEditing(null)}
          fields={form.fields}
          schema={form.schema}
          initial={editing === 'new' ? (create?.defaults ?? {}) : (props.toInitial?.(editing) ?? editing)}
          version={editing === 'new' ? undefined : editing.version}
          extraBody={form.extraBody}
          toRequest={toRequest}
          onReload={
            editing === 'new' || unpaged
              ? undefined
              : () =>
                  fetchEntity<T>(itemPath(editing)).then((fresh) => {
                    setEditing(fresh);
                    return (props.toInitial?.(fresh) ?? fresh) as T;
                  })
          }
          onSubmit={async (requestBody) => {
            if (props.beforeSave && !(await props.beforeSave(requestBody))) return;
            if (editing === 'new') {
              const created = await actions.create<T>(props.createPath ?? path, requestBody);
              setEditing(null);
              create?.onCreated?.(created);
            } else {
              await actions.update<T>(itemPath(editing), requestBody);
              setEditing(null);
            }
          }}
        />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        name={deleting ? rowName(deleting) : ''}
        remove={async () => deleting && actions.remove(itemPath(deleting), deleting.version)}
        onDone={() => setDeleting(null)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
