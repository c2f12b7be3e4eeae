import type { ButtonHTMLAttributes } from 'react';
import './styles/components.css';

type Variant = 'primary' | 'secondary' | 'ghost';

export function Button({
  variant = 'primary',
  block = false,
  className = '',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean }) {
  return <button type={type} className={`dc-button dc-button--${variant}${block ? ' dc-button--block' : ''} ${className}`} {...rest} />;
}
