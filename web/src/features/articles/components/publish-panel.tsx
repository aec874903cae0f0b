import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DEFAULT_PLATFORM_CHOICE, PLATFORM_CHOICES, platformChoiceLabel, publishActionLabel, type PlatformChoice } from '../lib/platforms';

export const PUBLISHING_SOON = 'Publishing arrives soon';

/**
 * The spec's platform selector, Schedule for later and the main button. Publishing is not built yet, so
 * the button says so and stays disabled: nothing pretends to publish.
 */
export function PublishPanel() {
  const [choice, setChoice] = useState<PlatformChoice>(DEFAULT_PLATFORM_CHOICE);
  const [scheduleLater, setScheduleLater] = useState(false);
  const noteId = useId();
  return (
    <Box component="section" aria-label="Publishing">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Platforms"
          value={choice}
          onChange={(event) => setChoice(event.target.value as PlatformChoice)}
          sx={{ minWidth: 200 }}
        >
          {PLATFORM_CHOICES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={scheduleLater} onChange={(event) => setScheduleLater(event.target.checked)} />}
          label="Schedule for later"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" disabled aria-describedby={noteId}>
          {PUBLISHING_SOON}
        </Button>
      </Stack>
      <Typography id={noteId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {publishActionLabel(scheduleLater)} to {platformChoiceLabel(choice)} becomes available when publishing is connected; nothing is sent
        from here yet.
      </Typography>
    </Box>
  );
}
