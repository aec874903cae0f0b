import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import type { WebhookEndpointsQuery, WebhookEventType } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks';
import { ChoiceGroup, type Choice } from './choice-group';
import { SecretOnce } from './secret-once';
import { useFormProblem } from './use-form-problem';

const EVENT_TYPES: Choice<WebhookEventType>[] = [
  { value: 'ARTICLE_GENERATED', label: 'article.generated', help: 'An article was written or rewritten' },
  { value: 'ARTICLE_APPROVED', label: 'article.approved', help: 'A version got its approval' },
  { value: 'ARTICLE_PUBLISHED', label: 'article.published', help: 'It went live on a platform' },
  { value: 'PUBLICATION_UPDATED', label: 'publication.updated', help: 'A post changed state (scheduled, publishing, published, failed…)' },
  { value: 'NEWSWIRE_ORDER_UPDATED', label: 'newswire_order.updated', help: 'A newswire order changed state' },
  { value: 'RELEASE_DELAYED', label: 'release.delayed', help: 'A channel of a release is over 2 minutes late' },
];
// Delivered but not subscribable: the ping sent on registration.
const EVENT_LABEL: Partial<Record<WebhookEventType, string>> = {
  ...Object.fromEntries(EVENT_TYPES.map((e) => [e.value, e.label])),
  PING: 'ping',
};
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

type Endpoint = WebhookEndpointsQuery['webhookEndpoints']['nodes'][number];

/** Settings → Partner API → Webhooks: endpoints, their secrets (shown once), and each one's delivery log. */
export function WebhooksCard() {
  const { data, error, loading } = useWebhookEndpoints();
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  return (
    <Card variant="outlined" id="webhooks">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Webhooks
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          IssuerWire POSTs each event to your https endpoint as JSON, signed in the <code>IssuerWire-Signature</code> header, in the order
          the events happened. A failing endpoint is retried with growing pauses for a day, then turned off, and you get an email.
        </Typography>
        {secret ? (
          <SecretOnce title={secret.title} value={secret.value} onDone={() => setSecret(null)}>
            The receiver verifies every delivery with this signing secret. It is shown this once.
          </SecretOnce>
        ) : null}
        {error && !data ? <Alert severity="error">{problemMessage(readApiError(error), 'The webhooks could not be loaded.')}</Alert> : null}
        {loading && !data ? <CircularProgress aria-label="Loading the webhooks" /> : null}
        {data?.webhookEndpoints.nodes.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            No endpoints yet.
          </Typography>
        ) : null}
        <Stack spacing={2} sx={{ mb: 3 }}>
          {data?.webhookEndpoints.nodes.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={(value) => setSecret({ title: `New signing secret for ${endpoint.url}`, value })}
            />
          ))}
        </Stack>
        <CreateEndpointForm onCreated={(url, value) => setSecret({ title: `Endpoint ${url} added`, value })} />
      </CardContent>
    </Card>
  );
}

