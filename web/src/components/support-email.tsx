import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { graphql } from '../gql';

/** The server's support address (SUPPORT_EMAIL, public): the one address every screen names. */
export const SupportEmailDocument = graphql(`
  query SupportEmail {
    supportEmail
  }
`);

/** "Contact support at <address>" with the configured address as a mail link ("Contact support" until it is known). */
export function ContactSupport() {
  const { data } = useQuery(SupportEmailDocument, { fetchPolicy: 'cache-first' });
  const address = data?.supportEmail;
  return address ? (
    <>
      Contact support at <Link href={`mailto:${address}`}>{address}</Link>
    </>
  ) : (
    <>Contact support</>
  );
}
