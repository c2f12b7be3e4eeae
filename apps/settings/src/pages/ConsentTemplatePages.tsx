import type { TFunction } from 'i18next';
import consentsTexts from '@dental/i18n/bundles/consents';
import { addNamespaceBundle } from '@dental/i18n/browser';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { ConsentTemplate, Service } from '@dental/contracts';
import { CONSENT_PLACEHOLDERS, LANGUAGES } from '@dental/contracts/values';
import { useNavigate } from '@dental/ui/router';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef, Option } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useChoices, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';

// The consent form templates' field labels (issue 29), loaded with these screens.
addNamespaceBundle('consents', consentsTexts);

/**
 * A consent form template (issue 29): its name, its text in each language (blank lines split it
 * into the points a patient ticks; the placeholders are listed under each text) and the services
 * that are not treated without it signed (when the user may read the price list).
 */
function templateFields(t: TFunction, services: Option[] | null): FieldDef[] {
  // The placeholders are written as code: they are typed into the text as they are, in every language.
  const placeholders = (
    <>
      {t('consents:templates.text_hint')}
      {CONSENT_PLACEHOLDERS.map((placeholder) => (
        <code key={placeholder} className="settings-placeholder">
          {placeholder}
        </code>
      ))}
    </>
  );
  return [
    { name: 'name', label: t('consents:templates.name'), required: true, span: 12 },
    ...LANGUAGES.map((language): FieldDef => ({
      name: `text.${language}`,
      label: t(`consents:templates.text_${language}`),
      kind: 'textarea',
      required: true,
      span: 12,
      hint: placeholders,
    })),
    ...(services ? [{ name: 'service_uuids', label: t('consents:templates.services'), kind: 'checks' as const, options: services, hint: t('consents:templates.services_hint') }] : []),
  ];
}

/** The price list's services as choices, or null without service_settings_view. */
function useServiceOptions(): Option[] | null {
  const can = useCan();
  const allowed = can('service_settings_view');
  const { options } = useChoices<Service>(PATHS.services, (service) => `${service.name} (${service.sku})`, allowed);
  return allowed ? options : null;
}

export function ConsentTemplateList() {
  const { t } = useTranslation(['settings', 'consents']);
  const can = useCan();
  const navigate = useNavigate();
  const services = useServiceOptions();
  return (
    <EntityList<ConsentTemplate>
      path={PATHS.consentTemplates}
      entity="consent_template"
      label={t('titles.consent_templates')}
      columns={[
        { key: 'name', label: t('consents:templates.name'), sort: 'name', render: (template) => template.name },
        { key: 'services', label: t('consents:templates.service_count'), render: (template) => template.service_uuids.length },
      ]}
      rowName={(template) => template.name}
      rowLink={(template) => `/settings/consent-form-templates/${template.uuid}/details`}
      canEdit={can('consent_templates_edit')}
      createLabel={t('create.consent_template')}
      create={{
        fields: templateFields(t, services),
        schema: 'consentTemplateCreateSchema',
        defaults: { service_uuids: [] },
        extraBody: services ? undefined : { service_uuids: [] },
        onCreated: (template) => navigate(`/settings/consent-form-templates/${template.uuid}/details`),
      }}
      empty={{ title: t('empty.consent_templates_title'), text: t('empty.consent_templates_text') }}
    />
  );
}

export function ConsentTemplateDetails({ params }: EntryProps) {
  const { t } = useTranslation(['settings', 'consents']);
  const can = useCan();
  const services = useServiceOptions();
  const path = `${PATHS.consentTemplates}/${params.consent_template_uuid}`;
  const record = useRecord<ConsentTemplate>(path, 'consent_template');
  return (
    <>
      <RecordForm<ConsentTemplate> path={path} entity="consent_template" fields={templateFields(t, services)} schema="consentTemplateEditSchema" canEdit={can('consent_templates_edit')} refresh={[PATHS.consentTemplates]}>
        {services ? null : <p className="dc-form-item__hint">{t('consents:templates.services_hidden')}</p>}
      </RecordForm>
      {can('consent_templates_edit') && record.data ? (
        <DeleteCard entity="consent_template" path={path} version={record.data.version} name={record.data.name} listPath="/settings/consent-form-templates" refresh={[PATHS.consentTemplates]} />
      ) : null}
    </>
  );
}
