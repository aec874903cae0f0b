import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Tip } from '../../../components/tip/tip';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ disabled, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? 'Hide password' : 'Show password';
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      fullWidth
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tip title={toggleLabel}>
                <IconButton
                  aria-label={toggleLabel}
                  aria-pressed={visible}
                  onClick={() => setVisible((shown) => !shown)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                  disabled={disabled}
                >
                  {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </Tip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
