import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Category, Product, Service } from '@dental/contracts';
import { Select, Tabs } from '@dental/ui';
import { Link, useNavigate, useParams } from '@dental/ui/router';
import { MEASUREMENT_UNITS, VAT_CATEGORY_CODES } from '@dental/contracts/values';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef, Option } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { Named } from '../crud/Swatch';
import { useChoices, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { euros } from '../format';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';

/** The catalogue's two kinds (`service_group_type` of the routes): 0 services, 1 products. */
type Kind = 'service' | 'product';
const KIND = { 0: 'service', 1: 'product' } as const;
const PATH = {
  service: { items: PATHS.services, categories: PATHS.serviceCategories, edit: 'service_edit' as const },
  product: { items: PATHS.products, categories: PATHS.productCategories, edit: 'product_edit' as const },
};

const categoryFields = (t: TFunction): FieldDef[] => [
  { name: 'name', label: t('settings:fields.name'), required: true },
  { name: 'color', label: t('settings:fields.color'), kind: 'color' },
  { name: 'sort_order', label: t('settings:fields.sort_order'), kind: 'number', min: 0 },
  { name: 'description', label: t('settings:fields.description'), kind: 'textarea' },
];

/** Name, code, duration and category: the "details" of a service or product. */
function itemDetailFields(t: TFunction, categories: Option[]): FieldDef[] {
  return [
    { name: 'name', label: t('settings:fields.name'), required: true, span: 12 },
    { name: 'sku', label: t('settings:fields.sku'), required: true, hint: t('settings:hints.sku') },
    { name: 'time', label: t('settings:fields.time_minutes'), kind: 'number', required: true, min: 0, max: 1440 },
    { name: 'category_uuid', label: t('settings:fields.category'), kind: 'select', required: true, options: categories },
  ];
}

/** Price (euros typed, cents sent), VAT category and unit: the "settings" of a service or product. */
function itemPriceFields(t: TFunction, kind: Kind): FieldDef[] {
  const units = MEASUREMENT_UNITS.map((u) => ({ value: u, label: unitLabel(t, u) }));
  return [
    ...(kind === 'service'
      ? [
          { name: 'price_from', label: t('settings:fields.price_from'), kind: 'money' as const, required: true },
          { name: 'price_to', label: t('settings:fields.price_to'), kind: 'money' as const, required: true },
        ]
      : [{ name: 'price', label: t('settings:fields.price'), kind: 'money' as const, required: true }]),
    { name: 'vat_category', label: t('settings:fields.vat_category'), kind: 'select', required: true, options: choices(t, 'vat', VAT_CATEGORY_CODES) },
    { name: 'unit', label: t('settings:fields.unit'), kind: 'select', required: true, options: units },
  ];
}

function CategoryList({ kind }: { kind: Kind }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const fields = categoryFields(t);
  const type = kind === 'service' ? 0 : 1;
  return (
    <EntityList<Category>
      path={PATH[kind].categories}
      entity="category"
      label={t(`titles.${kind}_categories`)}
      defaultSort="sort_order"
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (c) => <Named color={c.color}>{c.name}</Named> },
        { key: 'count', label: t(`fields.${kind}_count`), render: (c) => c.item_count },
        { key: 'description', label: t('fields.description'), render: (c) => c.description ?? '' },
      ]}
      rowName={(c) => c.name}
      rowLink={(c) => `/settings/services/${type}/${c.uuid}`}
      canEdit={can(PATH[kind].edit)}
      createLabel={t('create.category')}
      create={{ fields, schema: 'categoryCreateSchema' }}
      edit={{ fields, schema: 'categoryEditSchema' }}
      empty={{ title: t('empty.categories_title'), text: t('empty.categories_text') }}
    />
  );
}

