import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import '../styles/components.css';

export interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'true';
  onClick: () => void;
}

/**
 * A panel anchored to its trigger; closes on Esc (focus back to the trigger), on a click
 * outside, and when the content calls `close`.
 */
export function Popover({
  trigger,
  children,
  placement = 'right',
  className = '',
}: {
  trigger: (props: PopoverTriggerProps, open: boolean) => ReactNode;
  children: (close: () => void) => ReactNode;
  placement?: 'right' | 'right-end' | 'bottom';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={rootRef}
      className={`dc-popover ${className}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
        }
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': id, 'aria-haspopup': 'true', onClick: () => setOpen((o) => !o) }, open)}
      {open ? (
        <div id={id} className={`dc-popover__panel dc-popover__panel--${placement}`}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
