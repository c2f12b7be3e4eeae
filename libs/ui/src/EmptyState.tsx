import type { ReactNode } from 'react';
import { IconFolder } from './icons';
import './styles/components.css';

/** What a list or page shows before it has data: an icon, what will appear here, and why. */
export function EmptyState({ title, text, icon, action }: { title: ReactNode; text?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="dc-empty" role="status">
      <div className="dc-icon-tile dc-empty__icon">{icon ?? <IconFolder size={28} />}</div>
      <h2 className="dc-empty__title">{title}</h2>
      {text ? <p className="dc-empty__text">{text}</p> : null}
      {action ? <div className="dc-empty__action">{action}</div> : null}
    </div>
  );
}
