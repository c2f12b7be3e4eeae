import { forwardRef, type SelectHTMLAttributes } from 'react';
import '../styles/components.css';
import './fields.css';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select styled like Input: native so keyboards, screen readers and tablets get their own
 * picker for free. `placeholder` adds a first, empty option (value '').
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { options: SelectOption[]; placeholder?: string; invalid?: boolean }>(
  function Select({ options, placeholder, invalid, className = '', id, ...rest }, ref) {
    return (
      <select
        ref={ref}
        id={id}
        className={`dc-input dc-select ${className}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && id ? `${id}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  },
);
