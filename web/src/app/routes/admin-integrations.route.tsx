import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IntegrationsList } from '../../features/admin';

/** /admin/integrations: what the operator configured for each plugin, and whether it reaches its vendor. */
export function AdminIntegrationsRoute() {
  return (
    <Box>
      <title>Integrations · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Integrations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Every installed plugin, whether it sends to its vendor (live) or nothing (sandbox), and why. Options are set in the plugins file and
        PLUGIN_ variables; secrets are never shown.
      </Typography>
      <IntegrationsList />
    </Box>
  );
}
