import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Language, RecallType, Service } from '@dental/contracts';
import { LANGUAGES, RECALL_INTERVAL_MONTHS } from '@dental/contracts/values';
import { useNavigate } from '@dental/ui/router';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef, Option } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useChoices, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';

/** A recall type's name in the UI's language (Latvian when the language is none of the three). */
export const recallTypeName = (type: Pick<RecallType, 'name'>, language: string): string => type.name[language as Language] ?? type.name.lv;

/**
 * The name in each language, the interval, and the services that satisfy the type (checkboxes of
 * the price list, when the user may read it; otherwise the services are left as they are).
 */
function recallTypeFields(t: TFunction, services: Option[] | null): FieldDef[] {
  return [
    ...LANGUAGES.map((language): FieldDef => ({ name: `name.${language}`, label: t(`settings:fields.name_${language}`), required: true, span: 4 })),
    { name: 'interval_months', label: t('settings:fields.interval_months'), kind: 'number', required: true, min: RECALL_INTERVAL_MONTHS.min, max: RECALL_INTERVAL_MONTHS.max, hint: t('settings:hints.recall_interval') },
    ...(services ? [{ name: 'service_uuids', label: t('settings:fields.recall_services'), kind: 'checks' as const, options: services, hint: t('settings:hints.recall_services') }] : []),
  ];
}

/** The price list's services as choices, or null without service_settings_view. */
function useServiceOptions(): Option[] | null {
  const can = useCan();
  const allowed = can('service_settings_view');
  const { options } = useChoices<Service>(PATHS.services, (service) => `${service.name} (${service.sku})`, allowed);
  return allowed ? options : null;
}

export function RecallTypeList() {
  const { t, i18n } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  const services = useServiceOptions();
  return (
    <EntityList<RecallType>
      path={PATHS.recallTypes}
      entity="recall_type"
      label={t('titles.recall_types')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (type) => recallTypeName(type, i18n.language) },
        { key: 'interval', label: t('fields.interval_months'), sort: 'interval_months', render: (type) => t('units.months', { count: type.interval_months }) },
        { key: 'services', label: t('fields.service_count'), render: (type) => type.service_uuids.length },
      ]}
      rowName={(type) => recallTypeName(type, i18n.language)}
      rowLink={(type) => `/settings/recall-types/${type.uuid}/details`}
      canEdit={can('recall_type_edit')}
      createLabel={t('create.recall_type')}
      create={{
        fields: recallTypeFields(t, services),
        schema: 'recallTypeCreateSchema',
        defaults: { interval_months: 6, service_uuids: [] },
        // Without the price list the type starts with no services (set by hand only until someone adds them).
        extraBody: services ? undefined : { service_uuids: [] },
        onCreated: (type) => navigate(`/settings/recall-types/${type.uuid}/details`),
      }}
      empty={{ title: t('empty.recall_types_title'), text: t('empty.recall_types_text') }}
    />
  );
}

export function RecallTypeDetails({ params }: EntryProps) {
  const { t, i18n } = useTranslation('settings');
  const can = useCan();
  const services = useServiceOptions();
  const path = `${PATHS.recallTypes}/${params.recall_type_uuid}`;
  const record = useRecord<RecallType>(path, 'recall_type');
  return (
    <>
      <RecordForm<RecallType> path={path} entity="recall_type" fields={recallTypeFields(t, services)} schema="recallTypeEditSchema" canEdit={can('recall_type_edit')} refresh={[PATHS.recallTypes]}>
        {services ? null : <p className="dc-form-item__hint">{t('hints.recall_services_hidden')}</p>}
      </RecordForm>
      {can('recall_type_edit') && record.data ? (
        <DeleteCard entity="recall_type" path={path} version={record.data.version} name={recallTypeName(record.data, i18n.language)} listPath="/settings/recall-types" refresh={[PATHS.recallTypes]} />
      ) : null}
    </>
  );
}
