import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { acceptKeyMessage } from '../lib/params';

export interface KeyMessagesInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** Key messages: typed one at a time, added with Enter or Add (trimmed, blanks ignored), removed with ×. */
export function KeyMessagesInput({ value, onChange, disabled = false }: KeyMessagesInputProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const message = acceptKeyMessage(value, draft);
    setDraft('');
    if (message) onChange([...value, message]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter while an input method is composing confirms the composition, not the message.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Key message"
          placeholder="e.g. Revenue grew 12% year over year"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          size="small"
          fullWidth
          disabled={disabled}
          helperText="Press Enter or Add to add it to the list"
        />
        <Button variant="outlined" onClick={add} disabled={disabled || !draft.trim()} sx={{ flexShrink: 0, height: 40 }}>
          Add
        </Button>
      </Stack>
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label="Key messages"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.map((message) => (
            <Box
              component="li"
              key={message}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                maxWidth: '100%',
                pl: 1.5,
                pr: 0.25,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'action.selected',
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {message}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove key message: ${message}`}
                onClick={() => onChange(value.filter((m) => m !== message))}
                disabled={disabled}
              >
                <CloseIcon fontSize="inherit" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
