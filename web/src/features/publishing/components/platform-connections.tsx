import { pluginIdOf } from '@api-enum';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast';
import type { PlatformFieldsFragment, PlatformId } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useConnectPlatform } from '../api/connect-platform.mutation';
import { useDisconnectPlatform } from '../api/disconnect-platform.mutation';
import { usePlatformConnections } from '../api/platform-connections.query';

/** What the Settings screen says when the platform's sign-in sent the browser back with ?platform=&connectError=. */
const OAUTH_ERRORS: Record<string, (name: string) => string> = {
  oauth_denied: (name) => `${name} did not connect the account: the access was declined.`,
  oauth_state_invalid: () => 'This connection link is unknown or has expired. Start connecting again.',
  oauth_code_missing: (name) => `${name} sent no authorization code. Start connecting again.`,
  oauth_exchange_failed: (name) => `${name} did not confirm the connection. Try again in a moment.`,
  oauth_not_configured: (name) => `Connecting ${name} by signing in is not set up on this server.`,
};

export interface OAuthNotice {
  severity: 'success' | 'error';
  message: string;
}

/** The result of a sign-in connect, from the address the API sent the browser back to. */
export function oauthNotice(params: URLSearchParams, platform: { id: PlatformId; name: string }): OAuthNotice | null {
  // The API's redirect names the platform by its plugin id (?connected=twitter), GraphQL by its enum name.
  const id = pluginIdOf(platform.id);
  if (params.get('connected') === id)
    return { severity: 'success', message: `${platform.name} is connected. Your access is stored encrypted and never shown.` };
  const code = params.get('connectError');
  if (params.get('platform') !== id || !code) return null;
  return {
    severity: 'error',
    message: OAUTH_ERRORS[code]?.(platform.name) ?? `${platform.name} could not be connected (${code}). Try again.`,
  };
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "integrationToken" -> "Integration token" */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\burl\b/g, 'URL');
}

/** Tokens, keys and passwords are typed hidden; nothing typed here is ever shown back by the server. */
function isSecret(name: string): boolean {
  return /token|secret|key|password/i.test(name);
}

/** Settings: each publish platform, whether it is connected or in sandbox, a credentials form and disconnect. */
export function PlatformConnections() {
  const { data, error, loading } = usePlatformConnections();
  const [params, setParams] = useSearchParams();
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'The platforms could not be loaded.')}</Alert>;
  if (loading && !data) return <CircularProgress aria-label="Loading the platforms" />;
  return (
    <Stack spacing={2}>
      {(data?.platforms.nodes ?? []).map((platform) => (
        <PlatformCard
          key={platform.id}
          platform={platform}
          notice={oauthNotice(params, platform)}
          onDismissNotice={() => setParams({}, { replace: true })}
        />
      ))}
    </Stack>
  );
}

