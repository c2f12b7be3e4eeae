import { useId } from 'react';
import './pickers.css';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as `#rrggbb`: the native picker (keyboard and touch friendly) beside the hex text, which
 * can be typed or pasted. `null` is "no colour"; `clearLabel` offers to go back to it.
 */
export function ColorInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
  pickerLabel,
  clearLabel,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  invalid?: boolean;
  disabled?: boolean;
  pickerLabel: string;
  clearLabel?: string;
}) {
  const pickerId = useId();
  return (
    <div className="dc-color">
      <input
        id={pickerId}
        type="color"
        className="dc-color__swatch"
        aria-label={pickerLabel}
        value={value && HEX.test(value) ? value : '#ffffff'}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
      <input
        id={id}
        className="dc-input dc-color__text"
        value={value ?? ''}
        placeholder="#1a62b8"
        maxLength={7}
        spellCheck={false}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => {
          const text = e.target.value.trim();
          onChange(text === '' ? null : text.startsWith('#') ? text : `#${text}`);
        }}
      />
      {clearLabel && value && !disabled ? (
        <button type="button" className="dc-button dc-button--ghost dc-color__clear" onClick={() => onChange(null)}>
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}
