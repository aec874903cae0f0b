import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useArchiveCampaign } from '../api/archive-campaign.mutation';

export interface ArchiveCampaignDialogProps {
  campaign: { id: string; title: string } | null;
  onClose: () => void;
  onArchived?: () => void;
}

/** Confirms before a campaign is archived (hidden from the list; its article and audit trail stay). */
export function ArchiveCampaignDialog({ campaign, onClose, onArchived }: ArchiveCampaignDialogProps) {
  const [archive, { loading }] = useArchiveCampaign();
  const { toast } = useToast();
  // The dialog fades out after campaign becomes null: keep naming the last campaign until it has gone.
  const [shown, setShown] = useState(campaign);
  if (campaign && campaign !== shown) setShown(campaign);

  async function confirm() {
    if (!campaign) return;
    try {
      await archive({ variables: { id: campaign.id } });
      toast({ title: 'Campaign Archived', description: `“${campaign.title}” was archived. Its article and history are kept.` });
      onArchived?.();
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description: problemMessage(readApiError(error), 'Failed to archive the campaign. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={Boolean(campaign)}
      onClose={loading ? undefined : onClose}
      aria-labelledby="archive-campaign-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="archive-campaign-title">Archive this campaign?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{(campaign ?? shown)?.title}” will be hidden from your campaigns and can no longer generate content. Its article and audit trail
          are kept.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Archiving...' : 'Archive'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
