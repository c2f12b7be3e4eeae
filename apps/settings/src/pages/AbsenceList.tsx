import { useTranslation } from 'react-i18next';
import type { Holiday } from '@dental/contracts';
import { ABSENCE_REPEAT_TYPES, HOLIDAY_TYPES, VACATION_TYPES, WEEKDAYS } from '@dental/contracts/values';
import { useDateFormat } from '@dental/ui';
import { EntityList } from '../crud/EntityList';
import type { FieldDef } from '../crud/fields';
import { choice, choices } from '../options';
import type { AbsenceOwner } from '../data/absence-conflicts';
import { useAbsenceConfirm } from './AbsenceConflictsDialog';

type Absence = Omit<Holiday, 'branch_uuid'>;

/**
 * A branch's holidays or a user's vacations (the same fields, docs/spec.md §3): a date range, a
 * type, an optional repeat every N days or weeks (on chosen weekdays) and a comment. Saving one
 * over appointments or work times (`owner`'s) lists them and asks to confirm first.
 */
export function AbsenceList({ kind, path, canEdit, owner }: { kind: 'holiday' | 'vacation'; path: string; canEdit: boolean; owner: AbsenceOwner | null }) {
  const { t } = useTranslation('settings');
  const confirm = useAbsenceConfirm(owner);
  const { date } = useDateFormat();
  const typeGroup = kind === 'holiday' ? 'holiday_type' : 'vacation_type';
  const fields: FieldDef[] = [
    { name: 'date_from', label: t('fields.date_from'), kind: 'date', required: true },
    { name: 'date_to', label: t('fields.date_to'), kind: 'date', required: true },
    { name: 'type', label: t('fields.type'), kind: 'select', numeric: true, required: true, options: choices(t, typeGroup, kind === 'holiday' ? HOLIDAY_TYPES : VACATION_TYPES) },
    { name: 'repeat_type', label: t('fields.repeat_type'), kind: 'select', required: true, options: choices(t, 'repeat', ABSENCE_REPEAT_TYPES) },
    { name: 'repeat_after', label: t('fields.repeat_after'), kind: 'number', min: 1, max: 365, hint: t('hints.repeat_after') },
    { name: 'weekdays', label: t('fields.weekdays'), kind: 'checks', numeric: true, options: choices(t, 'weekday', WEEKDAYS), hint: t('hints.weekdays') },
    { name: 'comment', label: t('fields.comment'), kind: 'textarea' },
  ];
  const plural = kind === 'holiday' ? 'holidays' : 'vacations';
  return (
    <>
      <EntityList<Absence>
        path={path}
        entity={kind}
        label={t(`tabs.${plural}`)}
        defaultSort="date_from"
        columns={[
          { key: 'dates', label: t('fields.dates'), sort: 'date_from', render: (a) => `${date(a.date_from)} – ${date(a.date_to)}` },
          { key: 'type', label: t('fields.type'), sort: 'type', render: (a) => choice(t, typeGroup, a.type) },
          { key: 'repeat', label: t('fields.repeat_type'), render: (a) => (a.repeat_type === 'none' ? choice(t, 'repeat', 'none') : t(`repeat_every.${a.repeat_type}`, { count: a.repeat_after })) },
          { key: 'comment', label: t('fields.comment'), sort: 'comment', render: (a) => a.comment ?? '' },
        ]}
        rowName={(a) => `${date(a.date_from)} – ${date(a.date_to)}`}
        canEdit={canEdit}
        createLabel={t(`create.${kind}`)}
        create={{ fields, schema: kind === 'holiday' ? 'holidayCreateSchema' : 'vacationCreateSchema', defaults: { repeat_type: 'none', repeat_after: 1, type: 1 } }}
        edit={{ fields, schema: kind === 'holiday' ? 'holidayEditSchema' : 'vacationEditSchema' }}
        toRequest={(body) => ({ ...body, weekdays: body.repeat_type === 'week' ? body.weekdays : null })}
        beforeSave={confirm.check}
        empty={{ title: t(`empty.${plural}_title`), text: t(`empty.${plural}_text`) }}
      />
    {confirm.dialog}
    </>
  );
}
