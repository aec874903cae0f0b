import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { IntegrationsQuery } from '../../../gql/graphql';
import { CONNECTION_PROBLEM_MESSAGE, readApiError } from '../../../lib/auth/api-error';
import { enumLabel } from '../../../lib/format';
import { IntegrationsDocument } from '../api/integrations.query';
import { TestIntegrationDocument } from '../api/test-integration.mutation';

type Integration = IntegrationsQuery['integrations']['nodes'][number];

function IntegrationCard({ integration, onTested }: { integration: Integration; onTested: () => Promise<unknown> }) {
  const [test, testing] = useMutation(TestIntegrationDocument);
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const { lastCall } = integration;

  async function onTest() {
    try {
      const { data } = await test({ variables: { id: integration.id } });
      const answer = data?.testIntegration;
      setCheck(answer?.integrationCheck ?? { ok: false, message: answer?.userErrors[0]?.message ?? CONNECTION_PROBLEM_MESSAGE });
      await onTested();
    } catch (failure) {
      setCheck({ ok: false, message: readApiError(failure).message ?? CONNECTION_PROBLEM_MESSAGE });
    }
  }

  return (
    <Card variant="outlined" component="section" aria-label={integration.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {integration.name}
          </Typography>
          <Chip size="small" label={enumLabel(integration.kind)} />
          <Chip size="small" color={integration.mode === 'LIVE' ? 'success' : 'warning'} label={enumLabel(integration.mode)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {integration.id}
          {integration.packageName ? ` · ${integration.packageName}` : ''}
          {integration.version ? ` ${integration.version}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {enumLabel(integration.mode)}: {integration.modeReason}.
        </Typography>
        {integration.options.length ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
            {integration.options.map((option) => (
              <Box key={option.name} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {option.name}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all', fontFamily: 'monospace' }}>
                  {option.secret ? '••••••••' : option.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {lastCall
            ? `Last vendor call: ${lastCall.request} at ${new Date(lastCall.at).toLocaleString()}: ${lastCall.ok ? `answered ${lastCall.outcome}` : lastCall.outcome}`
            : 'No vendor call since the server started.'}
        </Typography>
        {integration.testable ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
            <Button variant="outlined" onClick={() => void onTest()} disabled={testing.loading}>
              Test connection
            </Button>
            {testing.loading ? <CircularProgress size={20} aria-label={`Testing ${integration.name}`} /> : null}
          </Stack>
        ) : null}
        {check ? (
          <Alert severity={check.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
            {check.message}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Every installed plugin: kind, id, package, mode and why, options (secrets masked), last vendor call, Test connection. */
export function IntegrationsList() {
  // The cursors of the pages before this one: Previous goes back to the last of them.
  const [earlier, setEarlier] = useState<(string | null)[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const { data, error, loading, refetch } = useQuery(IntegrationsDocument, { variables: { after: cursor }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the integrations" />
      </Stack>
    );
  }
  if (!data) {
    const problem = readApiError(error);
    return (
      <Alert severity={problem.code === 'admin_only' ? 'warning' : 'error'} role="alert">
        {problem.code === 'admin_only' ? 'Only admin accounts can see the integrations.' : (problem.message ?? CONNECTION_PROBLEM_MESSAGE)}
      </Alert>
    );
  }
  const { pageInfo, nodes } = data.integrations;
  return (
    <Stack spacing={2}>
      {nodes.map((integration) => (
        <IntegrationCard key={integration.id} integration={integration} onTested={() => refetch()} />
      ))}
      {earlier.length || pageInfo.hasNextPage ? (
        <Stack direction="row" spacing={2} component="nav" aria-label="Integration pages">
          <Button
            disabled={!earlier.length || loading}
            onClick={() => {
              setCursor(earlier.at(-1) ?? null);
              setEarlier(earlier.slice(0, -1));
            }}
          >
            Previous
          </Button>
          <Button
            disabled={!pageInfo.hasNextPage || loading}
            onClick={() => {
              setEarlier([...earlier, cursor]);
              setCursor(pageInfo.endCursor ?? null);
            }}
          >
            Next
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
