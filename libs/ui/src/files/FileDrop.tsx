import { useId, useRef, useState, type ReactNode } from 'react';
import '../styles/components.css';
import './file-drop.css';

/**
 * Where files are added: dropped onto the zone, or chosen with its button (keyboard and touch).
 * `accept` only narrows the browser's picker; the server still decides what it takes.
 */
export function FileDrop({
  onFiles,
  label,
  buttonLabel,
  hint,
  accept,
  multiple = true,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  label: ReactNode;
  buttonLabel: string;
  hint?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className={`dc-file-drop${over ? ' dc-file-drop--over' : ''}${disabled ? ' dc-file-drop--disabled' : ''}`}
      data-testid="file-drop"
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 16V4m0 0-4 4m4-4 4 4" />
        <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </svg>
      <div className="dc-file-drop__label">{label}</div>
      <button type="button" className="dc-button dc-button--secondary" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={hint ? hintId : undefined}>
        {buttonLabel}
      </button>
      {hint ? (
        <p className="dc-file-drop__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        className="dc-visually-hidden"
        tabIndex={-1}
        aria-label={buttonLabel}
        accept={accept}
        multiple={multiple}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}
