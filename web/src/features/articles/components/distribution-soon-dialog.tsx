import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Distribute to Newswires: the newswire dialog comes with publishing; until then it says so instead of pretending. */
export function DistributionSoonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="distribution-soon-title" maxWidth="xs" fullWidth>
      <DialogTitle id="distribution-soon-title">Distribute to Newswires</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Newswire distribution arrives with publishing. You will choose a distribution level and providers, see the
          cost and estimated reach, and confirm before anything is sent. Nothing has been distributed.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
