/**
 * Phone numbers (spec 000 §5): `PhoneText` shows one in pairs of digits (a +33 number in its
 * national form) as a tel: link; `PhoneField` checks a mobile or a landline on blur with the
 * spec's format message and tidies the number it accepts.
 */
import { useState } from 'react';
import { formatPhone, nationalDigits, phoneError, type PhoneKind } from '../../domain/phone';
import { TextField } from './TextField';

export function PhoneText({ value }: { value: string | null | undefined }) {
  const digits = nationalDigits(value);
  if (!value) return <span className="ap-muted">—</span>;
  return digits ? <a href={`tel:${digits}`}>{formatPhone(value)}</a> : <span>{value}</span>;
}

export interface PhoneFieldProps {
  label: string;
  kind: PhoneKind;
  value: string;
  onValueChange(value: string): void;
  /** Shows the error before a blur (after a submit). */
  showError?: boolean;
}

export function PhoneField({ label, kind, value, onValueChange, showError = false }: PhoneFieldProps) {
  const [blurred, setBlurred] = useState(false);
  const error = blurred || showError ? phoneError(value, kind) : null;
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      value={value}
      onValueChange={onValueChange}
      onBlur={(event) => {
        setBlurred(true);
        const typed = (event.target as HTMLInputElement).value;
        if (!phoneError(typed, kind) && typed) onValueChange(formatPhone(typed));
      }}
      error={error}
      hint={kind === 'mobile' ? 'Portable : 06 ou 07 puis 8 chiffres' : 'Fixe : 01 à 09 puis 8 chiffres'}
    />
  );
}