function PlatformCard({
  platform,
  notice,
  onDismissNotice,
}: {
  platform: PlatformFieldsFragment;
  notice: OAuthNotice | null;
  onDismissNotice: () => void;
}) {
  const { toast } = useToast();
  const titleId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [connect, { loading: connecting }] = useConnectPlatform();
  const [disconnect, { loading: disconnecting }] = useDisconnectPlatform();
  const formId = useId();
  const oauth = platform.oauthAvailable && platform.oauthStartUrl ? platform.oauthStartUrl : null;
  // Where the platform has a sign-in flow, that comes first; pasting raw tokens is the advanced path, shown on request.
  const [advanced, setAdvanced] = useState(false);
  const showForm = platform.credentialFields.length > 0 && (!oauth || advanced);
  const shortName = platform.id === 'TWITTER' ? 'X' : platform.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const missing = Object.fromEntries(
      platform.credentialFields
        .filter((f) => f.required && !values[f.name]?.trim())
        .map((f) => [f.name, `${fieldLabel(f.name)} is required`]),
    );
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    const credentials = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    try {
      await connect({ variables: { platform: platform.id, credentials } });
      setValues({});
      toast({
        title: 'Platform Connected',
        description: `${platform.name} is connected. Your credentials are stored encrypted and are never shown again.`,
      });
    } catch (failure) {
      const problem = readApiError(failure);
      // By the credential's name: the last element of the userError's path (["credentials", "<name>"]).
      const refused = problem.fields;
      setFieldErrors(refused);
      // Refusals the form shows by their fields need no alert; anything else (or nothing named) does.
      const shown =
        Object.keys(refused).length > 0 && Object.keys(refused).every((k) => platform.credentialFields.some((f) => f.name === k));
      setFormError(shown ? null : problemMessage(problem, `${platform.name} could not be connected. Please try again.`));
    }
  }

  async function remove() {
    try {
      await disconnect({ variables: { platform: platform.id } });
      toast({ title: 'Platform Disconnected', description: `${platform.name} is disconnected and its stored credentials are deleted.` });
    } catch (failure) {
      toast({
        title: 'Error',
        description: problemMessage(readApiError(failure), 'The platform could not be disconnected.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h4" component="h3">
            {platform.name}
          </Typography>
          {platform.connected ? (
            <Chip size="small" color="success" label="Connected" />
          ) : (
            <Chip size="small" variant="outlined" label="Not connected" />
          )}
          {platform.sandbox ? <Chip size="small" variant="outlined" color="warning" label="Sandbox: nothing is sent" /> : null}
        </Stack>
        {platform.connected ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {platform.label ? `Connected as ${platform.label}` : 'Connected'}
            {platform.connectedAt ? ` since ${DATE.format(new Date(platform.connectedAt))}` : ''}.
          </Typography>
        ) : null}
        {platform.sandboxReason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {platform.sandboxReason}
          </Typography>
        ) : null}

        {notice ? (
          <Alert severity={notice.severity} onClose={onDismissNotice} sx={{ mb: 1.5 }}>
            {notice.message}
          </Alert>
        ) : null}

        {oauth ? (
          <Box sx={{ mb: 2 }}>
            {/* A full page load: the API redirects to the platform's sign-in and back to Settings. */}
            <Button variant="contained" href={oauth}>
              Connect with {shortName}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              Sign in on {shortName} and allow IssuerWire to post for you.
            </Typography>
            {platform.credentialFields.length > 0 ? (
              <Button
                size="small"
                sx={{ mt: 1 }}
                aria-expanded={advanced}
                aria-controls={advanced ? formId : undefined}
                onClick={() => setAdvanced((open) => !open)}
              >
                {advanced ? 'Hide access tokens' : 'Advanced: enter access tokens instead'}
              </Button>
            ) : null}
          </Box>
        ) : null}

        {showForm ? (
          <Box component="form" id={formId} aria-label={`${platform.name} credentials`} noValidate onSubmit={(event) => void submit(event)}>
            <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
              {platform.credentialFields.map((field) => {
                const error = fieldErrors[field.name];
                return (
                  <TextField
                    key={field.name}
                    size="small"
                    label={fieldLabel(field.name)}
                    type={isSecret(field.name) ? 'password' : 'text'}
                    autoComplete="off"
                    required={field.required}
                    value={values[field.name] ?? ''}
                    onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
                    error={Boolean(error)}
                    helperText={
                      error ??
                      field.description ??
                      (isSecret(field.name) && platform.connected
                        ? 'Stored encrypted and never shown; enter a new one to replace it.'
                        : undefined)
                    }
                  />
                );
              })}
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="outlined" disabled={connecting}>
                  {connecting ? 'Saving...' : platform.connected ? `Update ${platform.name}` : `Connect ${platform.name}`}
                </Button>
                {platform.connected ? (
                  <Button color="error" onClick={() => void remove()} disabled={disconnecting}>
                    Disconnect {platform.name}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Box>
        ) : platform.connected ? (
          <Button color="error" onClick={() => void remove()} disabled={disconnecting}>
            Disconnect {platform.name}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
