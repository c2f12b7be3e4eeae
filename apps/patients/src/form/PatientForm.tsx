import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@dental/contracts';
import { Button, FormMessage } from '@dental/ui';
import { DuplicateNotice } from './DuplicateNotice';
import { DuplicateStopDialog } from './DuplicateStopDialog';
import { ClinicSection, ContactsSection, DocumentsSection, InsuranceSection, NotesSection, PersonalSection, WorkplaceSection } from './FormSections';
import type { FormValues } from './form-model';
import { duplicateStopOf } from './save-warnings';
import { useDuplicates } from './useDuplicates';
import { usePatientFormState } from './usePatientFormState';
import './form.css';

/**
 * The patient card's form, for create and edit, in the sections of the card. Checks what it can
 * at once (required fields, personal code, e-mail, phones); the server's field errors land on
 * their fields. What the user typed is never reset by a failed save (a 409 included).
 */
export function PatientForm({
  initial,
  selfUuid,
  onSubmit,
  onCancel,
  banner,
  children,
}: {
  initial: FormValues;
  selfUuid?: string;
  /** `confirmDuplicate`: the user chose "Save anyway" after the server stopped a look-alike. */
  onSubmit: (values: FormValues, confirmDuplicate: boolean) => Promise<void>;
  onCancel: () => void;
  banner?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('patients');
  const form = usePatientFormState(initial);
  const [busy, setBusy] = useState(false);
  const [duplicateStop, setDuplicateStop] = useState<PatientListItem[] | null>(null);
  const duplicates = useDuplicates(form.values, selfUuid);

  const save = async (confirmDuplicate: boolean) => {
    setBusy(true);
    try {
      await onSubmit(form.values, confirmDuplicate);
      setDuplicateStop(null);
    } catch (error) {
      const stop = duplicateStopOf(error);
      setDuplicateStop(stop);
      if (!stop) form.showRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.checkBeforeSave()) await save(false);
  };

  return (
    <form className="pt-form" onSubmit={submit} noValidate aria-busy={busy}>
      {banner}
      {form.formError ? <FormMessage>{form.formError}</FormMessage> : null}
      <DuplicateNotice patients={duplicates} />
      <PersonalSection form={form} />
      <ContactsSection form={form} />
      <DocumentsSection form={form} />
      <InsuranceSection form={form} />
      <WorkplaceSection form={form} />
      <ClinicSection form={form} />
      <NotesSection form={form} />
      {children}
      <DuplicateStopDialog patients={duplicateStop} busy={busy} onSaveAnyway={() => void save(true)} onClose={() => setDuplicateStop(null)} />
      <div className="pt-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
