import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { IconClose } from '../icons';
import '../styles/components.css';
import './data.css';

/**
 * A search box that reports as the user types, `delay` ms after the last key (so a server-side
 * search is asked once per pause, not once per letter). Enter reports at once; Esc or the clear
 * button empties it. Its accessible name is `label`.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  clearLabel,
  delay = 300,
  className = '',
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  clearLabel: string;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // A value changed from outside (a reset, the URL) replaces what is shown.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string, wait: number) => {
    clearTimeout(timer.current);
    if (wait === 0) latest.current(next.trim());
    else timer.current = setTimeout(() => latest.current(next.trim()), wait);
  };

  return (
    <div className={`dc-search ${className}`}>
      <svg className="dc-search__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        type="search"
        className="dc-input dc-search__input"
        aria-label={label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          report(e.target.value, delay);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            report(text, 0);
          } else if (e.key === 'Escape' && text) {
            e.preventDefault();
            setText('');
            report('', 0);
          }
        }}
        {...rest}
      />
      {text ? (
        <button
          type="button"
          className="dc-icon-button dc-search__clear"
          aria-label={clearLabel}
          onClick={() => {
            setText('');
            report('', 0);
          }}
        >
          <IconClose size={16} />
        </button>
      ) : null}
    </div>
  );
}
