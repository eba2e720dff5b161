import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({ variant = 'secondary', loading = false, block = false, icon, type = 'button', className, disabled, children, ...rest }: ButtonProps) {
  const classes = ['ap-button', `ap-button--${variant}`, block && 'ap-button--block', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner size={16} label="" /> : icon}
      {children}
    </button>
  );
}
