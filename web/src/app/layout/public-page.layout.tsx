import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { ApiProviders } from '../api-providers';

/** Width and padding for the public screens other than the landing page, which talk to the API. */
export function PublicPageFrame() {
  return (
    <ApiProviders>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Outlet />
      </Container>
    </ApiProviders>
  );
}
