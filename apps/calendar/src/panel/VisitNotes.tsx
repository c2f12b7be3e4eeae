import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { addNamespaceBundle } from '@dental/i18n/browser';
import notesTexts from '@dental/i18n/bundles/notes';
import { Button, FormItem, Textarea, useDateFormat } from '@dental/ui';
import { toastFailure } from '../data/appointments';
import { useAddVisitNote, useVisitNotes } from '../data/notes';

addNamespaceBundle('notes', notesTexts);

/**
 * The visit's clinical notes in the booking panel (issue 25): the notes of this appointment, newest
 * first, read with patients_tooth_map_view; a new one written with patients_tooth_map_edit. Signing
 * and addenda are on the patient's card (its Notes tab).
 */
export default function VisitNotes({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('notes');
  const can = useCan();
  const dates = useDateFormat();
  const id = useId();
  const patient = appointment.patient.uuid;
  const notes = useVisitNotes(patient, appointment.uuid, true);
  const add = useAddVisitNote(patient, appointment.uuid);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!text.trim()) {
      setError(t('errors:field_required', { name: t('text') }));
      return;
    }
    setError(null);
    add.mutate(text, { onSuccess: () => setText(''), onError: (failure) => toastFailure(failure, t('save_failed')) });
  };
  return (
    <section className="cal-products-used" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cal-hint">
        {t('visit_title')}
      </h3>
      {notes.isPending ? <p className="cal-hint">…</p> : null}
      {notes.isError ? <p role="alert">{t('load_failed')}</p> : null}
      {notes.data && !notes.data.length ? <p className="cal-hint">{t('empty_title')}</p> : null}
      {notes.data?.length ? (
        <ul className="cal-visit-notes">
          {notes.data.map((note) => (
            <li key={note.uuid}>
              <span className="cal-hint">
                {t('written', { name: note.author ? `${note.author.first_name} ${note.author.last_name}` : '—', date: dates.dateTime(note.created_at) })} · {note.signed_at ? t('signed') : t('draft')}
              </span>
              <p>{note.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {can('patients_tooth_map_edit') ? (
        <>
          <FormItem label={t('new')} htmlFor={`${id}-text`} error={error}>
            <Textarea id={`${id}-text`} value={text} invalid={!!error} onChange={(e) => { setText(e.target.value); setError(null); }} />
          </FormItem>
          <Button variant="secondary" onClick={save} disabled={add.isPending}>
            {t('add')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
