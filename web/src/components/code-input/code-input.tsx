import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

export const CODE_LENGTH = 6;

/** Digits only, at most `length` of them: pasted "123 456" or "12-34-56" becomes "123456". */
export function sanitizeCode(raw: string, length: number = CODE_LENGTH): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(value: string, length: number = CODE_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}

export interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  length?: number;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  autoFocus?: boolean;
  id?: string;
  name?: string;
}

/** A one-time code field (authenticator, email code): numeric keypad, autofill from SMS/apps, digits only. */
export function CodeInput({
  value,
  onChange,
  label = '6-digit code',
  length = CODE_LENGTH,
  disabled,
  error,
  helperText,
  onBlur,
  autoFocus,
  id,
  name = 'code',
}: CodeInputProps) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeCode(event.target.value, length))}
      onBlur={onBlur}
      disabled={disabled}
      error={error}
      helperText={helperText}
      autoFocus={autoFocus}
      fullWidth
      placeholder={'0'.repeat(length)}
      slotProps={{
        // No maxLength: the browser would cut a pasted "123 456" before the spaces are stripped.
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: '[0-9]*',
          spellCheck: false,
          style: {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '1.5rem',
            letterSpacing: '0.5em',
            textAlign: 'center',
          },
        },
      }}
    />
  );
}
