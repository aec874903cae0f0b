import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { NotificationsQuery } from '../../../gql/graphql';
import { visuallyHidden } from '../../../lib/visually-hidden';

export type NotificationItem = NotificationsQuery['notifications']['nodes'][number];

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface NotificationMenuProps {
  id: string;
  anchor: HTMLElement | null;
  /** The newest notifications; undefined while loading. */
  items: NotificationItem[] | undefined;
  unread: number;
  onClose: () => void;
  onChoose: (notification: NotificationItem) => void;
  onMarkAll: () => void;
}

/** The bell's menu: newest first, unread marked, Mark all as read. */
export function NotificationMenu({ id, anchor, items, unread, onClose, onChoose, onMarkAll }: NotificationMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } }, list: { 'aria-label': 'Notifications' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" disabled={unread === 0} onClick={onMarkAll}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {!items || items.length === 0 ? (
        <MenuItem disabled>
          <ListItemText primary={items ? 'No notifications yet.' : 'Loading…'} />
        </MenuItem>
      ) : (
        items.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => onChoose(notification)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
            data-unread={!notification.read || undefined}
          >
            <Box
              aria-hidden="true"
              sx={{
                mt: 0.9,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: notification.read ? 'transparent' : 'primary.main',
              }}
            />
            <ListItemText
              primary={
                <>
                  {notification.read ? null : (
                    <Box component="span" sx={visuallyHidden}>
                      Unread:{' '}
                    </Box>
                  )}
                  {notification.title}
                </>
              }
              secondary={`${notification.body} · ${WHEN.format(new Date(notification.createdAt))}`}
              slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
