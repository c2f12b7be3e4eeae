import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '../styles/components.css';

/** One labelled field; with an error its border and label turn red and the message shows below. */
export function FormItem({
  label,
  htmlFor,
  error,
  required = false,
  hint,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className={`dc-form-item${error ? ' dc-form-item--error' : ''}`} data-invalid={error ? 'true' : undefined}>
      <label className="dc-form-item__label" htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="dc-form-item__required" aria-label={t('required_mark')}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="dc-form-item__error" id={`${htmlFor}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="dc-form-item__hint">{hint}</p>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(function Input(
  { invalid, className = '', id, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      id={id}
      className={`dc-input ${className}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && id ? `${id}-error` : undefined}
      {...rest}
    />
  );
});

export function Checkbox({ label, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className="dc-checkbox">
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}

/** The spec's validation messages (section 5), from the `errors` namespace. */
export const requiredMessages = (t: TFunction) => ({
  /** '"{name}" is required' */
  field: (name: string) => t('errors:field_required', { name }),
  /** 'Is required' */
  short: () => t('errors:is_required'),
  /** 'Please fill all required fields' */
  form: () => t('errors:form_invalid'),
});

/** The form-level message shown above the fields when any required one is empty. */
export function FormMessage({ children }: { children: ReactNode }) {
  return (
    <div className="dc-form-message" role="alert">
      {children}
    </div>
  );
}
