import './pickers.css';

export interface CheckboxOption {
  value: string;
  label: string;
}

/**
 * Several choices out of a list (a user's positions, branches, specialities): a fieldset of
 * checkboxes in a scroll box, so long lists stay usable with Tab and Space alone.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  disabled,
  invalid,
  emptyText,
  id,
}: {
  legend: string;
  options: CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  emptyText?: string;
  id?: string;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset id={id} className={`dc-checkgroup${invalid ? ' dc-checkgroup--invalid' : ''}`} aria-invalid={invalid || undefined}>
      <legend className="dc-visually-hidden">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="dc-checkgroup__empty">{emptyText}</p> : null}
      {options.map((option) => (
        <label key={option.value} className="dc-checkbox dc-checkgroup__item">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            disabled={disabled}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
