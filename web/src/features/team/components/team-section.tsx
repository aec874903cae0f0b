import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { MemberRole, TeamQuery } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import type { Viewer } from '../../../lib/auth/viewer';
import { useChangeMemberRole, useInviteMember, useRemoveMember, useRevokeInvitation } from '../api/team.mutations';
import { useTeam } from '../api/team.query';
import { ApprovalRuleCard } from './approval-rule-card';

export const ROLE_LABELS: Record<MemberRole, string> = {
  OWNER: 'Owner',
  EDITOR: 'Editor',
  APPROVER: 'Approver',
  VIEWER: 'Viewer',
};
const ROLES = Object.keys(ROLE_LABELS) as MemberRole[];

/** What each role may do, as the invite form explains it (the server's table: api/src/modules/identity/access.ts). */
export const ROLE_HELP: Record<MemberRole, string> = {
  OWNER: 'Members, plan, integrations and everything else',
  EDITOR: 'Campaigns and articles; asks for approval; publishes',
  APPROVER: 'Approves or rejects what goes out; may also edit',
  VIEWER: 'Reads everything, changes nothing',
};

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

type Member = TeamQuery['team']['members'][number];
type Invitation = TeamQuery['team']['invitations'][number];

/** Settings → Team: who works for the company and as what; the owner invites, changes roles and removes. */
export function TeamSection({ viewer }: { viewer: Viewer }) {
  const { data, error, loading } = useTeam();
  const isOwner = viewer.memberRole === 'OWNER';
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'The team could not be loaded.')}</Alert>;
  if (loading && !data) return <CircularProgress aria-label="Loading the team" />;
  const team = data!.team;
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h4" component="h3" gutterBottom>
            Members
          </Typography>
          <List dense disablePadding aria-label="Members">
            {team.members.map((member) => (
              <MemberRow key={member.userId} member={member} self={member.userId === viewer.id} canManage={isOwner} />
            ))}
          </List>
          {!isOwner ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Only an owner invites people and changes roles.
            </Typography>
          ) : null}
        </CardContent>
      </Card>
      <ApprovalRuleCard canChange={isOwner} />
      {isOwner ? <InviteCard verified={viewer.verificationStatus === 'VERIFIED'} /> : null}
      {isOwner && team.invitations.length ? <PendingInvitations invitations={team.invitations} /> : null}
    </Stack>
  );
}

function MemberRow({ member, self, canManage }: { member: Member; self: boolean; canManage: boolean }) {
  const [changeRole, { loading: changing }] = useChangeMemberRole();
  const [remove, { loading: removing }] = useRemoveMember();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const label = `${member.username}${self ? ' (you)' : ''}`;

  async function onRole(role: MemberRole) {
    setProblem(null);
    try {
      await changeRole({ variables: { userId: member.userId, role } });
      toast({
        title: 'Role changed',
        description: `${member.username} is now ${ROLE_LABELS[role].toLowerCase()}. Their sessions ended: they sign in again.`,
      });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The role could not be changed.'));
    }
  }

  async function onRemove() {
    setProblem(null);
    if (!window.confirm(`Remove ${member.username} from the company? They are signed out at once.`)) return;
    try {
      await remove({ variables: { userId: member.userId } });
      toast({ title: 'Member removed', description: `${member.username} no longer works in this company's account.` });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The member could not be removed.'));
    }
  }

  return (
    <ListItem
      disableGutters
      sx={{ flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider', py: 1 }}
      aria-label={`${member.username}, ${ROLE_LABELS[member.role]}`}
    >
      <ListItemText
        primary={label}
        secondary={`${member.email} · joined ${DATE.format(new Date(member.joinedAt))}`}
        sx={{ minWidth: 0, flex: '1 1 260px', '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
      />
      {member.twoFactorEnabled ? null : <Chip size="small" color="warning" variant="outlined" label="2FA off" />}
      {canManage ? (
        <TextField
          select
          size="small"
          label="Role"
          value={member.role}
          disabled={changing}
          onChange={(e) => void onRole(e.target.value as MemberRole)}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { 'aria-label': `Role of ${member.username}` } }}
        >
          {ROLES.map((value) => (
            <MenuItem key={value} value={value}>
              {ROLE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Chip size="small" label={ROLE_LABELS[member.role]} />
      )}
      {canManage && !self ? (
        <Button size="small" color="error" onClick={() => void onRemove()} disabled={removing}>
          Remove
        </Button>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {problem}
        </Alert>
      ) : null}
    </ListItem>
  );
}

function InviteCard({ verified }: { verified: boolean }) {
  const [invite, { loading }] = useInviteMember();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('EDITOR');
  const [problem, setProblem] = useState<string | null>(null);
  const [outside, setOutside] = useState<string | null>(null);

  async function send(confirmOutsideDomain: boolean) {
    setProblem(null);
    try {
      await invite({ variables: { input: { email: email.trim(), role, confirmOutsideDomain } } });
      toast({ title: 'Invitation sent', description: `${email.trim()} got a link that works once, for 7 days.` });
      setEmail('');
      setOutside(null);
    } catch (error) {
      const answer = readApiError(error);
      if (answer.code === 'outside_domain_unconfirmed') setOutside(answer.message);
      else setProblem(answer.fields.email ?? problemMessage(answer, 'The invitation could not be sent.'));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Invite someone
        </Typography>
        {!verified ? (
          <Alert severity="info">Verify your company first (KYC): then you can invite your team.</Alert>
        ) : (
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Invite someone">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Email"
                type="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setOutside(null);
                }}
                required
                sx={{ flex: 1 }}
              />
              <TextField
                select
                label="Role"
                value={role}
                onChange={(e) => setRole(e.target.value as MemberRole)}
                helperText={ROLE_HELP[role]}
                sx={{ width: { xs: '100%', sm: 200 } }}
              >
                {ROLES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {ROLE_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {outside ? (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void send(true)} disabled={loading}>
                    Invite anyway
                  </Button>
                }
              >
                {outside}
              </Alert>
            ) : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <div>
              <Button type="submit" variant="contained" disabled={loading || !email.trim()}>
                Send invitation
              </Button>
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function PendingInvitations({ invitations }: { invitations: Invitation[] }) {
  const [revoke, { loading }] = useRevokeInvitation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Pending invitations
        </Typography>
        <List dense disablePadding aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <ListItem key={invitation.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1, py: 1 }}>
              <ListItemText
                primary={invitation.email}
                secondary={`${ROLE_LABELS[invitation.role]} · link works until ${DATE.format(new Date(invitation.expiresAt))}`}
                sx={{ flex: '1 1 260px' }}
              />
              {invitation.outsideDomain ? <Chip size="small" variant="outlined" label="Outside your domain" /> : null}
              <Button size="small" onClick={() => void revoke({ variables: { id: invitation.id } })} disabled={loading}>
                Withdraw
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
