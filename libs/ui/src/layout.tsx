import type { CSSProperties, ReactNode } from 'react';
import './styles/grid.css';

/** Layout constants of docs/spec.md §9. */
export const LAYOUT = {
  menuWidth: 80,
  messengerWidth: 300,
  messengerMessagesMaxHeight: 350,
  messengerPanelHeight: 400,
  branchListHeight: 200,
  textareaMinHeight: 90,
  textareaMaxHeight: 240,
  gridColumns: 12,
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  toastWidth: 290,
  toastGap: 10,
} as const;

type Span = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export function Grid({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`dc-grid ${className}`}>{children}</div>;
}

/**
 * A grid cell: `span` on phones, then `sm`/`md`/`lg`/`xl` from each breakpoint up (a width not
 * given keeps the one below). The spans travel as custom properties, read by grid.css.
 */
export function Col({ children, span = 12, sm, md, lg, xl }: { children: ReactNode; span?: Span; sm?: Span; md?: Span; lg?: Span; xl?: Span }) {
  const atSm = sm ?? span;
  const atMd = md ?? atSm;
  const atLg = lg ?? atMd;
  const spans = { '--dc-span': span, '--dc-span-sm': atSm, '--dc-span-md': atMd, '--dc-span-lg': atLg, '--dc-span-xl': xl ?? atLg } as CSSProperties;
  return (
    <div className="dc-col" style={spans}>
      {children}
    </div>
  );
}
