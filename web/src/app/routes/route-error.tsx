import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  // A screen's chunk fails to load after a new release replaced it on the server.
  if (error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)) {
    return 'A newer version of IssuerWire is available. Reload the page to get it.';
  }
  return 'An unexpected error stopped this page from loading.';
}

/** Last-resort screen for errors thrown while loading or rendering a route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3 }}>
      <title>Something went wrong · IssuerWire</title>
      <Box sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {describe(error)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button href="/">Go to the home page</Button>
        </Box>
      </Box>
    </Box>
  );
}
