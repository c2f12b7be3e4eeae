import type { ReactNode } from 'react';
import './styles/components.css';

/** A screen's frame: its title (the h1), an optional subtitle and actions, then the content. */
export function Page({ title, subtitle, actions, children }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="dc-page">
      <header className="dc-page__header">
        <div>
          <h1 className="dc-page__title">{title}</h1>
          {subtitle ? <p className="dc-page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div>{actions}</div> : null}
      </header>
      <div className="dc-page__body">{children}</div>
    </div>
  );
}
