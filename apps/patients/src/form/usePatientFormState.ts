import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import type { PatientListItem } from '@dental/contracts';
import { requiredMessages } from '@dental/ui';
import { REQUIRED, judgeCode, validate, type FieldErrors, type FieldName, type FormValues } from './form-model';

/**
 * What the patient form holds while it is filled: the values, which fields were left, the server's
 * answer to the last save, and each field's message (required, format, or the server's). A valid
 * old-form personal code fills the date of birth until the user types a date of their own.
 */
export function usePatientFormState(initial: FormValues) {
  const { t } = useTranslation(['patients', 'errors']);
  const messages = requiredMessages(t);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [dobFromCode, setDobFromCode] = useState(false);
  /** The card that already has the personal code typed (the server's 409 PATIENT_PERSONAL_CODE_TAKEN). */
  const [codeHolder, setCodeHolder] = useState<PatientListItem | null>(null);

  const { errors, missing } = validate(values);
  const codeComplete = values.personal_code.replace(/\D/g, '').length >= 11;

  const set = (name: FieldName, value: string | string[]) => {
    setValues((v) => {
      const next = { ...v, [name]: value } as FormValues;
      if (name === 'personal_code') {
        // An old-form code holds the date of birth: fill it unless the user typed another one.
        const result = judgeCode(value as string);
        if (result?.ok && result.birthDate && (!v.dob || dobFromCode)) {
          next.dob = result.birthDate;
          setDobFromCode(true);
        }
      }
      if (name === 'dob') setDobFromCode(false);
      return next;
    });
    setServerErrors(({ [name]: _drop, ...rest }) => rest);
    if (name === 'personal_code') setCodeHolder(null);
  };

  const errorOf = (name: FieldName): string | null => {
    if (serverErrors[name]) return serverErrors[name] ?? null;
    if ((submitted || touched[name]) && REQUIRED.includes(name) && missing.includes(name)) return messages.field(t(`fields.${name}`));
    const key = errors[name];
    const show = submitted || touched[name] || (name === 'personal_code' && codeComplete);
    return key && show ? t(key) : null;
  };

  /** Before a save: marks the form submitted; false (with focus on the first bad field) when it may not be sent. */
  const checkBeforeSave = (): boolean => {
    setSubmitted(true);
    setFormError('');
    const invalid = [...missing, ...(Object.keys(errors) as FieldName[])];
    if (!invalid.length) return true;
    setFormError(messages.form());
    document.getElementById(`pf-${invalid[0]}`)?.focus();
    return false;
  };

  /** A refused save: its field errors land on their fields (first path segment), focus on the first. */
  const showRefusal = (error: unknown) => {
    if (!isApiError(error) || !Object.keys(error.fields).length) return;
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(error.fields)) mapped[path.split('.')[0] as FieldName] = message;
    setServerErrors(mapped);
    setFormError(error.message);
    const holder = error.code === 'PATIENT_PERSONAL_CODE_TAKEN' && Array.isArray(error.details.patients) ? (error.details.patients[0] as PatientListItem | undefined) : undefined;
    setCodeHolder(holder ?? null);
    document.getElementById(`pf-${Object.keys(mapped)[0]}`)?.focus();
  };

  return {
    values,
    set,
    touch: (name: FieldName) => setTouched((s) => ({ ...s, [name]: true })),
    errorOf,
    serverErrors,
    formError,
    dobFromCode,
    codeHolder,
    checkBeforeSave,
    showRefusal,
  };
}

export type PatientFormState = ReturnType<typeof usePatientFormState>;
