import type { HTMLAttributes, ReactNode } from 'react';
import './styles/components.css';

export function Card({ title, children, className = '', ...rest }: HTMLAttributes<HTMLElement> & { title?: ReactNode }) {
  return (
    <section className={`dc-card ${className}`} {...rest}>
      {title ? <h2 className="dc-card__title">{title}</h2> : null}
      {children}
    </section>
  );
}
