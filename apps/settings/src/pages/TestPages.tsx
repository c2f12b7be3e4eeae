import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import type { Question, Questionnaire } from '@dental/contracts';
import { Button, Card, EmptyState, ErrorCard, IconClipboard, LoadingBlock, toast } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { QUESTION_TYPES, QUESTIONNAIRE_REGULARITIES } from '@dental/contracts/values';
import { DeleteCard } from '../crud/DeleteCard';
import { DeleteDialog } from '../crud/DeleteDialog';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { FormModal } from '../crud/FormModal';
import { RecordForm } from '../crud/RecordForm';
import { useEntityActions, useRecord } from '../data/entities';
import { PATHS } from '../data/paths';
import { fetchQuestion, questionsPath, useQuestions, useReorderQuestions } from '../data/questions';
import { choice, choices } from '../options';
import type { EntryProps } from '../section-types';

const questionnaireFields = (t: TFunction, withTemplate: boolean): FieldDef[] => [
  { name: 'name', label: t('settings:fields.name'), required: true },
  { name: 'regularity', label: t('settings:fields.regularity'), kind: 'select', numeric: true, required: true, options: QUESTIONNAIRE_REGULARITIES.map((m) => ({ value: String(m), label: t('settings:units.months', { count: m }) })) },
  ...(withTemplate ? [{ name: 'template', label: t('settings:fields.template'), kind: 'textarea' as const, hint: t('settings:hints.template') }] : []),
];

export function TestList() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const navigate = useNavigate();
  return (
    <EntityList<Questionnaire>
      path={PATHS.tests}
      entity="questionnaire"
      label={t('titles.tests')}
      columns={[
        { key: 'name', label: t('fields.name'), sort: 'name', render: (q) => q.name },
        { key: 'regularity', label: t('fields.regularity'), sort: 'regularity', render: (q) => t('units.months', { count: q.regularity }) },
        { key: 'questions', label: t('fields.question_count'), render: (q) => q.question_count },
      ]}
      rowName={(q) => q.name}
      rowLink={(q) => `/settings/tests/${q.uuid}/details`}
      canEdit={can('test_edit')}
      createLabel={t('create.questionnaire')}
      create={{ fields: questionnaireFields(t, false), schema: 'questionnaireCreateSchema', defaults: { regularity: 12 }, onCreated: (q) => navigate(`/settings/tests/${q.uuid}/settings`) }}
      empty={{ title: t('empty.questionnaires_title'), text: t('empty.questionnaires_text') }}
    />
  );
}

