import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import type { PatientListItem } from '@dental/contracts';
import { Button, Card, CheckboxGroup, Col, FormItem, FormMessage, Grid, Input, Modal, Select, Textarea, requiredMessages, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { PATIENT_DOCUMENT_TYPES, PATIENT_GENDERS } from '@dental/contracts/values';
import { useBranches } from '../data/branches';
import { useStaff } from '../data/staff';
import { STATUSES } from '../lib/labels';
import { fullName } from '../lib/labels';
import { DuplicateNotice } from './DuplicateNotice';
import { REQUIRED, judgeCode, validate, type FieldErrors, type FieldName, type FormValues } from './form-model';
import { duplicateStopOf } from './save-warnings';
import { useDuplicates } from './useDuplicates';
import './form.css';

type Span = 4 | 6 | 12;

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
  /** `confirmDuplicate`: the user chose "Save anyway" after the server stopped a duplicate. */
  onSubmit: (values: FormValues, confirmDuplicate: boolean) => Promise<void>;
  onCancel: () => void;
  banner?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['patients', 'errors']);
  const dates = useDateFormat();
  const messages = requiredMessages(t);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [dobFromCode, setDobFromCode] = useState(false);
  const [duplicateStop, setDuplicateStop] = useState<PatientListItem[] | null>(null);
  const branches = useBranches();
  const doctors = useStaff(1);
  const assistants = useStaff(2);
  const duplicates = useDuplicates(values, selfUuid);

  const { errors, missing } = validate(values);
  const code = judgeCode(values.personal_code);
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
  };

  const errorOf = (name: FieldName): string | null => {
    if (serverErrors[name]) return serverErrors[name] ?? null;
    if ((submitted || touched[name]) && REQUIRED.includes(name) && missing.includes(name)) return messages.field(t(`fields.${name}`));
    const key = errors[name];
    const show = submitted || touched[name] || (name === 'personal_code' && codeComplete);
    return key && show ? t(key) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError('');
    if (missing.length || Object.keys(errors).length) {
      setFormError(messages.form());
      document.getElementById(`pf-${[...missing, ...Object.keys(errors)][0]}`)?.focus();
      return;
    }
    await save(false);
  };

  const save = async (confirmDuplicate: boolean) => {
    setBusy(true);
    try {
      await onSubmit(values, confirmDuplicate);
      setDuplicateStop(null);
    } catch (error) {
      const stop = duplicateStopOf(error);
      if (stop) {
        setDuplicateStop(stop);
      } else if (isApiError(error) && Object.keys(error.fields).length) {
        setDuplicateStop(null);
        const mapped: FieldErrors = {};
        for (const [path, message] of Object.entries(error.fields)) mapped[path.split('.')[0] as FieldName] = message;
        setServerErrors(mapped);
        setFormError(error.message);
        document.getElementById(`pf-${Object.keys(mapped)[0]}`)?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  const item = (name: FieldName, control: ReactNode, hint?: ReactNode, span: Span = 6) => (
    <Col span={12} md={span === 12 ? 12 : 6} lg={span}>
      <FormItem label={t(`fields.${name}`)} htmlFor={`pf-${name}`} required={REQUIRED.includes(name)} error={errorOf(name)} hint={hint}>
        {control}
      </FormItem>
    </Col>
  );
  const text = (name: FieldName, props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' } = {}, hint?: ReactNode, span: Span = 4) =>
    item(
      name,
      <Input
        id={`pf-${name}`}
        value={values[name] as string}
        invalid={Boolean(errorOf(name))}
        onChange={(e) => set(name, e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
        aria-required={REQUIRED.includes(name) || undefined}
        {...props}
      />,
      hint,
      span,
    );
  const area = (name: FieldName) =>
    item(name, <Textarea id={`pf-${name}`} value={values[name] as string} invalid={Boolean(errorOf(name))} onChange={(e) => set(name, e.target.value)} />, undefined, 6);
  const select = (name: FieldName, options: { value: string; label: string }[], placeholder?: string) =>
    item(
      name,
      <Select id={`pf-${name}`} value={values[name] as string} invalid={Boolean(errorOf(name))} onChange={(e) => set(name, e.target.value)} options={options} placeholder={placeholder} />,
      undefined,
      4,
    );
  const coded = (group: string, codes: readonly number[]) => codes.map((c) => ({ value: String(c), label: t(`${group}.${c}`) }));
  const group = (name: 'helper_uuids' | 'branch_uuids', label: string, options: { value: string; label: string }[]) => (
    <Col span={12} md={6} lg={4}>
      <div className="dc-form-item">
        <span className="dc-form-item__label" aria-hidden="true">
          {t(`fields.${label}`)}
        </span>
        <CheckboxGroup legend={t(`fields.${label}`)} options={options} value={values[name]} onChange={(v) => set(name, v)} />
      </div>
    </Col>
  );

  // Personal code feedback: an error (from errorOf), else a warning for a new-form checksum, else a hint.
  const codeWarning = code?.ok && code.warning === 'checksum' && !serverErrors.personal_code;
  const codeHint = code?.ok ? (code.form === 'old' ? t('form.code_old', { date: dates.date(code.birthDate) }) : t('form.code_new')) : undefined;

  const section = (title: string, body: ReactNode) => (
    <Card title={title} className="pt-form__section">
      <Grid>{body}</Grid>
    </Card>
  );

  return (
    <form className="pt-form" onSubmit={submit} noValidate aria-busy={busy}>
      {banner}
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <DuplicateNotice patients={duplicates} />
      {section(
        t('sections.personal'),
        <>
          {text('first_name', { autoComplete: 'off' })}
          {text('last_name', { autoComplete: 'off' })}
          <Col span={12} md={6} lg={4}>
            <div className={codeWarning ? 'dc-form-item--warning' : undefined}>
              <FormItem label={t('fields.personal_code')} htmlFor="pf-personal_code" error={errorOf('personal_code')} hint={codeWarning ? undefined : codeHint}>
                <Input
                  id="pf-personal_code"
                  value={values.personal_code}
                  invalid={Boolean(errorOf('personal_code'))}
                  placeholder="DDMMYY-NNNNN"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-describedby={codeWarning ? 'pf-personal_code-warning' : errorOf('personal_code') ? 'pf-personal_code-error' : undefined}
                  onChange={(e) => set('personal_code', e.target.value)}
                  onBlur={() => setTouched((s) => ({ ...s, personal_code: true }))}
                />
              </FormItem>
              {codeWarning ? (
                <p className="dc-form-item__warning pt-form__warning" id="pf-personal_code-warning" role="status">
                  {t('form.code_checksum_warning')}
                </p>
              ) : null}
            </div>
          </Col>
          {text('dob', { type: 'date' }, dobFromCode ? t('form.dob_from_code') : undefined)}
          {select('gender', coded('genders', PATIENT_GENDERS))}
          {select('status', coded('statuses', STATUSES))}
          {text('client_card')}
          {text('country', { autoComplete: 'country-name' })}
        </>,
      )}
      {section(
        t('sections.contacts'),
        <>
          {text('phone', { type: 'tel', inputMode: 'tel' })}
          {text('phone2', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email' })}
          {text('address', {}, undefined, 12)}
        </>,
      )}
      {section(
        t('sections.documents'),
        <>
          {select('document_type', coded('document_types', PATIENT_DOCUMENT_TYPES), t('not_set'))}
          {text('document_number')}
          {text('document_country')}
          {text('document_date', { type: 'date' })}
          {text('document_expiration', { type: 'date' })}
        </>,
      )}
      {section(
        t('sections.insurance'),
        <>
          {text('insurance')}
          {text('insurance_number')}
          {text('insurance_expiration', { type: 'date' })}
          {area('insurance_notes')}
        </>,
      )}
      {section(
        t('sections.workplace'),
        <>
          {text('job')}
          {text('workplace')}
          {text('workplace_title')}
          {area('workplace_notes')}
        </>,
      )}
      {section(
        t('sections.clinic'),
        <>
          {doctors.data
            ? select('doctor_uuid', doctors.data.map((u) => ({ value: u.uuid, label: `${u.first_name} ${u.last_name}` })), t('none'))
            : doctors.isError ? <Col span={12}><p className="pt-muted" role="alert">{t('form.staff_hidden')}</p></Col> : null}
          {assistants.data && assistants.data.length ? group('helper_uuids', 'helpers', assistants.data.map((u) => ({ value: u.uuid, label: `${u.first_name} ${u.last_name}` }))) : null}
          {branches.data && branches.data.length ? group('branch_uuids', 'branches', branches.data.map((b) => ({ value: b.uuid, label: b.name }))) : null}
        </>,
      )}
      {section(
        t('sections.notes'),
        <>
          {area('medical_alert')}
          {area('description')}
          {area('comment')}
        </>,
      )}
      {children}
      <Modal open={duplicateStop !== null} title={t('form.duplicate_stop_title')} onClose={() => setDuplicateStop(null)}>
        <p>{t('form.duplicate_stop_text')}</p>
        <ul className="pt-duplicates">
          {(duplicateStop ?? []).map((p) => (
            <li key={p.uuid}>
              <span>
                {fullName(p)}
                {p.personal_code ? ` · ${p.personal_code}` : ''}
                {p.dob ? ` · ${dates.date(p.dob)}` : ''}
              </span>{' '}
              <Link to={`/patients/${p.uuid}/details`} aria-label={`${t('actions.open_existing')}: ${fullName(p)}`}>
                {t('actions.open_existing')}
              </Link>
            </li>
          ))}
        </ul>
        <div className="dc-confirm__actions">
          <Button variant="secondary" onClick={() => setDuplicateStop(null)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void save(true)} disabled={busy}>
            {t('actions.save_anyway')}
          </Button>
        </div>
      </Modal>
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
