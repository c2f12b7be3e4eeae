import { useRef, type ReactNode } from 'react';
import { useOverflowsSideways } from './use-overflows-sideways';
import './styles/components.css';

/**
 * The scrolling wrapper of a table: where the table is wider than the screen (a phone) it scrolls
 * inside this box, never the page, and the box is then a named region the keyboard can reach to
 * scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function TableScroll({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(ref);
  return (
    <div
      ref={ref}
      className={className ? `dc-table-wrap ${className}` : 'dc-table-wrap'}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}
