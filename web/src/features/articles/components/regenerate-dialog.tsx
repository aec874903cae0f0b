import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface RegenerateDialogProps {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: (options: { replaceTitle: boolean }) => void;
}

/** Asks before a new draft replaces the text, and whether the title goes too (by default a title the issuer set stays). */
export function RegenerateDialog({ open, title, onCancel, onConfirm }: RegenerateDialogProps) {
  const [replaceTitle, setReplaceTitle] = useState(false);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="regenerate-title" maxWidth="sm" fullWidth>
      <DialogTitle id="regenerate-title">Regenerate this article?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          A new draft replaces the text on screen. The current version stays in the article&apos;s history. If you changed the title, it
          stays unless you ask for a new one.
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={replaceTitle} onChange={(event) => setReplaceTitle(event.target.checked)} />}
          label={`Write a new title too (instead of “${title}”)`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onConfirm({ replaceTitle })}>
          Regenerate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