function ItemList({ kind, category }: { kind: Kind; category?: string }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(category ?? '');
  const categories = useChoices<Category>(PATH[kind].categories, (c) => c.name);
  const link = (row: Service | Product) => (kind === 'service' ? `/settings/services/0/${row.category_uuid}/${row.uuid}/details` : `/settings/products/${row.uuid}/details`);
  const columns = [
    { key: 'name', label: t('fields.name'), sort: 'name', render: (r: Service | Product) => r.name },
    { key: 'sku', label: t('fields.sku'), sort: 'sku', render: (r: Service | Product) => <code>{r.sku}</code> },
    ...(category ? [] : [{ key: 'category', label: t('fields.category'), render: (r: Service | Product) => r.category_name }]),
    { key: 'time', label: t('fields.time_minutes'), sort: 'time', render: (r: Service | Product) => r.time },
    {
      key: 'price',
      label: t('fields.price'),
      sort: kind === 'service' ? 'price_from' : 'price',
      render: (r: Service | Product) => ('price_from' in r ? (r.price_from === r.price_to ? euros(r.price_from) : `${euros(r.price_from)} – ${euros(r.price_to)}`) : euros(r.price)),
    },
    { key: 'vat', label: t('fields.vat_category'), render: (r: Service | Product) => choice(t, 'vat', r.vat_category) },
    { key: 'unit', label: t('fields.unit'), render: (r: Service | Product) => unitLabel(t, r.unit) },
  ];
  return (
    <EntityList<Service | Product>
      path={PATH[kind].items}
      entity={kind}
      label={t(`titles.${kind}s`)}
      query={{ category_uuid: filter || undefined }}
      refresh={[PATH[kind].categories]}
      columns={columns}
      rowName={(r) => r.name}
      rowLink={link}
      canEdit={can(PATH[kind].edit)}
      createLabel={t(`create.${kind}`)}
      toolbar={
        category ? null : (
          <Select
            aria-label={t('fields.category')}
            className="settings-toolbar__filter"
            value={filter}
            placeholder={t('list.all_categories')}
            options={categories.options}
            onChange={(e) => setFilter(e.target.value)}
          />
        )
      }
      create={{
        fields: [...itemDetailFields(t, categories.options), ...itemPriceFields(t, kind)],
        schema: kind === 'service' ? 'serviceCreateSchema' : 'productCreateSchema',
        defaults: { category_uuid: filter, vat_category: kind === 'service' ? 'exempt' : 'standard', unit: kind === 'service' ? 'PC' : 'PCS', time: kind === 'service' ? 30 : 0 },
        onCreated: (r) => navigate(link(r)),
      }}
      empty={{ title: t(`empty.${kind}s_title`), text: t(`empty.${kind}s_text`) }}
    />
  );
}

/** /settings/services: the service groups (categories). */
export function ServiceGroups() {
  return <CategoryList kind="service" />;
}

/** /settings/services/{type}/{group}: one group with its items. */
export function ServiceGroupPage() {
  const { t } = useTranslation('settings');
  const params = useParams();
  const kind: Kind = KIND[Number(params.service_group_type) as 0 | 1] ?? 'service';
  const group = useRecord<Category>(`${PATH[kind].categories}/${params.service_group_uuid}`, 'category');
  return (
    <>
      <p className="settings-breadcrumb">
        <Link to={kind === 'service' ? '/settings/services' : '/settings/products'}>{t(`titles.${kind}_categories`)}</Link>
        {group.data ? <span aria-current="page"> / {group.data.name}</span> : null}
      </p>
      {group.data?.description ? <p className="settings-muted">{group.data.description}</p> : null}
      <ItemList kind={kind} category={params.service_group_uuid} />
    </>
  );
}

/** /settings/products: products, and their categories on a second tab. */
export function ProductList() {
  const { t } = useTranslation('settings');
  const [tab, setTab] = useState<'items' | 'categories'>('items');
  return (
    <>
      <Tabs
        label={t('titles.products')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'items', label: t('titles.products') },
          { id: 'categories', label: t('titles.product_categories') },
        ]}
      />
      <div role="tabpanel">{tab === 'items' ? <ItemList kind="product" /> : <CategoryList kind="product" />}</div>
    </>
  );
}

function ItemTab({ kind, uuid, part }: { kind: Kind; uuid: string; part: 'details' | 'settings' }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const categories = useChoices<Category>(PATH[kind].categories, (c) => c.name);
  const path = `${PATH[kind].items}/${uuid}`;
  const record = useRecord<Service | Product>(path, kind);
  const canEdit = can(PATH[kind].edit);
  const fields = part === 'details' ? itemDetailFields(t, categories.options) : itemPriceFields(t, kind);
  const listPath = kind === 'service' ? (record.data ? `/settings/services/0/${record.data.category_uuid}` : '/settings/services') : '/settings/products';
  return (
    <>
      <RecordForm<Service | Product>
        path={path}
        entity={kind}
        fields={fields}
        schema={kind === 'service' ? 'serviceEditSchema' : 'productEditSchema'}
        canEdit={canEdit}
        refresh={[PATH[kind].items, PATH[kind].categories]}
      />
      {part === 'details' && canEdit && record.data ? (
        <DeleteCard entity={kind} path={path} version={record.data.version} name={record.data.name} listPath={listPath} refresh={[PATH[kind].items, PATH[kind].categories]} />
      ) : null}
    </>
  );
}

export const ServiceDetails = ({ params }: EntryProps) => <ItemTab kind="service" uuid={params.service_category_uuid} part="details" />;
export const ServiceSettings = ({ params }: EntryProps) => <ItemTab kind="service" uuid={params.service_category_uuid} part="settings" />;
export const ProductDetails = ({ params }: EntryProps) => <ItemTab kind="product" uuid={params.product_uuid} part="details" />;
export const ProductSettings = ({ params }: EntryProps) => <ItemTab kind="product" uuid={params.product_uuid} part="settings" />;


/** A measurement unit as people read it: the translated name with the code ("Gabali (PCS)"). */
function unitLabel(t: TFunction, code: string): string {
  return `${t(`settings:unit_names.${code}`, { defaultValue: code })} (${code})`;
}
