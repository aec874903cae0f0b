import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { ViewerContext } from '../../../lib/auth/viewer';
import { useWaitingForMyApproval } from '../api/article-approval';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Waiting for my approval" on the dashboard: shown to approvers and owners when something waits for them. */
export function WaitingForApproval({ onOpen }: { onOpen: (target: { articleId: string; campaignId: string }) => void }) {
  const viewer = useContext(ViewerContext);
  const decides = viewer?.memberRole === 'OWNER' || viewer?.memberRole === 'APPROVER';
  const { data } = useWaitingForMyApproval(!decides);
  const items = data?.waitingForMyApproval.nodes ?? [];
  if (!items.length) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="waiting-approval-title" sx={{ borderColor: 'warning.main', mb: 3 }}>
      <CardContent>
        <Typography id="waiting-approval-title" variant="h4" component="h2" gutterBottom>
          Waiting for my approval ({items.length})
        </Typography>
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem
              key={item.articleId}
              disableGutters
              secondaryAction={
                <Button size="small" variant="contained" onClick={() => onOpen({ articleId: item.articleId, campaignId: item.campaignId })}>
                  Review
                </Button>
              }
            >
              <ListItemText
                primary={`${item.title} · version ${item.version}`}
                secondary={`Asked by ${item.requestedByName ?? 'a former member'} · ${WHEN.format(new Date(item.requestedAt))}${
                  item.note ? ` · “${item.note}”` : ''
                }`}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
