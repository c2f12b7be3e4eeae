import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { NoteTemplate } from '@dental/contracts';
import { NOTE_PLACEHOLDERS } from '@dental/contracts/values';
import { useNavigate } from '@dental/ui/router';
import { DeleteCard } from '../crud/DeleteCard';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { RecordForm } from '../crud/RecordForm';
import { useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import type { EntryProps } from '../section-types';

/** A template's name and text; the hint lists the placeholders a note fills in when it is applied. */
function noteTemplateFields(t: TFunction): FieldDef[] {
  return [
    { name: 'name', label: t('settings:fields.name'), required: true },
    {
      name: 'text',
      label: t('settings:fields.template_text'),
      kind: 'textarea',
      required: true,
      hint: t('settings:hints.note_placeholders', { list: NOTE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') }),
    },
  ];
}

/** A template's text as the list shows it: each known placeholder by its name in the language, ‹patient›. */
function readable(text: string, t: TFunction): string {
  const shown = text.replace(/\{([a-z_.]+)\}/g, (whole, name: string) => ((NOTE_PLACEHOLDERS as readonly string[]).includes(name) ? `‹${t(`settings:placeholders.${name}`)}›` : whole));
  return shown.length > 80 ? `${shown.slice(0, 80)}…` : shown;
}

/** /settings/note-templates (issue 25): the company's clinical note templates. */
export function NoteTemplateList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<NoteTemplate>
      path={PATHS.noteTemplates}
      entity="note_template"
      label={t('titles.note_templates')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (template) => template.name },
        { key: 'text', label: t('fields.template_text'), render: (template) => readable(template.text, t) },
      ]}
      rowName={(template) => template.name}
      rowLink={(template) => `/settings/note-templates/${template.uuid}/details`}
      canEdit={can('note_template_edit')}
      createLabel={t('create.note_template')}
      create={{
        fields: noteTemplateFields(t),
        schema: 'noteTemplateCreateSchema',
        defaults: {},
        onCreated: (template) => navigate(`/settings/note-templates/${template.uuid}/details`),
      }}
      empty={{ title: t('empty.note_templates_title'), text: t('empty.note_templates_text') }}
    />
  );
}

export function NoteTemplateDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.noteTemplates}/${params.note_template_uuid}`;
  const record = useRecord<NoteTemplate>(path, 'note_template');
  return (
    <>
      <RecordForm<NoteTemplate> path={path} entity="note_template" fields={noteTemplateFields(t)} schema="noteTemplateEditSchema" canEdit={can('note_template_edit')} refresh={[PATHS.noteTemplates]} />
      {can('note_template_edit') && record.data ? (
        <DeleteCard entity="note_template" path={path} version={record.data.version} name={record.data.name} listPath="/settings/note-templates" refresh={[PATHS.noteTemplates]} />
      ) : null}
    </>
  );
}
