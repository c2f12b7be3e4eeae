import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Col, FormItem, Input, Select, Textarea } from '@dental/ui';
import { REQUIRED, type FieldName } from './form-model';
import type { PatientFormState } from './usePatientFormState';

type Span = 4 | 6 | 12;

/** One field of the card in the form's grid: its label, its message (error or hint), its control. */
export function FieldCell({ form, name, hint, span = 6, children }: { form: PatientFormState; name: FieldName; hint?: ReactNode; span?: Span; children: ReactNode }) {
  const { t } = useTranslation('patients');
  return (
    <Col span={12} md={span === 12 ? 12 : 6} lg={span}>
      <FormItem label={t(`fields.${name}`)} htmlFor={`pf-${name}`} required={REQUIRED.includes(name)} error={form.errorOf(name)} hint={hint}>
        {children}
      </FormItem>
    </Col>
  );
}

/** A text field (also date, e-mail, phone). */
export function TextField({
  form,
  name,
  type,
  autoComplete,
  inputMode,
  hint,
  span = 4,
}: {
  form: PatientFormState;
  name: FieldName;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
  hint?: ReactNode;
  span?: Span;
}) {
  return (
    <FieldCell form={form} name={name} hint={hint} span={span}>
      <Input
        id={`pf-${name}`}
        value={form.values[name] as string}
        invalid={Boolean(form.errorOf(name))}
        onChange={(e) => form.set(name, e.target.value)}
        onBlur={() => form.touch(name)}
        aria-required={REQUIRED.includes(name) || undefined}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </FieldCell>
  );
}

export function AreaField({ form, name }: { form: PatientFormState; name: FieldName }) {
  return (
    <FieldCell form={form} name={name}>
      <Textarea id={`pf-${name}`} value={form.values[name] as string} invalid={Boolean(form.errorOf(name))} onChange={(e) => form.set(name, e.target.value)} />
    </FieldCell>
  );
}

export function SelectField({ form, name, options, placeholder }: { form: PatientFormState; name: FieldName; options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldCell form={form} name={name} span={4}>
      <Select
        id={`pf-${name}`}
        value={form.values[name] as string}
        invalid={Boolean(form.errorOf(name))}
        onChange={(e) => form.set(name, e.target.value)}
        options={options}
        placeholder={placeholder}
      />
    </FieldCell>
  );
}

/** Several choices at once (assistants, branches). */
export function ChoiceGroup({ form, name, label, options }: { form: PatientFormState; name: 'helper_uuids' | 'branch_uuids'; label: string; options: { value: string; label: string }[] }) {
  const { t } = useTranslation('patients');
  return (
    <Col span={12} md={6} lg={4}>
      <div className="dc-form-item">
        <span className="dc-form-item__label" aria-hidden="true">
          {t(`fields.${label}`)}
        </span>
        <CheckboxGroup legend={t(`fields.${label}`)} options={options} value={form.values[name]} onChange={(v) => form.set(name, v)} />
      </div>
    </Col>
  );
}