function EndpointRow({ endpoint, onSecret }: { endpoint: Endpoint; onSecret: (secret: string) => void }) {
  const [update, { loading: updating }] = useUpdateWebhookEndpoint();
  const [rotate, { loading: rotating }] = useRotateWebhookSecret();
  const [remove, { loading: removing }] = useDeleteWebhookEndpoint();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();

  async function run(action: () => Promise<unknown>, failure: string) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemMessage(readApiError(error), failure));
    }
  }

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} aria-label={`Endpoint ${endpoint.url}`} role="group">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 260px' }}>{endpoint.url}</Typography>
        <Chip
          size="small"
          color={endpoint.enabled ? 'success' : 'warning'}
          label={endpoint.enabled ? 'On' : endpoint.disabledReason === 'failing' ? 'Off: failing for a day' : 'Off'}
        />
      </Stack>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {endpoint.eventTypes.map((type) => (
          <Chip key={type} size="small" variant="outlined" label={EVENT_LABEL[type]} />
        ))}
      </Stack>
      {!endpoint.enabled ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {endpoint.disabledReason === 'failing'
            ? 'Deliveries failed for a day, so this endpoint was turned off. Events wait; fix the receiver and turn it on to send them.'
            : 'Turned off: events wait until you turn it on again.'}
        </Alert>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          size="small"
          disabled={updating}
          onClick={() =>
            void run(
              () => update({ variables: { input: { id: endpoint.id, enabled: !endpoint.enabled } } }),
              'The endpoint could not be changed.',
            )
          }
        >
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button
          size="small"
          disabled={rotating}
          onClick={() =>
            void run(async () => {
              if (!window.confirm('Make a new signing secret? The current one keeps signing for 24 hours, so the receiver can switch.'))
                return;
              const result = await rotate({ variables: { input: { id: endpoint.id } } });
              const rotated = result.data?.rotateWebhookSecret.webhookEndpointWithSecret;
              if (rotated) onSecret(rotated.secret);
            }, 'The secret could not be rotated.')
          }
        >
          Rotate secret
        </Button>
        <Button
          size="small"
          color="error"
          disabled={removing}
          onClick={() =>
            void run(async () => {
              if (!window.confirm(`Remove ${endpoint.url} and its delivery log? Nothing more is sent to it.`)) return;
              await remove({ variables: { input: { id: endpoint.id } } });
              toast({ title: 'Endpoint removed', description: endpoint.url });
            }, 'The endpoint could not be removed.')
          }
        >
          Remove
        </Button>
      </Stack>
      {open ? <Deliveries endpointId={endpoint.id} /> : null}
    </Box>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { data, error, loading } = useWebhookDeliveries(endpointId);
  const [redeliver, { loading: sending }] = useRedeliverWebhook();
  const { toast } = useToast();
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'The deliveries could not be loaded.')}</Alert>;
  if (loading && !data) return <CircularProgress size={24} aria-label="Loading the deliveries" />;
  const page = data!.webhookDeliveries;
  if (page.totalCount === 0) {
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        Nothing sent yet.
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {page.edges.length === page.totalCount ? 'Newest first.' : `The ${page.edges.length} newest of ${page.totalCount}.`} Latency: from
        sending to the receiver's answer.
      </Typography>
      <List dense disablePadding aria-label="Deliveries">
        {page.edges.map(({ node }) => {
          const last = node.log.at(-1);
          const state =
            node.status === 'DELIVERED' ? 'Delivered' : node.status === 'FAILED' ? 'Given up' : node.attempts ? 'Retrying' : 'Waiting';
          return (
            <ListItem key={node.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
              <ListItemText
                primary={`${EVENT_LABEL[node.eventType] ?? node.eventType} · ${DATE_TIME.format(new Date(node.createdAt))}`}
                secondary={[
                  `${state}${node.attempts > 1 ? ` after ${node.attempts} tries` : ''}`,
                  last ? `last answer ${last.status ?? 'none'} in ${last.latencyMs} ms` : 'not sent yet',
                  last?.error ?? null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ minWidth: 0, flex: '1 1 240px', '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
              />
              <Button
                size="small"
                disabled={sending}
                onClick={() =>
                  void redeliver({ variables: { input: { deliveryId: node.id } } }).then(
                    () => toast({ title: 'Sent again', description: 'Queued after what is waiting, with the same event id.' }),
                    () => toast({ title: 'Could not send it again', description: 'Try again in a moment.' }),
                  )
                }
              >
                Redeliver
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function CreateEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const [create, { loading }] = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>(EVENT_TYPES.map((e) => e.value));
  const { fields, problem, reset, fail } = useFormProblem();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    reset();
    try {
      const result = await create({ variables: { input: { url: url.trim(), eventTypes: types } } });
      const created = result.data?.createWebhookEndpoint.webhookEndpointWithSecret;
      if (created) onCreated(url.trim(), created.secret);
      setUrl('');
    } catch (error) {
      fail(error, 'The endpoint could not be added.');
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={(e) => void onSubmit(e)} spacing={2} aria-label="Add a webhook endpoint">
      <Typography variant="subtitle1" component="h4">
        Add an endpoint
      </Typography>
      <TextField
        label="Endpoint URL"
        placeholder="https://ir.example.com/hooks/issuerwire"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        error={Boolean(fields.url)}
        helperText={fields.url ?? 'https, on a public address'}
      />
      <ChoiceGroup legend="Events" choices={EVENT_TYPES} chosen={types} onChange={setTypes} error={fields.eventTypes} />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" disabled={loading || !url.trim() || types.length === 0}>
          Add endpoint
        </Button>
      </div>
    </Stack>
  );
}
