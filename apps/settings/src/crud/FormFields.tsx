import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Col, ColorInput, FormItem, Grid, Input, Select, Textarea } from '@dental/ui';
import type { FieldDef, FormValue, FormValues } from './fields';

const INPUT_TYPES: Partial<Record<NonNullable<FieldDef['kind']>, string>> = {
  email: 'email',
  password: 'password',
  number: 'number',
  date: 'date',
  time: 'time',
};

/** The fields of a settings form on the 12-column grid: two per row from 768 px, one on phones. */
export function FormFields({
  idPrefix,
  fields,
  values,
  errors,
  onChange,
  disabled,
}: {
  idPrefix: string;
  fields: FieldDef[];
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: FormValue) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Grid>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name.replace(/\./g, '-')}`;
        const error = errors[field.name];
        const value = values[field.name];
        const span = field.span ?? (field.kind === 'textarea' || field.kind === 'checks' ? 12 : 6);
        if (field.kind === 'checkbox') {
          return (
            <Col key={field.name} span={12} md={span}>
              <div className={`dc-form-item settings-check${error ? ' dc-form-item--error' : ''}`}>
                <Checkbox id={id} label={field.label} checked={value === true} disabled={disabled} onChange={(e) => onChange(field.name, e.target.checked)} />
                {error ? <p className="dc-form-item__error">{error}</p> : field.hint ? <p className="dc-form-item__hint">{field.hint}</p> : null}
              </div>
            </Col>
          );
        }
        let control;
        switch (field.kind) {
          case 'select':
            control = (
              <Select
                id={id}
                value={String(value ?? '')}
                options={field.options ?? []}
                placeholder={field.required && value ? undefined : t('form.choose')}
                invalid={Boolean(error)}
                disabled={disabled}
                onChange={(e) => onChange(field.name, e.target.value)}
              />
            );
            break;
          case 'checks':
            control = (
              <CheckboxGroup
                id={id}
                legend={field.label}
                options={field.options ?? []}
                value={Array.isArray(value) ? value : []}
                invalid={Boolean(error)}
                disabled={disabled}
                emptyText={t('form.nothing_to_choose')}
                onChange={(next) => onChange(field.name, next)}
              />
            );
            break;
          case 'color':
            control = (
              <ColorInput
                id={id}
                value={typeof value === 'string' ? value : null}
                invalid={Boolean(error)}
                disabled={disabled}
                pickerLabel={t('form.pick_color', { name: field.label })}
                clearLabel={field.required ? undefined : t('form.no_color')}
                onChange={(next) => onChange(field.name, next)}
              />
            );
            break;
          case 'textarea':
            control = (
              <Textarea id={id} value={String(value ?? '')} invalid={Boolean(error)} disabled={disabled} onChange={(e) => onChange(field.name, e.target.value)} />
            );
            break;
          case 'money':
            control = (
              <div className="settings-money">
                <Input
                  id={id}
                  inputMode="decimal"
                  value={String(value ?? '')}
                  invalid={Boolean(error)}
                  disabled={disabled}
                  placeholder="0.00"
                  onChange={(e) => onChange(field.name, e.target.value)}
                />
                <span aria-hidden="true">€</span>
              </div>
            );
            break;
          default:
            control = (
              <Input
                id={id}
                type={INPUT_TYPES[field.kind ?? 'text'] ?? 'text'}
                value={String(value ?? '')}
                invalid={Boolean(error)}
                disabled={disabled}
                autoComplete={field.autoComplete ?? (field.kind === 'password' ? 'new-password' : 'off')}
                min={field.min}
                max={field.max}
                onChange={(e) => onChange(field.name, e.target.value)}
              />
            );
        }
        return (
          <Col key={field.name} span={12} md={span}>
            <FormItem label={field.label} htmlFor={id} required={field.required} error={error} hint={field.hint}>
              {control}
            </FormItem>
          </Col>
        );
      })}
    </Grid>
  );
}
