import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from './router';
import './styles/components.css';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/** In-page tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function Tabs<T extends string>({ items, value, onChange, label }: { items: TabItem<T>[]; value: T; onChange: (id: T) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + items.length) % items.length;
    onChange(items[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="dc-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          className="dc-tab"
          aria-selected={item.id === value}
          tabIndex={item.id === value ? 0 : -1}
          onClick={() => onChange(item.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** Tabs that are routes (a patient's or a branch's sub-pages): links with aria-current. */
export function NavTabs({ items, label }: { items: { to: string; label: ReactNode; end?: boolean }[]; label: string }) {
  return (
    <nav className="dc-tabs" aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="dc-tab">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
