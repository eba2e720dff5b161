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

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'block'> {
  /** The French action, read by screen readers and shown on hover: the button shows only its icon. */
  label: string;
  icon: ReactNode;
}

/** A compact square button showing only its icon, for row actions that must leave the width to the content. */
export function IconButton({ label, icon, variant = 'ghost', className, ...rest }: IconButtonProps) {
  return <Button {...rest} variant={variant} icon={icon} aria-label={label} title={label} className={['ap-button--icon', className].filter(Boolean).join(' ')} />;
}
