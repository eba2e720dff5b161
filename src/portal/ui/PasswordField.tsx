/** The password field with its live checklist (spec 000 §2.8, §5); the format message shows on blur. */
import { useState } from 'react';
import { Check, X } from 'tabler-icons-react';
import { MESSAGES } from '../../domain/messages';
import { PASSWORD_MAX_LENGTH, isValidPassword, passwordChecklist } from '../../domain/password';
import { useStyles } from './useStyles';
import { TextField } from './TextField';
import { passwordFieldCss } from './passwordField.css';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Forces the error (e.g. on submit) even before a blur. */
  showError?: boolean;
  autoFocus?: boolean;
}

export function PasswordField({ label, value, onValueChange, showError = false, autoFocus }: PasswordFieldProps) {
  useStyles('password-field', passwordFieldCss);
  const [blurred, setBlurred] = useState(false);
  const error = (blurred || showError) && !isValidPassword(value) ? (value ? MESSAGES.invalidFormat : MESSAGES.required) : null;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      value={value}
      onValueChange={onValueChange}
      onBlur={() => setBlurred(true)}
      error={error}
      autoFocus={autoFocus}
      hint={
        <ul className="ap-checklist" aria-label="Règles du mot de passe">
          {passwordChecklist(value).map((rule) => (
            <li key={rule.id} data-ok={rule.ok}>
              {rule.ok ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
              <span>{rule.label}</span>
              <span className="ap-visually-hidden">{rule.ok ? ' : respectée' : ' : non respectée'}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
