import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, Patient } from '@dental/contracts';
import { fillNoteTemplate } from '@dental/contracts/values';
import { useCan, useSession } from '@dental/auth';
import { addNamespaceBundle } from '@dental/i18n/browser';
import notesTexts from '@dental/i18n/bundles/notes';
import { Button, Card, ConfirmDialog, FormItem, IconClipboard, ListState, Select, Textarea, toast, useDateFormat } from '@dental/ui';
import { useAddNote, useEditNote, useNoteTemplates, useNotes, useSignNote } from '../data/notes';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';
import './notes.css';

addNamespaceBundle('notes', notesTexts);

type Draft = { addendumTo: Note | null } | null;

/**
 * The card's clinical notes (issue 25): newest first, each with its author, time and whether it is
 * signed; a new note (from a template or not), an unsigned note edited in place, a note signed after
 * a confirmation (then final), and an addendum to a signed one.
 */
export default function NotesTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('notes');
  const can = useCan();
  const notes = useNotes(patient.uuid);
  const [draft, setDraft] = useState<Draft>(null);
  const writer = can('patients_tooth_map_edit');
  const byUuid = new Map((notes.data ?? []).map((note) => [note.uuid, note]));
  return (
    <div className="pt-details">
      <Card title={t('title')}>
        {writer && !draft ? (
          <div className="nt-note__actions nt-form">
            <Button onClick={() => setDraft({ addendumTo: null })}>{t('new')}</Button>
          </div>
        ) : null}
        {draft ? <NoteForm patient={patient} addendumTo={draft.addendumTo} onDone={() => setDraft(null)} /> : null}
        <ListState
          query={notes}
          errorText={t('load_failed')}
          isEmpty={(data) => data.length === 0}
          empty={{ icon: <IconClipboard size={28} />, title: t('empty_title'), text: t('empty_text') }}
        >
          {(data) => (
            <ol className="nt-list" aria-label={t('list_label')}>
              {data.map((note) => (
                <NoteItem key={note.uuid} patient={patient.uuid} note={note} original={note.addendum_to ? byUuid.get(note.addendum_to) : undefined} writer={writer} onAddendum={() => setDraft({ addendumTo: note })} />
              ))}
            </ol>
          )}
        </ListState>
      </Card>
    </div>
  );
}

/** One note: who wrote it and when, signed or not, the note it adds to; edit and sign while unsigned. */
function NoteItem({ patient, note, original, writer, onAddendum }: { patient: string; note: Note; original?: Note; writer: boolean; onAddendum: () => void }) {
  const { t } = useTranslation('notes');
  const dates = useDateFormat();
  const edit = useEditNote(patient);
  const sign = useSignNote(patient);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const save = async () => {
    try {
      await edit.mutateAsync({ note: note.uuid, text, version: note.version });
      toast.success(t('saved'));
      setEditing(false);
    } catch (error) {
      failed(t, 'save_failed', error);
    }
  };
  const signNow = async () => {
    try {
      await sign.mutateAsync(note.uuid);
      toast.success(t('signed_toast'));
    } catch (error) {
      failed(t, 'sign_failed', error);
    }
    setConfirming(false);
  };
  return (
    <li className="nt-note" id={`note-${note.uuid}`}>
      <div className="nt-note__head">
        <span>{t('written', { name: note.author ? fullName(note.author) : '—', date: dates.dateTime(note.created_at) })}</span>
        {note.signed_at ? <span className="pt-badge pt-badge--1">{t('signed')}</span> : <span className="pt-badge pt-badge--0">{t('draft')}</span>}
      </div>
      {note.addendum_to ? (
        <a className="nt-note__link" href={`#note-${note.addendum_to}`}>
          {t('addendum_to', { date: original ? dates.dateTime(original.created_at) : '…' })}
        </a>
      ) : null}
      {editing ? (
        <FormItem label={t('text')} htmlFor={`${id}-text`}>
          <Textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} />
        </FormItem>
      ) : (
        <p className="nt-note__text">{note.text}</p>
      )}
      {note.signed_at && note.signed_by ? <p className="pt-muted">{t('signed_by', { name: fullName(note.signed_by), date: dates.dateTime(note.signed_at) })}</p> : null}
      {writer ? (
        <div className="nt-note__actions">
          {editing ? (
            <>
              <Button onClick={() => void save()} disabled={edit.isPending || !text.trim()}>
                {t('save')}
              </Button>
              <Button variant="secondary" onClick={() => { setEditing(false); setText(note.text); }}>
                {t('cancel')}
              </Button>
            </>
          ) : note.signed_at ? (
            <Button variant="secondary" onClick={onAddendum}>
              {t('addendum')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('sign')}
              </Button>
            </>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('sign_title')}
        text={t('sign_text')}
        confirmLabel={t('sign')}
        cancelLabel={t('cancel')}
        busy={sign.isPending}
        onConfirm={() => void signNow()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

/** A new note or an addendum, optionally started from one of the company's templates. */
function NoteForm({ patient, addendumTo, onDone }: { patient: Patient; addendumTo: Note | null; onDone: () => void }) {
  const { t } = useTranslation('notes');
  const dates = useDateFormat();
  const me = useSession((state) => state.me);
  const templates = useNoteTemplates();
  const add = useAddNote(patient.uuid);
  const [text, setText] = useState('');
  const [template, setTemplate] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const apply = () => {
    const chosen = templates.data?.find((one) => one.uuid === template);
    if (!chosen) return;
    setText(
      fillNoteTemplate(chosen.text, {
        'patient.first_name': patient.first_name,
        'patient.last_name': patient.last_name,
        'patient.full_name': fullName(patient),
        'doctor.full_name': me ? fullName(me) : undefined,
        date: dates.date(new Date().toISOString().slice(0, 10)),
      }),
    );
  };
  const save = async () => {
    if (!text.trim()) {
      setError(t('errors:field_required', { name: t('text') }));
      return;
    }
    try {
      await add.mutateAsync({ text, ...(addendumTo ? { addendum_to: addendumTo.uuid } : {}) });
      toast.success(t('saved'));
      onDone();
    } catch (e) {
      failed(t, 'save_failed', e);
    }
  };
  const label = addendumTo ? t('addendum_to', { date: dates.dateTime(addendumTo.created_at) }) : t('text');
  return (
    <div className="nt-form">
      {templates.data?.length ? (
        <div className="nt-form__template">
          <FormItem label={t('template')} htmlFor={`${id}-template`}>
            <Select
              id={`${id}-template`}
              value={template}
              placeholder={t('no_template')}
              options={templates.data.map((one) => ({ value: one.uuid, label: one.name }))}
              onChange={(e) => setTemplate(e.target.value)}
            />
          </FormItem>
          <Button variant="secondary" onClick={apply} disabled={!template}>
            {t('apply')}
          </Button>
        </div>
      ) : null}
      <FormItem label={label} htmlFor={`${id}-text`} error={error || null} required>
        <Textarea id={`${id}-text`} value={text} invalid={!!error} onChange={(e) => { setText(e.target.value); setError(''); }} />
      </FormItem>
      <div className="nt-note__actions">
        <Button onClick={() => void save()} disabled={add.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
