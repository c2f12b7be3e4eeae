import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { Button, FormMessage } from '@dental/ui';
import { ConflictBanner } from './ConflictBanner';
import { toBody, toForm, type FieldDef, type FormValue, type FormValues } from './fields';
import { FormFields } from './FormFields';
import { fieldFor, requiredErrors, validateWithContract, type SchemaName } from './validate';

export interface EntityFormProps {
  fields: FieldDef[];
  /** The record being edited, or the defaults of a new one. */
  initial: unknown;
  /** The version read (edits); left out for creates. */
  version?: number;
  /** The contract schema the body must satisfy (checked before sending). */
  schema?: SchemaName;
  readOnly?: boolean;
  submitLabel?: string;
  /** Sends the body; throws ApiError on failure (400 fields, 409 conflict). */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  /** Re-reads the record (after a 409): its fresh version, or the record to show. */
  onReload?: () => Promise<{ version: number } | undefined>;
  onCancel?: () => void;
  /** Extra body keys that are not form fields (a parent's uuid). */
  extraBody?: Record<string, unknown>;
  /** Reshapes the form's body into the request's (checked and sent as reshaped). */
  toRequest?: (body: Record<string, unknown>) => Record<string, unknown>;
  children?: ReactNode;
}

/**
 * A settings form: client checks with the contract's own rules, the server's 400 `fields` on the
 * fields, and a 409 (someone else saved first) that keeps everything the user typed and offers to
 * save again over the newer version or to load it instead.
 */
export function EntityForm({ fields, initial, version, schema, readOnly, submitLabel, onSubmit, onReload, onCancel, extraBody, toRequest, children }: EntityFormProps) {
  const { t } = useTranslation('settings');
  const idPrefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => toForm(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .dc-form-item--error input')?.focus());

  async function send(withVersion: number | undefined) {
    const { body, invalid } = toBody(fields, values);
    const merged = { ...body, ...extraBody, ...(withVersion === undefined ? {} : { version: withVersion }) };
    const full = toRequest ? toRequest(merged) : merged;
    const found: Record<string, string> = {};
    for (const name of invalid) found[name] = t('errors:invalid_value');
    const contractErrors = schema ? await validateWithContract(schema, full, fields, t) : {};
    const all = { ...contractErrors, ...found, ...requiredErrors(fields, values, t) };
    if (Object.keys(all).length > 0) {
      setErrors(all);
      setMessage(t('errors:form_invalid'));
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(full);
      setErrors({});
      setMessage(null);
      setConflict(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'VERSION_CONFLICT') {
        setConflict(true);
        setMessage(null);
      } else if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const mapped: Record<string, string> = {};
        const other: string[] = [];
        for (const [path, text] of Object.entries(error.fields)) {
          const field = fieldFor(fields, path);
          if (field) mapped[field.name] ??= text;
          else other.push(text);
        }
        setErrors(mapped);
        setMessage(other.length > 0 ? other.join(' ') : t('errors:form_invalid'));
        focusFirstError();
      } else {
        setMessage(isApiError(error) ? error.message : t('form.network_error'));
      }
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly && !busy) void send(version);
  };

  const saveMineAgain = async () => {
    const fresh = await onReload?.();
    setConflict(false);
    await send(fresh?.version ?? version);
  };

  const loadTheirs = async () => {
    const fresh = await onReload?.();
    if (fresh) setValues(toForm(fields, fresh));
    setErrors({});
    setConflict(false);
  };

  return (
    <form ref={formRef} className="settings-form" onSubmit={submit} noValidate>
      {conflict ? (
        <ConflictBanner busy={busy} onSaveMine={onReload ? () => void saveMineAgain() : undefined} onLoadTheirs={onReload ? () => void loadTheirs() : undefined} />
      ) : null}
      {message ? <FormMessage>{message}</FormMessage> : null}
      {readOnly ? <p className="settings-readonly">{t('form.read_only')}</p> : null}
      <FormFields idPrefix={idPrefix} fields={fields} values={values} errors={errors} onChange={change} disabled={readOnly} />
      {children}
      {readOnly ? null : (
        <div className="settings-form__actions">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel ?? t('actions.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
