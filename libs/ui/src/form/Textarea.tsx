import { forwardRef, useCallback, useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { LAYOUT } from '../layout';
import '../styles/components.css';
import './fields.css';

/**
 * A textarea that grows with its text from 90 to 240 px (docs/spec.md §9), then scrolls.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }>(function Textarea(
  { invalid, className = '', id, onInput, value, ...rest },
  ref,
) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const fit = useCallback(() => {
    const el = inner.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(Math.max(el.scrollHeight + 2, LAYOUT.textareaMinHeight), LAYOUT.textareaMaxHeight);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight + 2 > LAYOUT.textareaMaxHeight ? 'auto' : 'hidden';
  }, []);
  // Also on a value set from outside (a loaded record, a reset).
  useLayoutEffect(fit, [fit, value]);
  return (
    <textarea
      ref={(el) => {
        inner.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      id={id}
      value={value}
      className={`dc-input dc-textarea ${className}`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && id ? `${id}-error` : undefined}
      onInput={(e) => {
        fit();
        onInput?.(e);
      }}
      {...rest}
    />
  );
});
