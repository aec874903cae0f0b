import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { ApiTokensQuery, TokenScope } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/tokens';
import { ChoiceGroup, type Choice } from './choice-group';
import { SecretOnce } from './secret-once';
import { useFormProblem } from './use-form-problem';

/** The scopes as an owner chooses them (the server's rule: api/src/modules/identity/access.ts). */
const SCOPES: Choice<TokenScope>[] = [
  { value: 'READ', label: 'read', help: 'Campaigns, articles, analytics, orders and publications' },
  { value: 'CONTENT_WRITE', label: 'content:write', help: 'Write campaigns and articles, ask for approval' },
  { value: 'PUBLISH', label: 'publish', help: 'Publish and schedule (approvals still apply)' },
  { value: 'DISTRIBUTE', label: 'distribute', help: 'Order newswire distribution, which costs money (approvals still apply)' },
  { value: 'WEBHOOKS', label: 'webhooks', help: 'Manage webhook endpoints' },
];
const SCOPE_LABEL = Object.fromEntries(SCOPES.map((s) => [s.value, s.label]));
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

type Token = ApiTokensQuery['apiTokens']['nodes'][number];

/** Settings → Partner API → API tokens: the owner creates (secret shown once) and revokes. */
export function ApiTokensCard() {
  const { data, error, loading } = useApiTokens();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          API tokens
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A partner's server sends a token as <code>Authorization: Bearer …</code> to act for your company with the scopes you choose,
          without anyone's password. What it does is recorded in the audit log under the token.
        </Typography>
        {secret ? (
          <SecretOnce title={`Token "${secret.name}" created`} value={secret.value} onDone={() => setSecret(null)}>
            Copy it now and give it to the partner: it is shown this once and cannot be shown again.
          </SecretOnce>
        ) : null}
        {error && !data ? <Alert severity="error">{problemMessage(readApiError(error), 'The tokens could not be loaded.')}</Alert> : null}
        {loading && !data ? <CircularProgress aria-label="Loading the tokens" /> : null}
        {data ? <TokenList tokens={data.apiTokens.nodes} /> : null}
        <CreateTokenForm onCreated={(name, value) => setSecret({ name, value })} />
      </CardContent>
    </Card>
  );
}

function TokenList({ tokens }: { tokens: Token[] }) {
  const [revoke, { loading }] = useRevokeApiToken();
  const { toast } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  if (tokens.length === 0) {
    return (
      <Typography variant="body2" sx={{ mb: 2 }}>
        No tokens yet.
      </Typography>
    );
  }

  async function onRevoke(token: Token) {
    if (!window.confirm(`Revoke "${token.name}"? Calls with it fail at once and its live connections close.`)) return;
    setProblem(null);
    try {
      await revoke({ variables: { input: { id: token.id } } });
      toast({ title: 'Token revoked', description: `"${token.name}" no longer works.` });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The token could not be revoked.'));
    }
  }

  return (
    <>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <List dense disablePadding aria-label="API tokens" sx={{ mb: 2 }}>
        {tokens.map((token) => (
          <ListItem key={token.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider', py: 1 }}>
            <ListItemText
              primary={`${token.name} · ${token.hint}`}
              secondary={[
                `Created ${DATE.format(new Date(token.createdAt))}${token.createdBy ? ` by ${token.createdBy}` : ''}`,
                token.lastUsedAt ? `last used ${DATE_TIME.format(new Date(token.lastUsedAt))}` : 'never used',
                token.expiresAt
                  ? `${token.status === 'EXPIRED' ? 'expired' : 'expires'} ${DATE.format(new Date(token.expiresAt))}`
                  : 'no expiry',
              ].join(' · ')}
              sx={{ minWidth: 0, flex: '1 1 280px', '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
            />
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {token.scopes.map((scope) => (
                <Chip key={scope} size="small" variant="outlined" label={SCOPE_LABEL[scope]} />
              ))}
            </Stack>
            {token.status === 'ACTIVE' ? (
              <Button size="small" color="error" onClick={() => void onRevoke(token)} disabled={loading}>
                Revoke
              </Button>
            ) : (
              <Chip size="small" label={token.status === 'REVOKED' ? 'Revoked' : 'Expired'} />
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const [create, { loading }] = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['READ']);
  const [expires, setExpires] = useState('');
  const { fields, problem, reset, fail } = useFormProblem();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    reset();
    try {
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      const result = await create({ variables: { input: { name: name.trim(), scopes, expiresAt } } });
      const created = result.data?.createApiToken.createdApiToken;
      if (created) onCreated(name.trim(), created.secret);
      setName('');
      setExpires('');
      setScopes(['READ']);
    } catch (error) {
      fail(error, 'The token could not be created.');
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2} aria-label="Create an API token">
      <Typography variant="subtitle1" component="h4">
        Create a token
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          error={Boolean(fields.name)}
          helperText={fields.name ?? 'Who uses it, e.g. "IR website (Q4 Inc.)"'}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Expires (optional)"
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          error={Boolean(fields.expiresAt)}
          helperText={fields.expiresAt ?? 'End of that day, your time'}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
      </Stack>
      <ChoiceGroup legend="Scopes" choices={SCOPES} chosen={scopes} onChange={setScopes} error={fields.scopes} />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" disabled={loading || !name.trim() || scopes.length === 0}>
          Create token
        </Button>
      </div>
    </Stack>
  );
}