export function TestDetails({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const path = `${PATHS.tests}/${params.test_uuid}`;
  const record = useRecord<Questionnaire>(path, 'questionnaire');
  return (
    <>
      <RecordForm<Questionnaire> path={path} entity="questionnaire" fields={questionnaireFields(t, true)} schema="questionnaireEditSchema" canEdit={can('test_edit')} refresh={[PATHS.tests]} />
      {can('test_edit') && record.data ? (
        <DeleteCard entity="questionnaire" path={path} version={record.data.version} name={record.data.name} listPath="/settings/tests" refresh={[PATHS.tests]} />
      ) : null}
    </>
  );
}

function questionFields(t: TFunction): FieldDef[] {
  return [
    { name: 'name', label: t('settings:fields.question'), required: true, span: 12 },
    { name: 'test_type', label: t('settings:fields.question_type'), kind: 'select', numeric: true, required: true, options: choices(t, 'question_type', QUESTION_TYPES) },
    { name: 'icon', label: t('settings:fields.icon') },
    { name: 'test_value.options', label: t('settings:fields.answer_options'), kind: 'textarea', hint: t('settings:hints.answer_options') },
    { name: 'test_value.min', label: t('settings:fields.scale_min'), kind: 'number', span: 3 },
    { name: 'test_value.max', label: t('settings:fields.scale_max'), kind: 'number', span: 3 },
    { name: 'trigger', label: t('settings:fields.trigger'), hint: t('settings:hints.trigger') },
    { name: 'comment', label: t('settings:fields.comment'), kind: 'textarea' },
  ];
}

/** Choice questions (3, 4) keep their options (one a line); scales (5) and numbers (2) their bounds; others nothing. */
export function questionRequest(body: Record<string, unknown>): Record<string, unknown> {
  const type = Number(body.test_type);
  const value = (body.test_value ?? {}) as { options?: unknown; min?: number; max?: number };
  const options = typeof value.options === 'string' ? value.options.split('\n').map((line) => line.trim()).filter(Boolean) : [];
  let test_value: Record<string, unknown> | null = null;
  if (type === 3 || type === 4) test_value = { options };
  else if (type === 5 || (type === 2 && (value.min !== undefined || value.max !== undefined))) test_value = { min: value.min, max: value.max };
  return { ...body, test_value };
}

const questionInitial = (q: Question) => ({ ...q, test_value: { ...q.test_value, options: q.test_value?.options?.join('\n') } });

/**
 * The questionnaire's ordered questions: add, edit, delete (confirmed), and move up or down with
 * buttons (keyboard usable; focus stays on the moved question's button).
 */
export function QuestionsEditor({ params }: EntryProps) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const canEdit = can('test_edit');
  const path = questionsPath(params.test_uuid);
  const actions = useEntityActions('question', [path, PATHS.tests]);
  const questions = useQuestions(params.test_uuid);
  const reorder = useReorderQuestions(params.test_uuid);
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);

  if (questions.isPending) return <LoadingBlock />;
  if (questions.isError) return <ErrorCard text={t('toasts.question.load_failed')} onRetry={() => void questions.refetch()} />;
  const list = [...questions.data].sort((a, b) => a.sort_order - b.sort_order);

  const move = async (index: number, delta: -1 | 1, focusId: string) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    try {
      await reorder(next);
    } catch {
      toast.error(t('toasts.question.update_failed'));
      void questions.refetch();
    }
    requestAnimationFrame(() => document.getElementById(focusId)?.focus());
  };

  const fields = questionFields(t);
  return (
    <Card title={t('questions.title')}>
      {list.length === 0 ? (
        <EmptyState icon={<IconClipboard size={28} />} title={t('empty.questions_title')} text={t('empty.questions_text')} />
      ) : (
        <ol className="settings-questions">
          {list.map((q, index) => (
            <li key={q.uuid} className="settings-question">
              <span className="settings-question__number">{index + 1}</span>
              <div className="settings-question__body">
                <strong>{q.name}</strong>
                <span className="settings-muted">
                  {choice(t, 'question_type', q.test_type)}
                  {q.test_value?.options ? ` · ${q.test_value.options.join(', ')}` : ''}
                  {q.test_value?.min !== undefined && q.test_value?.max !== undefined ? ` · ${q.test_value.min}–${q.test_value.max}` : ''}
                </span>
              </div>
              {canEdit ? (
                <span className="settings-question__actions">
                  <Button id={`up-${q.uuid}`} variant="ghost" disabled={index === 0} aria-label={t('questions.move_up', { name: q.name })} onClick={() => void move(index, -1, `up-${q.uuid}`)}>
                    ↑
                  </Button>
                  <Button
                    id={`down-${q.uuid}`}
                    variant="ghost"
                    disabled={index === list.length - 1}
                    aria-label={t('questions.move_down', { name: q.name })}
                    onClick={() => void move(index, 1, `down-${q.uuid}`)}
                  >
                    ↓
                  </Button>
                  <Button variant="ghost" onClick={() => setEditing(q)} aria-label={`${t('actions.edit')}: ${q.name}`}>
                    {t('actions.edit')}
                  </Button>
                  <Button variant="ghost" className="settings-danger" onClick={() => setDeleting(q)} aria-label={`${t('actions.delete')}: ${q.name}`}>
                    {t('actions.delete')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canEdit ? (
        <div className="settings-form__actions">
          <Button onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> {t('create.question')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <FormModal
          open
          title={editing === 'new' ? t('create.question') : `${t('actions.edit')}: ${editing.name}`}
          onClose={() => setEditing(null)}
          fields={fields}
          initial={editing === 'new' ? { test_type: 0 } : questionInitial(editing)}
          version={editing === 'new' ? undefined : editing.version}
          schema={editing === 'new' ? 'questionCreateSchema' : 'questionEditSchema'}
          toRequest={questionRequest}
          onReload={
            editing === 'new'
              ? undefined
              : async () => {
                  const fresh = await fetchQuestion(params.test_uuid, editing.uuid);
                  setEditing(fresh);
                  return questionInitial(fresh);
                }
          }
          onSubmit={async (body) => {
            if (editing === 'new') await actions.create(path, body);
            else await actions.update(`${path}/${editing.uuid}`, body);
            setEditing(null);
          }}
        />
      ) : null}
      <DeleteDialog
        open={deleting !== null}
        name={deleting?.name ?? ''}
        remove={async () => deleting && actions.remove(`${path}/${deleting.uuid}`, deleting.version)}
        onDone={() => setDeleting(null)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
